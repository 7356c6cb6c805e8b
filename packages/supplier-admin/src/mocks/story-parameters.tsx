import type { UserResponse } from '@marketplace/contracts';
import type { HttpHandler } from 'msw';
import { createSupplierHandlers, type SupplierMockOptions } from './handlers';
import { makeMockStore } from './mock-store';

export { withRoute } from '@marketplace/storybook-config/with-route';

/** `parameters.msw` of a story: its own handlers first (they win), then the mock supplier API. */
export function mockApi(options: SupplierMockOptions = {}, ...overrides: HttpHandler[]): { handlers: HttpHandler[] } {
  return { handlers: [...overrides, ...createSupplierHandlers(options)] };
}

/** `parameters.store` of a story: signed in as `user` (the mock supplier by default). */
export function mockStore(user?: UserResponse) {
  return () => makeMockStore(user);
}
