import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, FormError, FormSelect, Stack, useFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { useChangeMemberRoleMutation, type CompanyMemberData } from '../../api/company-api';
import { applyApiFieldErrors } from '@marketplace/auth';
import { memberRoleFormSchema, type MemberRoleFormValues } from '../../forms/company-form-schemas';
import { roleOptions, roleWords } from './role-words';

/** Props of {@link MemberRoleForm}. */
export interface MemberRoleFormProps {
  member: CompanyMemberData;
  name: string;
  /** Only an owner may make someone an owner (or change an owner's role). */
  isOwner: boolean;
}

/**
 * Changes a member's role. The API refuses the last owner's change (409) and an admin's change of
 * an owner (403): its words show under the role and on the form.
 */
export function MemberRoleForm({ member, name, isOwner }: MemberRoleFormProps): ReactElement {
  const flash = useFlash();
  const [changeRole] = useChangeMemberRoleMutation();
  const form = useForm<MemberRoleFormValues>({ resolver: zodResolver(memberRoleFormSchema), defaultValues: { companyRole: member.companyRole ?? 'buyer' } });
  const submit = form.handleSubmit(async ({ companyRole }) => {
    flash.clear();
    try {
      const changed = await changeRole({ userId: member.id, companyRole }).unwrap();
      flash.success(`${name} is now ${changed.companyRole ? roleWords[changed.companyRole].toLowerCase() : 'without a role'}.`);
    } catch (error) {
      flash.error(applyApiFieldErrors(error, form.setError, { companyRole: 'companyRole' }, 'We could not change the role. Please try again.'));
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={`Role of ${name}`}>
      <Stack gap="md">
        {serverError ? <FormError title="We could not change the role" error={serverError} /> : null}
        <FormSelect control={form.control} name="companyRole" label="Role" options={roleOptions(isOwner || member.companyRole === 'owner')} isRequired />
        <div>
          <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Changing the role">
            Change role
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
