import type { HttpHandler } from 'msw';
import { createOrdersHandlers, type OrdersMockOptions } from './handlers';
import { makeMockStore } from './mock-store';

// Order pages render in the shared story router; the shell's outlet context goes in `route.outletContext`.
export { withRoute as withOrdersRoute } from '@marketplace/storybook-config/with-route';

/** `parameters.msw` of a story: its own handlers first (they win), then the mock orders API. */
export function mockApi(options: OrdersMockOptions = {}, ...overrides: HttpHandler[]): { handlers: HttpHandler[] } {
  return { handlers: [...overrides, ...createOrdersHandlers(options)] };
}

/** `parameters.store` of a story: a store with the API and flash slices, so RTK Query hooks and flashes work. */
export function mockStore() {
  return () => makeMockStore();
}
