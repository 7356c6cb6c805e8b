import type { HttpHandler } from 'msw';
import { createOperatorHandlers, type OperatorMockOptions } from './handlers';
import { makeMockStore } from './mock-store';

export { withRoute } from '@marketplace/storybook-config/with-route';

/** `parameters.msw` of a story: its own handlers first (they win), then the mock operator API. */
export function mockApi(options: OperatorMockOptions = {}, ...overrides: HttpHandler[]): { handlers: HttpHandler[] } {
  return { handlers: [...overrides, ...createOperatorHandlers(options)] };
}

/** `parameters.store` of a story: a store with the API and flash slices. */
export function mockStore() {
  return () => makeMockStore();
}

/** `parameters.route` of a console page story at `url`, matched by `path` (both under /operator). */
export function consoleRoute(path: string, url: string = path) {
  return { path, url };
}
