import type { Decorator } from '@storybook/react-vite';
import { useState, type ComponentType, type ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';

/**
 * `parameters.route` of a page story: the route path, the URL the story opens, and the outlet
 * context the app shell would hand the page (the selected project, for instance).
 */
export interface StoryRoute {
  path: string;
  url: string;
  outletContext?: unknown;
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

function StoryRouter({ Story, route }: { Story: ComponentType; route: StoryRoute }): ReactElement {
  // Created once per mounted story: navigation inside the story must not rebuild the router.
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <Outlet context={route.outletContext} />,
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

/** Renders the story's page in a memory router at `parameters.route` (default: '/'). */
export const withRoute: Decorator = (Story, context) => {
  const route = (context.parameters.route as StoryRoute | undefined) ?? { path: '/', url: '/' };
  return <StoryRouter Story={Story} route={route} />;
};
