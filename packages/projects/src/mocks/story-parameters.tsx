import type { Decorator } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { useState, type ComponentType, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createProjectsHandlers, type ProjectsMockOptions } from './handlers';
import { makeMockStore } from './mock-store';

/** `parameters.route` of a projects story: the route path and the URL the story opens. */
export interface ProjectsStoryRoute {
  path: string;
  url: string;
}

/** Where a story's page navigated to, in place of the app's next screen. */
function NextScreen(): ReactElement {
  const location = useLocation();
  return (
    <p>
      The app would now show <code>{`${location.pathname}${location.search}`}</code>.
    </p>
  );
}

function StoryRouter({ Story, route }: { Story: ComponentType; route: ProjectsStoryRoute }): ReactElement {
  // Created once per mounted story, so navigation inside the story keeps the router.
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: route.path, element: <Story /> },
        { path: '*', element: <NextScreen /> },
      ],
      { initialEntries: [route.url] },
    ),
  );
  return <RouterProvider router={router} />;
}

/** Renders the story in a memory router at `parameters.route` (default: any path at '/'). */
export const withRoute: Decorator = (Story, context) => {
  const route = (context.parameters.route as ProjectsStoryRoute | undefined) ?? { path: '/', url: '/' };
  return <StoryRouter Story={Story} route={route} />;
};

/** `parameters.msw` of a story: its own handlers first (they win), then the mock projects API. */
export function mockApi(options: ProjectsMockOptions = {}, ...overrides: HttpHandler[]): { handlers: HttpHandler[] } {
  return { handlers: [...overrides, ...createProjectsHandlers(options)] };
}

/** `parameters.store` of a story: a store with the API slice, so RTK Query hooks work. */
export function mockStore() {
  return () => makeMockStore();
}
