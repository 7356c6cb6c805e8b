import type { IsoTime } from '../lib/time';

/** Project statuses (PRODUCT.md); projects are created active. */
export type ProjectStatus = 'active' | 'on_hold' | 'completed' | 'archived';

/** A builder company's project (jobsite) and its delivery address (migration 003). */
export interface ProjectsTable {
  id: string;
  company_id: string;
  name: string;
  status: ProjectStatus;
  street: string;
  city: string;
  state: string;
  postal_code: string;
  site_contact_name: string | null;
  site_contact_phone: string | null;
  delivery_instructions: string | null;
  /** Calendar dates, YYYY-MM-DD. */
  start_date: string | null;
  end_date: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** The projects part of the schema. */
export interface ProjectsDatabase {
  projects: ProjectsTable;
}
