// Catalogue pages render in the shared story router; the shell's outlet context goes in `route.outletContext`.
export { withRoute as withCatalogRoute } from '@marketplace/storybook-config/with-route';
import type { HttpHandler } from 'msw';
import { createCatalogHandlers, type CatalogMockOptions } from './handlers';
import { makeMockStore } from './mock-store';

/** `parameters.msw` of a story: its own handlers first (they win), then the mock catalogue API. */
export function mockApi(options: CatalogMockOptions = {}, ...overrides: HttpHandler[]): { handlers: HttpHandler[] } {
  return { handlers: [...overrides, ...createCatalogHandlers(options)] };
}

/** `parameters.store` of a story: a store with the API slice, so RTK Query hooks work. */
export function mockStore() {
  return () => makeMockStore();
}
