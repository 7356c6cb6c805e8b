import { ProjectPicker, useGetProjectsQuery } from '@marketplace/projects';
import type { NavigationItem } from './navigation-items';
import { NavigationLinks } from './navigation-links';
import { PhoneNavigation } from './phone-navigation';
import { PHONE_MEDIA_QUERY, useMediaQuery } from './use-media-query';

export interface ShellNavigationProps {
  items: NavigationItem[];
  /** Builders order per project: they get the project picker beside (or, on a phone, in) the menu. */
  isBuilder: boolean;
  selectedProjectId: string | null;
  onChooseProject: (projectId: string | null) => void;
}

/** The name of the selected project, for the phone's menu row. */
function useSelectedProjectName(isBuilder: boolean, selectedProjectId: string | null): string | null {
  const { data } = useGetProjectsQuery(undefined, { skip: !isBuilder });
  return data?.results.find((project) => project.id === selectedProjectId)?.name ?? null;
}

/**
 * The main navigation under the header: a row of links with the builder's project picker on a
 * wide screen; on a phone, a menu button opening both in a dialog, so nothing runs off the screen.
 */
export function ShellNavigation({ items, isBuilder, selectedProjectId, onChooseProject }: ShellNavigationProps) {
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY);
  const projectName = useSelectedProjectName(isBuilder, selectedProjectId);
  // Builders shop, fill carts and order per project; the choice outlives the visit.
  const picker = isBuilder ? (
    <ProjectPicker
      label="Ordering for"
      selectedProjectId={selectedProjectId}
      onChange={onChooseProject}
      className="mk-nav-project-picker"
    />
  ) : null;

  if (isPhone) {
    return (
      <PhoneNavigation
        items={items}
        selectedProjectId={selectedProjectId}
        extra={picker}
        summary={isBuilder ? (projectName ? `Ordering for ${projectName}` : 'No project chosen') : null}
      />
    );
  }
  return (
    <div className="mk-nav-bar">
      <NavigationLinks items={items} selectedProjectId={selectedProjectId} />
      {picker}
    </div>
  );
}
