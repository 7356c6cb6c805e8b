// Shared route harness for a feature package's tests: its routes (lazy pages included) in a memory
// router, rendered the way the shell renders them: under a react-redux store, beside the flash
// message, with the outlet context the shell gives pages ({ selectedProjectId }), plus a probe
// showing where the router is. The flash message is passed in by each package (the ui-kit's
// FlashMessage): the ui-kit's own tests use this package, so it cannot import the ui-kit.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, Fragment } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';

/** Shows where the router is, for URL and redirect assertions. */
function LocationProbe() {
  const location = useLocation();
  return createElement('p', { 'data-testid': 'location' }, `${location.pathname}${location.search}`);
}

/** What a path outside the package's routes shows when the probe already sits beside every page. */
function AnotherPage() {
  return createElement('p', null, 'Another page');
}

/** Shown while the first lazy page loads. */
const HydrateFallback = () => null;

export function renderRoute({
  url,
  routes,
  store,
  basePath,
  flashMessage,
  locationProbe = 'elsewhere',
  selectedProjectId = null,
  outletContext,
  userOptions,
}) {
  const probeAlways = locationProbe === 'always';
  const router = createMemoryRouter(
    [
      {
        HydrateFallback,
        element: createElement(
          Fragment,
          null,
          flashMessage ? createElement(flashMessage) : null,
          createElement(Outlet, { context: { selectedProjectId, ...outletContext } }),
          probeAlways ? createElement(LocationProbe) : null,
        ),
        children: [
          ...(basePath ? [{ path: basePath, children: routes }] : routes),
          { path: '*', element: createElement(probeAlways ? AnotherPage : LocationProbe) },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup(userOptions);
  const view = render(createElement(Provider, { store }, createElement(RouterProvider, { router })));
  return { ...view, store, router, user };
}

export function createRenderRoute({ routes, makeStore, basePath, flashMessage, locationProbe }) {
  return ({ routes: ownRoutes = routes, preloadedState, store = makeStore(preloadedState), ...options }) =>
    renderRoute({ basePath, flashMessage, locationProbe, ...options, routes: ownRoutes, store });
}
