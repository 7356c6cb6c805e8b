import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, FormTextField, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { applyApiFieldErrors } from '@marketplace/auth';
import { catalogNameFormSchema, type CatalogNameFormValues } from '../../forms/catalog-name-schema';

/** Props of {@link NameForm}. */
export interface NameFormProps {
  /** Names the form, e.g. "Rename Acme". */
  label: string;
  fieldLabel: string;
  submitLabel: string;
  initialName?: string;
  /** Saves the name; throws the API's refusal, which is shown under the field. */
  onSave: (name: string) => Promise<void>;
  onCancel?: () => void;
}

/** One name to add or change (a brand, a category), checked by the API's rule before it is sent. */
export function NameForm({ label, fieldLabel, submitLabel, initialName = '', onSave, onCancel }: NameFormProps): ReactElement {
  const form = useForm<CatalogNameFormValues>({ resolver: zodResolver(catalogNameFormSchema), defaultValues: { name: initialName } });
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onSave(name);
      form.reset({ name: initialName });
    } catch (error) {
      const message = applyApiFieldErrors(error, form.setError, { name: 'name' }, 'We could not save this name. Please try again.');
      // The form has no banner: a refusal that names no field (a name taken, 409) shows under the name.
      if (!form.getFieldState('name').error) form.setError('name', { type: 'server', message });
    }
  });
  return (
    <Form onSubmit={submit} aria-label={label}>
      <Stack direction="horizontal" gap="sm" align="end" wrap>
        <FormTextField control={form.control} name="name" label={fieldLabel} isRequired />
        <Button type="submit" size="sm" isLoading={form.formState.isSubmitting} loadingLabel="Saving">
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button size="sm" variant="ghost" onPress={onCancel}>
            Cancel
          </Button>
        ) : null}
      </Stack>
    </Form>
  );
}
