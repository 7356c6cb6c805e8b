import { errorMessage } from '@marketplace/api-client';
import { selectUser, useSavePreferencesMutation } from '@marketplace/auth';
import { paths as projectPaths, useGetProjectsQuery } from '@marketplace/projects';
import { useFlash } from '@marketplace/ui-kit';
import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import type { AppDispatch } from '../store/make-store';
import {
  restoreRememberedProject,
  selectProject,
  selectRestoredForUserId,
  selectSelectedProjectId,
} from '../store/preferences-slice';

/** Pages a builder without a project may still open: the projects pages and their account. */
const openWithoutProject = ['/projects', '/profile', '/settings'];

function isOpenWithoutProject(pathname: string): boolean {
  return openWithoutProject.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** What {@link useProjectSelection} gives the layout. */
export interface ProjectSelection {
  /** The project the catalogue, cart and checkout work for, or null. */
  selectedProjectId: string | null;
  /** A choice the builder made: applied at once and remembered by the API for their next sign-in. */
  chooseProject: (projectId: string | null) => void;
}

/**
 * Keeps the shell's selected project in step with the builder and the company's projects, for
 * builders only: at sign-in (and each page load) the project the API remembers for this user is
 * restored, so the choice follows them across sign-ins and devices; a project that no longer
 * exists is forgotten; a company's only project is chosen for them; and a builder with no project
 * at all is sent to the first-project form (PRODUCT.md). The route guard stays pure: this reads
 * the projects query after the page is shown.
 */
export function useProjectSelection(isBuilder: boolean): ProjectSelection {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const flash = useFlash();
  const { pathname } = useLocation();
  const user = useSelector(selectUser);
  const restoredForUserId = useSelector(selectRestoredForUserId);
  const selectedProjectId = useSelector(selectSelectedProjectId);
  const [savePreferences] = useSavePreferencesMutation();
  const { data, isSuccess, isFetching } = useGetProjectsQuery(undefined, { skip: !isBuilder });
  const restored = isBuilder && user !== null && restoredForUserId === user.id;

  useEffect(() => {
    if (!isBuilder || !user || restoredForUserId === user.id) return;
    dispatch(restoreRememberedProject({ userId: user.id, projectId: user.selectedProjectId ?? null }));
  }, [isBuilder, user, restoredForUserId, dispatch]);

  useEffect(() => {
    // Decide on fresh data only (a list being refetched may miss a project just added), and only
    // once the remembered project is restored, so this never judges the previous choice.
    if (!restored || !isSuccess || isFetching) return;
    const ids = data.results.map((project) => project.id);
    if (selectedProjectId !== null && !ids.includes(selectedProjectId)) dispatch(selectProject(null));
    else if (selectedProjectId === null && ids.length === 1 && ids[0] !== undefined) dispatch(selectProject(ids[0]));
    if (ids.length === 0 && !isOpenWithoutProject(pathname)) {
      void navigate(projectPaths.addFirstProject.href(), { replace: true });
    }
  }, [restored, isSuccess, isFetching, data, selectedProjectId, pathname, dispatch, navigate]);

  const chooseProject = useCallback(
    (projectId: string | null) => {
      dispatch(selectProject(projectId));
      savePreferences({ selectedProjectId: projectId })
        .unwrap()
        .catch((failure: unknown) => {
          // The choice still applies on this device; say it will not follow them elsewhere.
          flash.warning(errorMessage(failure, 'Your project choice could not be saved for your next sign-in.'));
        });
    },
    [dispatch, savePreferences, flash],
  );

  return { selectedProjectId, chooseProject };
}
