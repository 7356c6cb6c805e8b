export { withRoute } from '@marketplace/storybook-config/with-route';
import type { HttpHandler } from 'msw';
import { createProjectsHandlers, type ProjectsMockOptions } from './handlers';
import { makeMockStore } from './mock-store';

/** `parameters.msw` of a story: its own handlers first (they win), then the mock projects API. */
export function mockApi(options: ProjectsMockOptions = {}, ...overrides: HttpHandler[]): { handlers: HttpHandler[] } {
  return { handlers: [...overrides, ...createProjectsHandlers(options)] };
}

/** `parameters.store` of a story: a store with the API slice, so RTK Query hooks work. */
export function mockStore() {
  return () => makeMockStore();
}
