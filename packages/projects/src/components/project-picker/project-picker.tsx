import { DeferredSelect, type SelectOption } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useGetProjectsQuery } from '../../api/projects-api';
import type { ProjectData } from '../../model/project';
import { paths } from '../../paths';

/** Props of {@link ProjectPicker}. */
export interface ProjectPickerProps {
  /** The project the shell has selected, or null. */
  selectedProjectId: string | null;
  /** Called with the chosen project's id. */
  onChange: (projectId: string | null) => void;
  /** @defaultValue 'Project' */
  label?: string;
  className?: string;
}

/** Projects a builder still orders for; a finished or archived one stays listed only while selected. */
function isPickable(project: ProjectData, selectedProjectId: string | null): boolean {
  return project.status === 'active' || project.status === 'on_hold' || project.id === selectedProjectId;
}

function optionOf(project: ProjectData): SelectOption {
  return { value: project.id, label: `${project.name} · ${project.city}, ${project.state}` };
}

/**
 * Chooses the project the catalogue, cart and checkout work for. It sits on the first screen of
 * most pages (the shell's navigation), so its select loads after the page has drawn. It knows nothing of where the
 * choice is kept: the shell passes the selected id and stores what `onChange` reports.
 */
export function ProjectPicker({ selectedProjectId, onChange, label = 'Project', className }: ProjectPickerProps): ReactElement {
  const { data, isLoading, isError } = useGetProjectsQuery();
  const projects = (data?.results ?? []).filter((project) => isPickable(project, selectedProjectId));
  const known = projects.some((project) => project.id === selectedProjectId);
  const placeholder = isLoading ? 'Loading projects…' : isError ? 'Projects could not be loaded' : 'Choose a project';
  return (
    <div className={['mk-project-picker', className].filter(Boolean).join(' ')}>
      <DeferredSelect
        label={label}
        options={projects.map(optionOf)}
        value={known ? selectedProjectId : null}
        onChange={onChange}
        placeholder={placeholder}
        isDisabled={isLoading || isError || projects.length === 0}
      />
      <Link to={paths.addProject.href()} className="mk-project-picker__add">
        {projects.length === 0 && !isLoading && !isError ? 'Add your first project' : 'Add a project'}
      </Link>
    </div>
  );
}
