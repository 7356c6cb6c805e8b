import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '../model/user';
import { builderUserResponse, mockPassword, mockToken, supplierUserResponse, unconfirmedBuilderUserResponse } from '../mocks/fixtures';
import { createAuthHandlers, failingHandler } from '../mocks/handlers';
import { setupMswServer } from '../test/msw-server';
import { makeMockStore } from '../mocks/mock-store';
import { selectAuthStatus, selectIsLoggedIn, selectUser } from './auth-slice';
import { authApi } from '../api/auth-api';
import { fetchCurrentUser, login, logout, signup } from './auth-thunks';
import { verifyEmail } from './verify-email';

const server = setupMswServer();

const dana: User = {
  id: 'user-builder-1',
  email: 'dana@northbuild.test',
  firstName: 'Dana',
  lastName: 'Reyes',
  tosAccepted: true,
  emailVerified: true,
  userType: 'builder',
  company: { id: 'company-1', name: 'North Build Co.', companyType: 'builder' },
};

/**
 * Whether the API cache is emptied (a reset) from now on. A page's subscription keeps the user's
 * answer cached meanwhile (unsubscribed answers leave the cache when invalidated).
 */
function watchCacheEmptied(store: ReturnType<typeof makeMockStore>): () => boolean {
  store.dispatch(authApi.endpoints.getCurrentUser.initiate());
  let emptied = false;
  store.subscribe(() => {
    if (Object.keys(store.getState().api.queries).length === 0) emptied = true;
  });
  return () => emptied;
}

function countingMe() {
  const calls = { count: 0 };
  server.use(
    http.get('/api/users/me/', () => {
      calls.count += 1;
      return HttpResponse.json(builderUserResponse);
    }),
  );
  return calls;
}

describe('initial state', () => {
  it('starts not loaded with no user', () => {
    const state = makeMockStore().getState();
    expect(selectAuthStatus(state)).toBe('notLoaded');
    expect(selectUser(state)).toBeNull();
    expect(selectIsLoggedIn(state)).toBe(false);
  });
});

describe('fetchCurrentUser', () => {
  it('loads the user (camelCased) and marks the state loaded', async () => {
    countingMe();
    const store = makeMockStore();
    await store.dispatch(fetchCurrentUser());
    expect(selectAuthStatus(store.getState())).toBe('loaded');
    expect(selectUser(store.getState())).toEqual(dana);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('answers the cached user once loaded, without a call', async () => {
    const calls = countingMe();
    const store = makeMockStore();
    await store.dispatch(fetchCurrentUser());
    const second = await store.dispatch(fetchCurrentUser());
    expect(calls.count).toBe(1);
    expect(second.payload).toEqual(dana);
  });

  it('answers the cached absence of a user too', async () => {
    const store = makeMockStore();
    await store.dispatch(fetchCurrentUser());
    const calls = countingMe();
    await store.dispatch(fetchCurrentUser());
    expect(calls.count).toBe(0);
    expect(selectUser(store.getState())).toBeNull();
  });

  it('calls again when forced', async () => {
    const calls = countingMe();
    const store = makeMockStore();
    await store.dispatch(fetchCurrentUser());
    await store.dispatch(fetchCurrentUser({ force: true }));
    expect(calls.count).toBe(2);
  });

  it('sets no user and loaded when the fetch fails', async () => {
    const store = makeMockStore({ auth: { status: 'loaded', user: dana } });
    server.use(
      failingHandler('get', '/api/users/me/', 500, {
        code: 'internal_error',
        message: 'Boom.',
        display_error: 'Something went wrong.',
      }),
    );
    const result = await store.dispatch(fetchCurrentUser({ force: true }));
    expect(result.payload).toMatchObject({ status: 500, displayError: 'Something went wrong.' });
    expect(selectAuthStatus(store.getState())).toBe('loaded');
    expect(selectUser(store.getState())).toBeNull();
  });

  it('treats an invalid user as nobody signed in', async () => {
    server.use(http.get('/api/users/me/', () => HttpResponse.json({ ...builderUserResponse, last_name: undefined })));
    const store = makeMockStore();
    await store.dispatch(fetchCurrentUser());
    expect(selectAuthStatus(store.getState())).toBe('loaded');
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });
});

describe('login', () => {
  it('signs in, then force-fetches the user', async () => {
    const store = makeMockStore();
    await store.dispatch(fetchCurrentUser());
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    const calls = countingMe();
    const result = await store.dispatch(login({ email: 'dana@northbuild.test', password: mockPassword }));
    expect(login.fulfilled.match(result)).toBe(true);
    expect(calls.count).toBe(1);
    expect(selectUser(store.getState())).toEqual(dana);
  });

  it('rejects with the API error and leaves the state as it was', async () => {
    const store = makeMockStore();
    await store.dispatch(fetchCurrentUser());
    const result = await store.dispatch(login({ email: 'dana@northbuild.test', password: 'wrong-password' }));
    expect(result.payload).toMatchObject({ status: 400, code: 'invalid_credentials' });
    expect(selectAuthStatus(store.getState())).toBe('loaded');
    expect(selectUser(store.getState())).toBeNull();
  });

  it('is skipped when already logged in', async () => {
    let loginCalls = 0;
    server.use(
      http.post('/api/auth/login/', () => {
        loginCalls += 1;
        return HttpResponse.json({});
      }),
    );
    const store = makeMockStore({ auth: { status: 'loaded', user: dana } });
    const result = await store.dispatch(login({ email: 'dana@northbuild.test', password: mockPassword }));
    expect(login.rejected.match(result) && result.meta.condition).toBe(true);
    expect(loginCalls).toBe(0);
  });

  it('fails when the session opens but no user can be read', async () => {
    server.use(
      failingHandler('get', '/api/users/me/', 401, { code: 'not_authenticated', message: 'No.', display_error: 'Please sign in.' }),
    );
    const store = makeMockStore();
    const result = await store.dispatch(login({ email: 'dana@northbuild.test', password: mockPassword }));
    expect(login.rejected.match(result)).toBe(true);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });
});

describe('signup', () => {
  const payload = {
    email: 'kim@newbuild.test',
    password: mockPassword,
    firstName: 'Kim',
    lastName: 'Novak',
    companyName: 'New Build',
    accountType: 'builder' as const,
  };

  it('creates the account and answers the API’s message, signing nobody in', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/auth/signup/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ detail: 'Check your email: we sent a link to finish signing up.' }, { status: 202 });
      }),
    );
    const store = makeMockStore();
    await store.dispatch(fetchCurrentUser());
    const calls = countingMe();
    const result = await store.dispatch(signup(payload));
    expect(result.payload).toEqual({ detail: 'Check your email: we sent a link to finish signing up.' });
    expect(sent).toEqual({
      email: 'kim@newbuild.test',
      password: mockPassword,
      first_name: 'Kim',
      last_name: 'Novak',
      company_name: 'New Build',
      account_type: 'builder',
    });
    expect(calls.count).toBe(0);
    expect(selectAuthStatus(store.getState())).toBe('loaded');
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('keeps the password out of the store', async () => {
    const store = makeMockStore();
    await store.dispatch(signup(payload));
    expect(JSON.stringify(store.getState())).not.toContain(mockPassword);
  });

  it('rejects with the API error', async () => {
    server.use(failingHandler('post', '/api/auth/signup/', 429, { code: 'rate_limited', message: 'Slow down.', display_error: 'Too many attempts.' }));
    const result = await makeMockStore().dispatch(signup(payload));
    expect(signup.rejected.match(result)).toBe(true);
    expect(result.payload).toMatchObject({ status: 429, code: 'rate_limited' });
  });
});

describe('verifyEmail', () => {
  it('confirms the address, then force-fetches the user it signed in', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/auth/verify_email/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(builderUserResponse);
      }),
    );
    const store = makeMockStore();
    await store.dispatch(fetchCurrentUser());
    const calls = countingMe();
    const result = await store.dispatch(verifyEmail(mockToken));
    expect(verifyEmail.fulfilled.match(result)).toBe(true);
    expect(sent).toEqual({ token: mockToken });
    expect(calls.count).toBe(1);
    expect(selectUser(store.getState())).toEqual(dana);
  });

  it('runs for a signed-in, unconfirmed user too, and keeps what is cached for them', async () => {
    server.use(...createAuthHandlers({ signedIn: true, user: unconfirmedBuilderUserResponse }));
    const store = makeMockStore();
    await store.dispatch(fetchCurrentUser());
    expect(selectUser(store.getState())?.emailVerified).toBe(false);
    const emptied = watchCacheEmptied(store);
    await store.dispatch(verifyEmail(mockToken));
    expect(selectUser(store.getState())?.emailVerified).toBe(true);
    expect(emptied()).toBe(false);
  });

  it('drops what was cached for another account signed in in this tab', async () => {
    server.use(...createAuthHandlers({ signedIn: true, user: supplierUserResponse }));
    const store = makeMockStore();
    await store.dispatch(fetchCurrentUser());
    server.use(
      http.post('/api/auth/verify_email/', () => HttpResponse.json(builderUserResponse)),
      http.get('/api/users/me/', () => HttpResponse.json(builderUserResponse)),
    );
    const emptied = watchCacheEmptied(store);
    await store.dispatch(verifyEmail(mockToken));
    expect(emptied()).toBe(true);
    expect(selectUser(store.getState())?.id).toBe(builderUserResponse.id);
  });

  it('rejects with the API error and leaves the state as it was', async () => {
    const store = makeMockStore();
    await store.dispatch(fetchCurrentUser());
    const result = await store.dispatch(verifyEmail('used-token'));
    expect(result.payload).toMatchObject({ status: 400, code: 'invalid_token' });
    expect(selectAuthStatus(store.getState())).toBe('loaded');
    expect(selectUser(store.getState())).toBeNull();
  });
});

describe('logout', () => {
  it('clears the user and returns to not loaded', async () => {
    const store = makeMockStore();
    await store.dispatch(login({ email: 'dana@northbuild.test', password: mockPassword }));
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    await store.dispatch(logout());
    expect(selectAuthStatus(store.getState())).toBe('notLoaded');
    expect(selectUser(store.getState())).toBeNull();
  });

  it('clears the user even when the call fails, and reports the error', async () => {
    server.use(
      failingHandler('post', '/api/auth/logout', 503, { code: 'service_unavailable', message: 'Down.', display_error: 'Try again.' }),
    );
    const store = makeMockStore({ auth: { status: 'loaded', user: dana } });
    const result = await store.dispatch(logout());
    expect(result.payload).toMatchObject({ status: 503, displayError: 'Try again.' });
    expect(selectAuthStatus(store.getState())).toBe('notLoaded');
    expect(selectUser(store.getState())).toBeNull();
  });

  it('clears the user as soon as the sign-out starts, before the server answers', async () => {
    const store = makeMockStore({ auth: { status: 'loaded', user: dana } });
    const signingOut = store.dispatch(logout());
    expect(selectUser(store.getState())).toBeNull();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    await signingOut;
  });

  it('drops every cached response', async () => {
    const store = makeMockStore();
    await store.dispatch(login({ email: 'dana@northbuild.test', password: mockPassword }));
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);
    await store.dispatch(logout());
    expect(store.getState().api.queries).toEqual({});
  });
});

describe('changes to the signed-in user', () => {
  it('takes the user answered by change_data and update_tos', async () => {
    const store = makeMockStore();
    await store.dispatch(login({ email: 'dana@northbuild.test', password: mockPassword }));
    await store.dispatch(authApi.endpoints.changeData.initiate({ firstName: 'Dani', lastName: 'Ray' }));
    expect(selectUser(store.getState())).toMatchObject({ firstName: 'Dani', lastName: 'Ray' });
    expect(selectAuthStatus(store.getState())).toBe('loaded');
  });

  it('sends tosAccepted true to api/users/update_tos/', async () => {
    let body: unknown;
    server.use(
      http.post('/api/users/update_tos/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...builderUserResponse, tos_accepted: true });
      }),
    );
    const store = makeMockStore({ auth: { status: 'loaded', user: { ...dana, tosAccepted: false } } });
    await store.dispatch(authApi.endpoints.updateTos.initiate());
    expect(body).toEqual({ tos_accepted: true });
    expect(selectUser(store.getState())?.tosAccepted).toBe(true);
  });

  it('sends the chosen project to PUT /api/users/me/preferences/ and keeps the user it answers', async () => {
    let body: unknown;
    server.use(
      http.put('/api/users/me/preferences/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...builderUserResponse, selected_project_id: 'project-9' });
      }),
    );
    const store = makeMockStore({ auth: { status: 'loaded', user: dana } });
    await store.dispatch(authApi.endpoints.savePreferences.initiate({ selectedProjectId: 'project-9' }));
    expect(body).toEqual({ selected_project_id: 'project-9' });
    expect(selectUser(store.getState())?.selectedProjectId).toBe('project-9');
  });
});
