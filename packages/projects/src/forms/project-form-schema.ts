import { datesInOrder, END_BEFORE_START_MESSAGE, projectFieldSchemas } from '@marketplace/contracts';
import { z } from 'zod';
import type { ProjectData, ProjectPayload } from '../model/project';

// The contracts' field rules under the camelCase names the client sends, so the form, the
// request and the server's `fields` errors (camelCased by the client) share names.
const fields = projectFieldSchemas;

/** The project form: every editable field as the person types it. */
export const projectFormSchema = z
  .object({
    name: fields.name,
    status: fields.status,
    street: fields.street,
    city: fields.city,
    state: fields.state,
    postalCode: fields.postal_code,
    siteContactName: fields.site_contact_name,
    siteContactPhone: fields.site_contact_phone,
    deliveryInstructions: fields.delivery_instructions,
    startDate: fields.start_date,
    endDate: fields.end_date,
  })
  .refine((values) => datesInOrder(values.startDate, values.endDate), {
    error: END_BEFORE_START_MESSAGE,
    path: ['endDate'],
  });

/** What the form's fields hold: text as typed, blank for an unset optional field. */
export type ProjectFormValues = z.input<typeof projectFormSchema>;

/** The valid, normalized values the form submits. */
export type ProjectFormOutput = z.output<typeof projectFormSchema>;

/** The form's names, for mapping server field errors onto them. */
export const projectFormFieldNames = [
  'name',
  'status',
  'street',
  'city',
  'state',
  'postalCode',
  'siteContactName',
  'siteContactPhone',
  'deliveryInstructions',
  'startDate',
  'endDate',
] as const satisfies readonly (keyof ProjectFormValues)[];

/** A blank form for a new project. */
export const emptyProjectForm: ProjectFormValues = {
  name: '',
  status: 'active',
  street: '',
  city: '',
  state: '',
  postalCode: '',
  siteContactName: '',
  siteContactPhone: '',
  deliveryInstructions: '',
  startDate: '',
  endDate: '',
};

/** The form filled with a saved project (nulls become blank fields). */
export function projectFormValuesOf(project: ProjectData): ProjectFormValues {
  return {
    name: project.name,
    status: project.status,
    street: project.street,
    city: project.city,
    state: project.state,
    postalCode: project.postalCode,
    siteContactName: project.siteContactName ?? '',
    siteContactPhone: project.siteContactPhone ?? '',
    deliveryInstructions: project.deliveryInstructions ?? '',
    startDate: project.startDate ?? '',
    endDate: project.endDate ?? '',
  };
}

/** The request body of valid form values. */
export function projectPayloadOf(values: ProjectFormOutput): ProjectPayload {
  return {
    name: values.name,
    ...(values.status ? { status: values.status } : {}),
    street: values.street,
    city: values.city,
    state: values.state,
    postalCode: values.postalCode,
    siteContactName: values.siteContactName,
    siteContactPhone: values.siteContactPhone,
    deliveryInstructions: values.deliveryInstructions,
    startDate: values.startDate,
    endDate: values.endDate,
  };
}
