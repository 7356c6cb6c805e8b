import type { HttpHandler } from 'msw';
import { createPurchasingHandlers, type PurchasingMockOptions } from './handlers';
import { makeMockStore } from './mock-store';

export { withRoute } from '@marketplace/storybook-config/with-route';

/** `parameters.msw` of a story: its own handlers first (they win), then the mock purchasing API. */
export function mockApi(options: PurchasingMockOptions = {}, ...overrides: HttpHandler[]): { handlers: HttpHandler[] } {
  return { handlers: [...overrides, ...createPurchasingHandlers(options)] };
}

/** `parameters.store` of a story: a store with the API and flash slices. */
export function mockStore() {
  return () => makeMockStore();
}
