import { Button, DataTable, LinkButton, Stack, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement, ReactNode } from 'react';
import { RouterLink } from '../../lib/router-link';
import { formatAddress, formatDateRange, projectStatusLabels, type ProjectData } from '../../model/project';
import { paths } from '../../paths';

/** A project's budget page (owned by the purchasing feature, decision 0162). */
const projectBudgetHref = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/budget`;

/** Props of {@link ProjectsTable}. */
export interface ProjectsTableProps {
  projects: readonly ProjectData[];
  isLoading?: boolean;
  /** Shown when there are no projects. */
  emptyState?: ReactNode;
  onDelete: (project: ProjectData) => void;
}

/** The company's projects: name, delivery address, status and dates, with edit, budget and delete. */
export function ProjectsTable({ projects, isLoading = false, emptyState, onDelete }: ProjectsTableProps): ReactElement {
  const columns: DataTableColumn<ProjectData>[] = [
    { id: 'name', header: 'Name', cell: (project) => project.name, isRowHeader: true },
    { id: 'address', header: 'Delivery address', cell: formatAddress },
    { id: 'status', header: 'Status', cell: (project) => projectStatusLabels[project.status] },
    { id: 'dates', header: 'Dates', cell: (project) => formatDateRange(project.startDate, project.endDate) },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (project) => (
        <Stack direction="horizontal" gap="xs">
          <LinkButton as={RouterLink} href={paths.editProject.href(project.id)} size="sm" aria-label={`Edit ${project.name}`}>
            Edit
          </LinkButton>
          {/* The budget page belongs to company purchasing: linked by its URL, never imported. */}
          <LinkButton as={RouterLink} href={projectBudgetHref(project.id)} size="sm" variant="ghost" aria-label={`Budget of ${project.name}`}>
            Budget
          </LinkButton>
          <Button variant="ghost" size="sm" aria-label={`Delete ${project.name}`} onPress={() => onDelete(project)}>
            Delete
          </Button>
        </Stack>
      ),
    },
  ];
  return (
    <DataTable
      aria-label="Projects"
      columns={columns}
      rows={projects}
      getRowId={(project) => project.id}
      isLoading={isLoading}
      emptyState={emptyState}
    />
  );
}
