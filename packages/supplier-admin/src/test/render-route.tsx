import { FlashMessage } from '@marketplace/ui-kit';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { makeMockStore, type MockStore } from '../mocks/mock-store';
import { supplierAdminRoutes } from '../routes';

/** Shows where the router ended up, for navigation assertions. */
function LocationProbe(): ReactElement {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Options of {@link renderRoute}. */
export interface RenderRouteOptions {
  /** The URL to open, relative to the app base path (the area lives under /supplier). */
  url: string;
  store?: MockStore;
  routes?: RouteObject[];
}

/**
 * Renders this package's routes (lazy pages included) in a memory router, with a store and the
 * flash message; every other path renders a probe showing the location.
 */
export function renderRoute({ url, store = makeMockStore(), routes }: RenderRouteOptions): RenderResult & {
  store: MockStore;
  router: ReturnType<typeof createMemoryRouter>;
  user: UserEvent;
} {
  const router = createMemoryRouter(
    [
      {
        // Shown while the first lazy page loads.
        HydrateFallback: () => null,
        children: [{ path: 'supplier', children: routes ?? supplierAdminRoutes }, { path: '*', element: <LocationProbe /> }],
      },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <FlashMessage />
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router, user };
}
