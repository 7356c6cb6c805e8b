import { applyServerError } from '@marketplace/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { projectStatuses } from '@marketplace/contracts';
import { Button, Form, FormError, FormSelect, FormTextArea, FormTextField, Stack, showFlash } from '@marketplace/ui-kit';
import type { ReactElement, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import {
  emptyProjectForm,
  projectFormFieldNames,
  projectFormSchema,
  projectPayloadOf,
  type ProjectFormOutput,
  type ProjectFormValues,
} from '../../forms/project-form-schema';
import { projectStatusLabels, type ProjectPayload } from '../../model/project';

const statusOptions = projectStatuses.map((status) => ({ value: status, label: projectStatusLabels[status] }));

/** Props of {@link ProjectForm}. */
export interface ProjectFormProps {
  /** Accessible name of the form. */
  label: string;
  /** The saved project when editing; a blank form otherwise. */
  initialValues?: ProjectFormValues;
  /** Shows the status choice: a new project is always active, so only editing offers it. */
  withStatus?: boolean;
  submitLabel: string;
  /** Announced on the button while the call runs. */
  submittingLabel: string;
  /** Title of the banner over the form when the call fails. */
  errorTitle: string;
  /** Message when the failure says nothing a person can read. */
  fallbackError: string;
  /** Sends the valid project; throws (an ApiError, typically from `unwrap()`) on failure. */
  onSubmit: (project: ProjectPayload) => Promise<void>;
  /** Shown beside the submit button, e.g. a Cancel link. */
  secondaryAction?: ReactNode;
}

/**
 * The one form of a project, for adding and editing: checks each field as the API does, and on a
 * failed call puts the server's field messages under their fields, its sentence over the form and
 * in the flash message, and keeps everything typed.
 */
export function ProjectForm({
  label,
  initialValues = emptyProjectForm,
  withStatus = false,
  submitLabel,
  submittingLabel,
  errorTitle,
  fallbackError,
  onSubmit,
  secondaryAction,
}: ProjectFormProps): ReactElement {
  const dispatch = useDispatch();
  const form = useForm<ProjectFormValues, unknown, ProjectFormOutput>({
    resolver: zodResolver(projectFormSchema),
    defaultValues: initialValues,
  });
  const { control } = form;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(projectPayloadOf(withStatus ? values : { ...values, status: undefined }));
    } catch (error) {
      const message = applyServerError(error, form.setError, projectFormFieldNames, fallbackError);
      dispatch(showFlash({ message, level: 'error' }));
    }
  });

  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form onSubmit={submit} aria-label={label}>
      {serverError ? <FormError title={errorTitle} error={serverError} /> : null}
      <FormTextField control={control} name="name" label="Project name" description="What your team calls the jobsite." isRequired />
      {withStatus ? <FormSelect control={control} name="status" label="Status" options={statusOptions} isRequired /> : null}
      <FormTextField control={control} name="street" label="Street address" autoComplete="address-line1" isRequired />
      <Stack direction="horizontal" gap="md" align="start" wrap>
        <FormTextField control={control} name="city" label="City" autoComplete="address-level2" isRequired />
        <FormTextField
          control={control}
          name="state"
          label="State"
          description="Two letters, e.g. CA."
          autoComplete="address-level1"
          maxLength={2}
          isRequired
        />
        <FormTextField
          control={control}
          name="postalCode"
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          isRequired
        />
      </Stack>
      <Stack direction="horizontal" gap="md" align="start" wrap>
        <FormTextField control={control} name="siteContactName" label="Site contact" autoComplete="name" />
        <FormTextField control={control} name="siteContactPhone" label="Site contact phone" type="tel" autoComplete="tel" />
      </Stack>
      <FormTextArea
        control={control}
        name="deliveryInstructions"
        label="Delivery instructions"
        description="Gate, loading dock, hours: what a driver needs to know."
        rows={3}
      />
      <Stack direction="horizontal" gap="md" align="start" wrap>
        <FormTextField control={control} name="startDate" label="Start date" placeholder="YYYY-MM-DD" inputMode="numeric" />
        <FormTextField control={control} name="endDate" label="End date" placeholder="YYYY-MM-DD" inputMode="numeric" />
      </Stack>
      <Stack direction="horizontal" gap="sm">
        <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel={submittingLabel}>
          {submitLabel}
        </Button>
        {secondaryAction}
      </Stack>
    </Form>
  );
}
