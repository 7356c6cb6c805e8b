import type { SetupServerApi } from 'msw/node';

/** Options of {@link renderAllStories}. */
export interface RenderAllStoriesOptions {
  /**
   * An msw/node server the test file already runs. Without one, the helper starts its own with
   * `onUnhandledRequest` (default 'error', so no story reaches the real network).
   */
  server?: SetupServerApi;
  onUnhandledRequest?: 'error' | 'warn' | 'bypass';
}

/**
 * Declares one Vitest test per story: renders it with the root Storybook's project annotations
 * and runs its `play` function. Call it from a package's `src/stories.test.tsx`:
 * `renderAllStories(import.meta.glob('./**\/*.stories.tsx', { eager: true }))`.
 */
export declare function renderAllStories(modules: Record<string, unknown>, options?: RenderAllStoriesOptions): void;
