import type { AnalyticsEvent } from '@marketplace/analytics';
import { createListenerMiddleware, configureStore } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { trackBusinessEvents } from './track-business-events';

/** An RTK Query call settling, as the features' endpoints dispatch it. */
function settled(endpointName: string, originalArgs: unknown, payload: unknown, requestStatus: 'fulfilled' | 'rejected' = 'fulfilled'): UnknownAction {
  return {
    type: `api/executeQuery/${requestStatus}`,
    payload,
    meta: { arg: { endpointName, originalArgs, type: 'query' }, requestId: `r-${Math.random()}`, requestStatus },
  };
}

function trackedStore() {
  const tracked: AnalyticsEvent[] = [];
  const listener = createListenerMiddleware();
  trackBusinessEvents(listener.startListening, { track: (event) => tracked.push(event) });
  const store = configureStore({ reducer: (state: null = null) => state, middleware: (getDefault) => getDefault().concat(listener.middleware) });
  return { store, tracked };
}

describe('trackBusinessEvents', () => {
  it('tracks a search, an add to cart, a checkout and the order it placed, with their properties', () => {
    const { store, tracked } = trackedStore();
    store.dispatch(settled('searchProductsAvailability', { search: 'stud', projectId: 'p1' }, { results: [] }));
    store.dispatch(settled('addOfferToCart', { projectId: 'p1', productSupplierVariantId: 'psv-1', quantity: 10 }, {}));
    store.dispatch(settled('createCheckoutSession', { provider: 'sandbox', projectId: 'p1', expectedTotalCents: 14_500 }, { sessionId: 's1', amountCents: 14_500 }));
    store.dispatch(settled('paySandboxSession', { sessionId: 's1' }, { status: 'complete', order: { id: 'o1', totalCents: 14_500 } }));
    expect(tracked).toEqual([
      { name: 'Products Searched', properties: { query: 'stud', projectId: 'p1' } },
      { name: 'Added To Cart', properties: { productSupplierVariantId: 'psv-1', quantity: 10, projectId: 'p1' } },
      { name: 'Checkout Started', properties: { projectId: 'p1', amountCents: 14_500 } },
      { name: 'Order Placed', properties: { orderId: 'o1', totalCents: 14_500 } },
    ]);
  });

  it('reports an order once, however often the return page reads its status', () => {
    const { store, tracked } = trackedStore();
    const complete = { status: 'complete', order: { id: 'o2', totalCents: 900 } };
    for (let poll = 0; poll < 3; poll += 1) store.dispatch(settled('getCheckoutSessionStatus', { sessionId: 's2' }, complete));
    expect(tracked).toEqual([{ name: 'Order Placed', properties: { orderId: 'o2', totalCents: 900 } }]);
  });

  it('ignores failed calls, open payments, empty searches and other endpoints', () => {
    const { store, tracked } = trackedStore();
    store.dispatch(settled('addOfferToCart', { projectId: 'p1', productSupplierVariantId: 'psv-1', quantity: 1 }, { status: 400 }, 'rejected'));
    store.dispatch(settled('getCheckoutSessionStatus', { sessionId: 's3' }, { status: 'open', order: { id: 'o3', totalCents: 1 } }));
    store.dispatch(settled('searchProducts', { search: '' }, {}));
    store.dispatch(settled('getProjects', undefined, { results: [] }));
    expect(tracked).toEqual([]);
  });
});
