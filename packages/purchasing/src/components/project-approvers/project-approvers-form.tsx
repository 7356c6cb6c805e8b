import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError } from '@marketplace/auth';
import { Button, Form, FormError, Stack, useFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSetProjectApproversMutation } from '../../api/project-approvers-api';
import { projectApproversFieldNames, projectApproversFormSchema, type ProjectApproversFormValues } from '../../forms/project-approvers-form-schema';
import { ApproverCheckboxGroup } from './approver-checkbox-group';
import type { ApproverChoice } from './approver-choices';

/** Props of {@link ProjectApproversForm}. */
export interface ProjectApproversFormProps {
  projectId: string;
  /** Everyone who may approve; at least one. */
  choices: readonly ApproverChoice[];
  /** The ids of the project's approvers now. */
  approverIds: readonly string[];
}

/**
 * Chooses who decides on the project's approval requests (owners and admins). The whole list is
 * sent, so unchecking everyone removes every approver; the API's refusal of someone lands on the
 * group and on the form.
 */
export function ProjectApproversForm({ projectId, choices, approverIds }: ProjectApproversFormProps): ReactElement {
  const flash = useFlash();
  const [setApprovers] = useSetProjectApproversMutation();
  const form = useForm<ProjectApproversFormValues>({
    resolver: zodResolver(projectApproversFormSchema),
    defaultValues: { userIds: [...approverIds] },
  });
  const submit = form.handleSubmit(async ({ userIds }) => {
    flash.clear();
    try {
      // In the order shown, not the order checked: the same choice always sends the same list.
      const ordered = choices.filter((choice) => userIds.includes(choice.id)).map((choice) => choice.id);
      await setApprovers({ projectId, userIds: ordered }).unwrap();
      flash.success('The approvers are saved.');
    } catch (error) {
      flash.error(applyServerError(error, form.setError, projectApproversFieldNames, 'We could not save the approvers. Please try again.'));
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Project approvers">
      <Stack gap="md">
        {serverError ? <FormError title="We could not save the approvers" error={serverError} /> : null}
        <Controller
          control={form.control}
          name="userIds"
          render={({ field, fieldState }) => (
            <ApproverCheckboxGroup
              choices={choices}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <div>
          <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Saving the approvers">
            Save approvers
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
