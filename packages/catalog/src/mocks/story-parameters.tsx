import type { Decorator } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { useState, type ComponentType, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createCatalogHandlers, type CatalogMockOptions } from './handlers';
import { makeMockStore } from './mock-store';
import { ProjectOutlet } from './project-outlet';

/** `parameters.route` of a catalogue story: the route path, the URL it opens, the selected project. */
export interface CatalogStoryRoute {
  path: string;
  url: string;
  selectedProjectId?: string | null;
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

function StoryRouter({ Story, route }: { Story: ComponentType; route: CatalogStoryRoute }): ReactElement {
  // Created once per mounted story, so navigation inside the story keeps the router.
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <ProjectOutlet selectedProjectId={route.selectedProjectId ?? null} />,
          children: [
            { path: route.path, element: <Story /> },
            { path: '*', element: <NextScreen /> },
          ],
        },
      ],
      { initialEntries: [route.url] },
    ),
  );
  return <RouterProvider router={router} />;
}

/** Renders the story in a memory router at `parameters.route`, with the shell's outlet context. */
export const withCatalogRoute: Decorator = (Story, context) => {
  const route = (context.parameters.route as CatalogStoryRoute | undefined) ?? { path: '*', url: '/' };
  return <StoryRouter Story={Story} route={route} />;
};

/** `parameters.msw` of a story: its own handlers first (they win), then the mock catalogue API. */
export function mockApi(options: CatalogMockOptions = {}, ...overrides: HttpHandler[]): { handlers: HttpHandler[] } {
  return { handlers: [...overrides, ...createCatalogHandlers(options)] };
}

/** `parameters.store` of a story: a store with the API slice, so RTK Query hooks work. */
export function mockStore() {
  return () => makeMockStore();
}
