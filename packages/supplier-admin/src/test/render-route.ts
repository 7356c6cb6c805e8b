import { FlashMessage } from '@marketplace/ui-kit';
import { createRenderRoute } from '@marketplace/vitest-config/render-route';
import { makeMockStore } from '../mocks/mock-store';
import { supplierAdminRoutes } from '../routes';

/** Renders the supplier area's routes under /supplier with a mock store; other paths show the location probe. */
export const renderRoute = createRenderRoute({ flashMessage: FlashMessage, routes: supplierAdminRoutes, makeStore: () => makeMockStore(), basePath: 'supplier' });
