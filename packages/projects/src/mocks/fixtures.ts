import type { ErrorBody, Project } from '@marketplace/contracts';

/** A builder's projects as GET /api/projects/ sends them (wire form), newest first. */
export const mockProjects: Project[] = [
  {
    id: 'project-mission-bay',
    name: 'Mission Bay Townhomes',
    status: 'active',
    street: '185 Channel St',
    city: 'San Francisco',
    state: 'CA',
    postal_code: '94158',
    site_contact_name: 'Dana Reyes',
    site_contact_phone: '+1 415 555 0134',
    delivery_instructions: 'Deliver to the Channel St gate; call 30 minutes ahead.',
    start_date: '2026-03-02',
    end_date: '2026-11-30',
    created_at: '2026-02-20T16:00:00.000Z',
    updated_at: '2026-02-20T16:00:00.000Z',
  },
  {
    id: 'project-midtown',
    name: 'Midtown Sacramento Retrofit',
    status: 'on_hold',
    street: '1801 L St',
    city: 'Sacramento',
    state: 'CA',
    postal_code: '95811',
    site_contact_name: null,
    site_contact_phone: null,
    delivery_instructions: 'Loading dock on 18th St, weekdays 7:00–15:00.',
    start_date: '2026-01-12',
    end_date: null,
    created_at: '2026-01-05T09:30:00.000Z',
    updated_at: '2026-02-01T10:00:00.000Z',
  },
  {
    id: 'project-oak-knoll',
    name: 'Oak Knoll Clinic',
    status: 'completed',
    street: '8 Knoll Rd',
    city: 'Napa',
    state: 'CA',
    postal_code: '94558-1234',
    site_contact_name: 'Sam Ortiz',
    site_contact_phone: '(707) 555-0101',
    delivery_instructions: null,
    start_date: '2025-04-01',
    end_date: '2025-12-19',
    created_at: '2025-03-15T12:00:00.000Z',
    updated_at: '2025-12-20T12:00:00.000Z',
  },
];

/** The error body of a validation failure with field messages (wire form). */
export function validationErrorBody(fields: Record<string, string>, displayError = 'Please correct the highlighted fields.'): ErrorBody {
  return { code: 'validation_error', message: 'The request has invalid fields.', display_error: displayError, fields };
}

/** The error body of a failure with a user-facing sentence only. */
export function errorBody(code: string, displayError: string, message = displayError): ErrorBody {
  return { code, message, display_error: displayError };
}
