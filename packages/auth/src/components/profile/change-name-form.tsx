import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, FormTextField, showFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useDispatch } from 'react-redux';
import { useForm } from 'react-hook-form';
import { useChangeDataMutation } from '../../api/auth-api';
import { changeNameFormSchema, type ChangeNameFormValues } from '../../forms/account-form-schemas';
import { ServerError } from '../../forms/server-error';
import { useServerAwareSubmit } from '../../forms/use-server-aware-submit';
import type { User } from '../../model/user';

/** Changes the signed-in user's first and last name (POST /api/users/change_data/). */
export function ChangeNameForm({ user }: { user: User }): ReactElement {
  const dispatch = useDispatch();
  const [changeData] = useChangeDataMutation();
  const form = useForm<ChangeNameFormValues, unknown, ChangeNameFormValues>({
    resolver: zodResolver(changeNameFormSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });

  const onSubmit = useServerAwareSubmit(form, {
    fallback: 'We could not save your name. Please try again.',
    submit: async (values) => {
      const saved = await changeData(values).unwrap();
      form.reset({ firstName: saved.firstName, lastName: saved.lastName });
      dispatch(showFlash({ message: 'Your name has been saved.', level: 'success' }));
    },
  });

  return (
    <Form onSubmit={onSubmit} aria-label="Your name">
      <ServerError errors={form.formState.errors} title="We could not save your name" />
      <FormTextField control={form.control} name="firstName" label="First name" autoComplete="given-name" isRequired />
      <FormTextField control={form.control} name="lastName" label="Last name" autoComplete="family-name" isRequired />
      <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Saving">
        Save name
      </Button>
    </Form>
  );
}
