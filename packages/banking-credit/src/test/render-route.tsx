import { FlashMessage } from '@marketplace/ui-kit';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeMockStore, type MockStore } from '../mocks/mock-store';
import { bankingCreditRoutes } from '../routes';

/** Renders this package's routes (the lazy credit page) at `url`, with a store and the flash message. */
export function renderRoute(url = '/credit', store: MockStore = makeMockStore()): RenderResult & { store: MockStore; user: UserEvent } {
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: bankingCreditRoutes }], { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <FlashMessage />
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, user };
}
