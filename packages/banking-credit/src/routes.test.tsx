import type { AppRouteHandle } from '@marketplace/auth';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bankingCreditRoutes, paths } from './routes';
import { setupMswServer } from './test/msw-server';
import { renderRoute } from './test/render-route';

// The credit page loads the application and the accounts: the mock API answers.
setupMswServer();

describe('banking-credit routes', () => {
  it('has the builder-only credit page with the search bar', () => {
    expect(bankingCreditRoutes.map((route) => route.path)).toEqual(['credit']);
    const handle = bankingCreditRoutes[0]?.handle as AppRouteHandle;
    expect(handle.access).toEqual({ requiresAuth: true, accountTypes: ['builder'] });
    expect(handle.search ?? true).toBe(true);
    expect(paths.credit.href()).toBe('/credit');
  });

  it('lazy-loads a page titled after the route', async () => {
    renderRoute('/credit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Business credit' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
