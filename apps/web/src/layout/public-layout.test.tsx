import type { User } from '@marketplace/auth';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../store/make-store';
import { builderDana } from '../test/fixtures';
import { PublicLayout } from './public-layout';

const dana: User = builderDana;

function renderAt(user: User | null) {
  const store = makeStore({ auth: { status: 'loaded', user } });
  const router = createMemoryRouter([{ element: <PublicLayout />, children: [{ path: '/login', element: <p>page</p> }] }], {
    initialEntries: ['/login'],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('PublicLayout', () => {
  it('offers the terms of service and the contact form in its footer', async () => {
    renderAt(null);
    const footer = within(await screen.findByRole('navigation', { name: 'About the marketplace' }));
    expect(footer.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/terms');
    expect(footer.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('link', { name: 'Back to the app' })).not.toBeInTheDocument();
  });

  it('gives someone signed in a way back to the app', async () => {
    renderAt(dana);
    expect(await screen.findByRole('link', { name: 'Back to the app' })).toHaveAttribute('href', '/');
  });
});
