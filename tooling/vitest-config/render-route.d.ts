import type { RenderResult } from '@testing-library/react';
import type { Options as UserEventOptions, UserEvent } from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { createMemoryRouter, RouteObject } from 'react-router';

/**
 * Where the probe showing the router's location (`data-testid="location"`) renders:
 * - `'elsewhere'` (default): as the page of every path the routes do not match, so it appears
 *   once a page navigates (or redirects) out of the package;
 * - `'always'`: beside every page; paths outside the routes show "Another page".
 */
export type LocationProbePlacement = 'elsewhere' | 'always';

/** How a package's routes are mounted; fixed per package by {@link createRenderRoute}. */
export interface RouteMount {
  /** Mounts the routes under this path, as the shell does (e.g. `'supplier'`). */
  basePath?: string;
  /** The shell's flash message (the ui-kit's `FlashMessage`), rendered above the pages. */
  flashMessage?: ComponentType;
  locationProbe?: LocationProbePlacement;
}

/** What one test varies. */
export interface RenderRouteCallOptions {
  /** The URL to open, relative to the app base path. */
  url: string;
  /** The project the shell has selected (the outlet context's `selectedProjectId`); none by default. */
  selectedProjectId?: string | null;
  /** More outlet context for the pages, beside `selectedProjectId`. */
  outletContext?: Record<string, unknown>;
  /** Passed to `userEvent.setup`, e.g. `advanceTimers` with fake timers. */
  userOptions?: UserEventOptions;
}

/** Options of {@link renderRoute}. */
export interface RenderRouteOptions<Store> extends RouteMount, RenderRouteCallOptions {
  routes: RouteObject[];
  store: Store;
}

/** What {@link renderRoute} returns: Testing Library's result, the store, the router and a user. */
export type RenderRouteResult<Store> = RenderResult & {
  store: Store;
  router: ReturnType<typeof createMemoryRouter>;
  user: UserEvent;
};

/**
 * Renders `routes` (lazy pages included) at `url` in a memory router, under a react-redux
 * `Provider` of `store`, in a layout like the shell's: the flash message, an `Outlet` with
 * the shell's context and a location probe (see {@link LocationProbePlacement}).
 */
export declare function renderRoute<Store>(options: RenderRouteOptions<Store>): RenderRouteResult<Store>;

/** Options of the function {@link createRenderRoute} returns. */
export interface BoundRenderRouteOptions<Store, PreloadedState> extends RenderRouteCallOptions {
  /** Routes to render instead of the package's. */
  routes?: RouteObject[];
  /** A store to use; by default a new one from `makeStore(preloadedState)`. */
  store?: Store;
  preloadedState?: PreloadedState;
}

/**
 * Binds {@link renderRoute} to a package: its routes, its mock store factory and how the shell
 * mounts it. A package's `src/test/render-route.ts` exports the result as `renderRoute`.
 */
export declare function createRenderRoute<Store, PreloadedState = never>(
  config: RouteMount & { routes: RouteObject[]; makeStore: (preloadedState?: PreloadedState) => Store },
): (options: BoundRenderRouteOptions<Store, PreloadedState>) => RenderRouteResult<Store>;
