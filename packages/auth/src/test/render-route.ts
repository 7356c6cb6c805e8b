import { FlashMessage } from '@marketplace/ui-kit';
import { createRenderRoute } from '@marketplace/vitest-config/render-route';
import { makeMockStore } from '../mocks/mock-store';
import { accountRoutes, authRoutes, openRoutes } from '../routes';

/** Renders the sign-in and account routes with a mock store; other paths show the location probe. */
export const renderRoute = createRenderRoute({ flashMessage: FlashMessage, routes: [...authRoutes, ...openRoutes, ...accountRoutes], makeStore: makeMockStore });
