import { FormTextField } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps<Values extends FieldValues> {
  control: Control<Values, unknown, Values>;
  /** The new password's field. */
  name: Path<Values>;
  /** The field that types it again. */
  confirmationName: Path<Values>;
  /** "Password" where the account is new, "New password" where one is replaced. */
  label?: 'Password' | 'New password';
}

/**
 * The two fields of every form that sets a password (sign-up, an invitation, a reset, the profile):
 * the password with its rule spelled out, then the same typed again, both marked for password
 * managers as a new password.
 */
export function NewPasswordFields<Values extends FieldValues>({ control, name, confirmationName, label = 'Password' }: NewPasswordFieldsProps<Values>): ReactElement {
  return (
    <>
      <FormTextField
        control={control}
        name={name}
        label={label}
        type="password"
        autoComplete="new-password"
        description="At least 10 characters. Avoid common passwords."
        isRequired
      />
      <FormTextField control={control} name={confirmationName} label={`Confirm ${label.toLowerCase()}`} type="password" autoComplete="new-password" isRequired />
    </>
  );
}
