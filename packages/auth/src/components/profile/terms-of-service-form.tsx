import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Form, showFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useDispatch } from 'react-redux';
import { Controller, useForm } from 'react-hook-form';
import { useUpdateTosMutation } from '../../api/auth-api';
import { termsFormSchema, type TermsFormInput, type TermsFormValues } from '../../forms/account-form-schemas';
import { ServerError } from '../../forms/server-error';
import { useServerAwareSubmit } from '../../forms/use-server-aware-submit';
import type { User } from '../../model/user';

/**
 * Terms-of-service acceptance (POST api/users/update_tos/ with tosAccepted true). Once accepted
 * it only says so: acceptance is not withdrawn here.
 */
export function TermsOfServiceForm({ user }: { user: User }): ReactElement {
  const dispatch = useDispatch();
  const [updateTos] = useUpdateTosMutation();
  const form = useForm<TermsFormInput, unknown, TermsFormValues>({
    resolver: zodResolver(termsFormSchema),
    defaultValues: { tosAccepted: false },
  });

  const onSubmit = useServerAwareSubmit(form, {
    fallback: 'We could not record your acceptance. Please try again.',
    submit: async () => {
      await updateTos().unwrap();
      dispatch(showFlash({ message: 'Thank you for accepting the terms of service.', level: 'success' }));
    },
  });

  if (user.tosAccepted) return <p>You have accepted the terms of service.</p>;

  return (
    <Form onSubmit={onSubmit} aria-label="Terms of service">
      <ServerError errors={form.formState.errors} title="We could not record your acceptance" />
      <Controller
        control={form.control}
        name="tosAccepted"
        render={({ field: { value, ...field }, fieldState }) => (
          <Checkbox {...field} isSelected={value} errorMessage={fieldState.error?.message}>
            I have read and accept the marketplace terms of service.
          </Checkbox>
        )}
      />
      <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Saving">
        Accept terms
      </Button>
    </Form>
  );
}
