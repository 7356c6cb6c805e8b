import type { ReactElement } from 'react';
import { Outlet } from 'react-router';

/** Props of {@link ProjectOutlet}. */
export interface ProjectOutletProps {
  /** The project the shell would have selected, or null for none. */
  selectedProjectId: string | null;
}

/** Hands pages the outlet context the app shell gives them, without the shell. */
export function ProjectOutlet({ selectedProjectId }: ProjectOutletProps): ReactElement {
  return <Outlet context={{ selectedProjectId }} />;
}
