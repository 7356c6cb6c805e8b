import { FlashMessage } from '@marketplace/ui-kit';
import { createRenderRoute } from '@marketplace/vitest-config/render-route';
import { makeMockStore } from '../mocks/mock-store';
import { purchasingRoutes } from '../routes';

/** Renders the purchasing routes with a mock store; the location probe sits beside every page. */
export const renderRoute = createRenderRoute({ flashMessage: FlashMessage, routes: purchasingRoutes, makeStore: makeMockStore, locationProbe: 'always' });
