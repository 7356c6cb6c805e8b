import { FlashMessage } from '@marketplace/ui-kit';
import { createRenderRoute } from '@marketplace/vitest-config/render-route';
import { makeMockStore } from '../mocks/mock-store';
import { operatorConsoleRoutes } from '../routes';

/** Renders the console's routes under /operator with a mock store; the location probe sits beside every page. */
export const renderRoute = createRenderRoute({ flashMessage: FlashMessage, routes: operatorConsoleRoutes, makeStore: makeMockStore, basePath: 'operator', locationProbe: 'always' });
