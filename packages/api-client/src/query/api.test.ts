import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, tagTypes } from './api';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    getThing: build.query<{ thingName: string }, number>({
      query: (id) => ({ url: `/api/things/${id}`, params: { fetchExtra: true } }),
    }),
    saveThing: build.mutation<{ savedAt: string }, { thingName: string }>({
      query: (body) => ({ url: '/api/things', method: 'POST', body }),
    }),
  }),
  overrideExisting: 'throw',
});

function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

describe('api', () => {
  it('declares every tag type of the product and no endpoints of its own', () => {
    expect([...tagTypes].sort()).toEqual(
      [
        'BankEnrollment', 'Brand', 'Cart', 'Catalog', 'Category', 'Company', 'LineItem', 'Metadata',
        'Order', 'Preapproval', 'Product', 'Project', 'PurchaseOrder', 'Supplier', 'User',
        'Refund', 'Payout', 'PayoutAccount', 'Commission', 'ApprovalRequest',
      ].sort(),
    );
    // Only the endpoints this test injected.
    expect(Object.keys(api.endpoints).sort()).toEqual(['getThing', 'saveThing']);
    expect(api.reducerPath).toBe('api');
  });

  it('runs queries on the http client', async () => {
    server.use(
      http.get('/api/things/4/', ({ request }) =>
        HttpResponse.json({ thing_name: new URL(request.url).searchParams.get('fetch_extra') }),
      ),
    );
    const store = makeStore();
    const result = await store.dispatch(testApi.endpoints.getThing.initiate(4));
    expect(result.data).toEqual({ thingName: 'true' });
  });

  it('sends mutations through CSRF and case conversion', async () => {
    let body: unknown;
    server.use(
      http.get('/csrf/token/', () => HttpResponse.json({ csrf_token: 'abc' })),
      http.post('/api/things/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ saved_at: 'now' });
      }),
    );
    const result = await makeStore().dispatch(testApi.endpoints.saveThing.initiate({ thingName: 'beam' }));
    expect(body).toEqual({ thing_name: 'beam' });
    expect(result.data).toEqual({ savedAt: 'now' });
  });

  it.each([400, 404, 409, 500, 503])('rejects status %i as an ApiError', async (status) => {
    server.use(
      http.get('/api/things/1/', () =>
        HttpResponse.json(
          { code: 'conflict', message: 'Nope.', display_error: 'Try again later.', fields: { thing_name: 'Bad.' } },
          { status },
        ),
      ),
    );
    const result = await makeStore().dispatch(testApi.endpoints.getThing.initiate(1));
    expect(result.error).toEqual({
      status,
      code: 'conflict',
      message: 'Nope.',
      displayError: 'Try again later.',
      fields: { thingName: 'Bad.' },
    });
  });

  it('reports a network failure with the transport message', async () => {
    server.use(http.get('/api/things/2/', () => HttpResponse.error()));
    const result = await makeStore().dispatch(testApi.endpoints.getThing.initiate(2));
    expect(result.error).toEqual({ status: 0, code: 'ERR_NETWORK', message: 'Network Error', displayError: null });
  });
});
