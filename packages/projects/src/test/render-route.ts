import { FlashMessage } from '@marketplace/ui-kit';
import { createRenderRoute } from '@marketplace/vitest-config/render-route';
import { makeMockStore } from '../mocks/mock-store';
import { projectsRoutes, projectsStandaloneRoutes } from '../routes';

/** Renders the projects routes with a mock store; other paths show the location probe. */
export const renderRoute = createRenderRoute({ flashMessage: FlashMessage, routes: [...projectsRoutes, ...projectsStandaloneRoutes], makeStore: makeMockStore });
