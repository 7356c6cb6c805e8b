import type { Project } from '@marketplace/contracts';
import type { ProjectRecord } from './projects.repository';

/** The wire form of a stored project: every column but the owning company. */
export function toProjectResponse(record: ProjectRecord): Project {
  return {
    id: record.id,
    name: record.name,
    status: record.status,
    street: record.street,
    city: record.city,
    state: record.state,
    postal_code: record.postal_code,
    site_contact_name: record.site_contact_name,
    site_contact_phone: record.site_contact_phone,
    delivery_instructions: record.delivery_instructions,
    start_date: record.start_date,
    end_date: record.end_date,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}
