import type { Decorator } from '@storybook/react-vite';
import { useState, type ComponentType, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

/** `parameters.route` of an account story: the route path and the URL the story opens. */
export interface StoryRoute {
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

function StoryRouter({ Story, route }: { Story: ComponentType; route: StoryRoute }): ReactElement {
  // Created once per mounted story: navigation inside the story must not rebuild the router.
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

/** Renders the story's page in a memory router at `parameters.route` (default: '/'). */
export const withRoute: Decorator = (Story, context) => {
  const route = (context.parameters.route as StoryRoute | undefined) ?? { path: '/', url: '/' };
  return <StoryRouter Story={Story} route={route} />;
};
