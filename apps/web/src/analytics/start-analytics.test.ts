import { fetchCurrentUser } from '@marketplace/auth';
import type { User } from '@marketplace/auth';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../store/make-store';
import { startAnalytics } from './start-analytics';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  delete window.supportUser;
});
afterAll(() => server.close());

const builder: User = {
  id: 'user-1',
  email: 'builder@example.com',
  firstName: 'Bo',
  lastName: 'Builder',
  tosAccepted: true,
  emailVerified: true,
  userType: 'builder',
  company: { id: 'company-1', name: 'Builder Co', companyType: 'builder' },
};

/** The store as main.tsx builds it, with the current user just fetched. */
async function signedInApp() {
  const listener = createListenerMiddleware();
  const store = makeStore(undefined, [listener.middleware]);
  startAnalytics(listener.startListening);
  store.dispatch(fetchCurrentUser.fulfilled(builder, 'request', undefined));
  // The client configuration answers, then the queued identify runs.
  await new Promise((done) => setTimeout(done, 50));
}

describe('startAnalytics', () => {
  it('tells the support tool the user’s email once the current user is fetched, when configured', async () => {
    server.use(http.get('/api/client-config/', () => HttpResponse.json({ analytics: null, support: { widget_url: 'https://support.example.com/w.js' } })));
    await signedInApp();
    await vi.waitFor(() => expect(window.supportUser).toEqual({ email: 'builder@example.com' }));
  });

  it('leaves everything off by default', async () => {
    server.use(http.get('/api/client-config/', () => HttpResponse.json({ analytics: null, support: null })));
    await signedInApp();
    expect(window.supportUser).toBeUndefined();
  });
});
