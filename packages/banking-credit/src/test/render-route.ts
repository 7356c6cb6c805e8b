import { FlashMessage } from '@marketplace/ui-kit';
import { createRenderRoute } from '@marketplace/vitest-config/render-route';
import { makeMockStore, type MockStore } from '../mocks/mock-store';
import { bankingCreditRoutes } from '../routes';

const renderCreditRoute = createRenderRoute({ flashMessage: FlashMessage, routes: bankingCreditRoutes, makeStore: makeMockStore });

/** Renders this package's routes (the lazy credit page) at `url`, with a mock store. */
export const renderRoute = (url = '/credit', store?: MockStore) => renderCreditRoute({ url, store });
