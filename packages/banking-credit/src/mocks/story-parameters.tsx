import type { HttpHandler } from 'msw';
import { createBankingCreditHandlers, type BankingCreditMockOptions } from './handlers';
import { makeMockStore } from './mock-store';

export { withRoute } from '@marketplace/storybook-config/with-route';

/** `parameters.msw` of a story: its own handlers first (they win), then the mock credit API. */
export function mockApi(options: BankingCreditMockOptions = {}, ...overrides: HttpHandler[]): { handlers: HttpHandler[] } {
  return { handlers: [...overrides, ...createBankingCreditHandlers(options)] };
}

/** `parameters.store` of a story: a store with a signed-in builder, the API and flash slices. */
export function mockStore() {
  return () => makeMockStore();
}
