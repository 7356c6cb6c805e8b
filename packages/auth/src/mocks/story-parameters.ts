import type { HttpHandler } from 'msw';
import { createAuthHandlers, type AuthMockOptions } from './handlers';
import { makeMockStore, type MockRootState } from './mock-store';

/**
 * `parameters.msw` of a story: the story's own handlers first (they win), then a fresh mock
 * account API.
 */
export function mockApi(options: AuthMockOptions = {}, ...overrides: HttpHandler[]): { handlers: HttpHandler[] } {
  return { handlers: [...overrides, ...createAuthHandlers(options)] };
}

/** `parameters.store` of a story: this package's store, optionally preloaded. */
export function mockStore(preloadedState?: Partial<MockRootState>) {
  return () => makeMockStore(preloadedState);
}
