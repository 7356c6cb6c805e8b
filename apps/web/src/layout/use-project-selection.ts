import { paths as projectPaths, useGetProjectsQuery } from '@marketplace/projects';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import type { AppDispatch } from '../store/make-store';
import { selectProject, selectSelectedProjectId } from '../store/preferences-slice';

/** Pages a builder without a project may still open: the projects pages and their account. */
const openWithoutProject = ['/projects', '/profile', '/settings'];

function isOpenWithoutProject(pathname: string): boolean {
  return openWithoutProject.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Keeps the shell's selected project in step with the company's projects, for builders only:
 * a project that no longer exists (deleted by a teammate, or remembered from another account on
 * this device) is forgotten; a company's only project is chosen for them; and a builder with no
 * project at all is sent to the first-project form (PRODUCT.md). The route guard stays pure:
 * this reads the projects query after the page is shown.
 */
export function useProjectSelection(isBuilder: boolean): string | null {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const selectedProjectId = useSelector(selectSelectedProjectId);
  const { data, isSuccess, isFetching } = useGetProjectsQuery(undefined, { skip: !isBuilder });

  useEffect(() => {
    // A list being refetched may be stale (a project just added): decide on fresh data only.
    if (!isBuilder || !isSuccess || isFetching) return;
    const ids = data.results.map((project) => project.id);
    if (selectedProjectId !== null && !ids.includes(selectedProjectId)) dispatch(selectProject(null));
    else if (selectedProjectId === null && ids.length === 1 && ids[0] !== undefined) dispatch(selectProject(ids[0]));
    if (ids.length === 0 && !isOpenWithoutProject(pathname)) {
      void navigate(projectPaths.addFirstProject.href(), { replace: true });
    }
  }, [isBuilder, isSuccess, isFetching, data, selectedProjectId, pathname, dispatch, navigate]);

  return selectedProjectId;
}
