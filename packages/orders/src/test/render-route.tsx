import { FlashMessage } from '@marketplace/ui-kit';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { makeMockStore, type MockStore } from '../mocks/mock-store';
import { ordersRoutes } from '../routes';

/** Shows where the router is, for URL assertions. */
function LocationProbe(): ReactElement {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Options of {@link renderRoute}. */
export interface RenderRouteOptions {
  /** The URL to open, relative to the app base path. */
  url: string;
  /** The project the shell has selected; none by default. */
  selectedProjectId?: string | null;
  store?: MockStore;
  /** Passed to userEvent.setup, e.g. `advanceTimers` with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Renders this package's routes (lazy pages included) in a memory router under the shell's outlet
 * context, with a store and the flash message the shell shows; a probe shows the current URL.
 */
export function renderRoute({ url, selectedProjectId = null, store = makeMockStore(), userOptions }: RenderRouteOptions): RenderResult & {
  store: MockStore;
  router: ReturnType<typeof createMemoryRouter>;
  user: UserEvent;
} {
  const router = createMemoryRouter(
    [
      {
        HydrateFallback: () => null,
        element: (
          <>
            <FlashMessage />
            <Outlet context={{ selectedProjectId }} />
            <LocationProbe />
          </>
        ),
        children: [...ordersRoutes, { path: '*', element: <p>Another page</p> }],
      },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup(userOptions);
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router, user };
}
