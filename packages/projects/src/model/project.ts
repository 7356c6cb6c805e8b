import type { Camelize, Project, ProjectRequest, ProjectStatus } from '@marketplace/contracts';
import { formatDay } from '@marketplace/ui-kit';

/** A project as the client reads it (camelCase). */
export type ProjectData = Camelize<Project>;

/** Body of POST /api/projects/ and PUT /api/projects/{id}/, written camelCase. */
export type ProjectPayload = Camelize<ProjectRequest>;

/** Words a builder reads for each status. */
export const projectStatusLabels: Record<ProjectStatus, string> = {
  active: 'Active',
  on_hold: 'On hold',
  completed: 'Completed',
  archived: 'Archived',
};

/** One line of delivery address: "185 Channel St, San Francisco, CA 94158". */
export function formatAddress(project: Pick<ProjectData, 'street' | 'city' | 'state' | 'postalCode'>): string {
  return `${project.street}, ${project.city}, ${project.state} ${project.postalCode}`;
}

/** Start and end dates as a range; an open end reads "from …", nothing set reads "No dates". */
export function formatDateRange(startDate: string | null, endDate: string | null): string {
  const start = formatDay(startDate);
  const end = formatDay(endDate);
  if (start && end) return `${start} – ${end}`;
  if (start) return `From ${start}`;
  if (end) return `Until ${end}`;
  return 'No dates';
}
