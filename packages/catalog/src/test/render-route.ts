import { FlashMessage } from '@marketplace/ui-kit';
import { createRenderRoute } from '@marketplace/vitest-config/render-route';
import { makeMockStore } from '../mocks/mock-store';
import { catalogRoutes } from '../routes';

/** Renders the catalogue routes with a mock store; the location probe sits beside every page. */
export const renderRoute = createRenderRoute({ flashMessage: FlashMessage, routes: catalogRoutes, makeStore: makeMockStore, locationProbe: 'always' });
