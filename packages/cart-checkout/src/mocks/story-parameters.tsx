import type { HttpHandler } from 'msw';
import { createCartHandlers, type CartMockOptions } from './handlers';
import { makeMockStore } from './mock-store';

// Cart pages render in the shared story router; the shell's outlet context goes in `route.outletContext`.
export { withRoute as withCartRoute } from '@marketplace/storybook-config/with-route';

/** `parameters.msw` of a story: its own handlers first (they win), then the mock cart API. */
export function mockApi(options: CartMockOptions = {}, ...overrides: HttpHandler[]): { handlers: HttpHandler[] } {
  return { handlers: [...overrides, ...createCartHandlers(options)] };
}

/** `parameters.store` of a story: a store with the API and flash slices, so RTK Query hooks and flashes work. */
export function mockStore() {
  return () => makeMockStore();
}
