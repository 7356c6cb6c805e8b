import { FlashMessage } from '@marketplace/ui-kit';
import { createRenderRoute } from '@marketplace/vitest-config/render-route';
import { makeMockStore } from '../mocks/mock-store';
import { cartCheckoutRoutes } from '../routes';

/** Renders the cart and checkout routes with a mock store; the location probe sits beside every page. */
export const renderRoute = createRenderRoute({ flashMessage: FlashMessage, routes: cartCheckoutRoutes, makeStore: makeMockStore, locationProbe: 'always' });
