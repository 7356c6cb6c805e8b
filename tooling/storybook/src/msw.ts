import type { SetupWorker } from 'msw/browser';

/** What the stories' MSW loader needs from an instance: msw/browser's worker or msw/node's server. */
export type StoryMswInstance = Pick<SetupWorker, 'use' | 'resetHandlers'>;

let provided: SetupWorker | undefined;
let started: Promise<SetupWorker> | undefined;

/**
 * Makes stories use an MSW instance started elsewhere instead of the browser's service worker.
 * The portable-stories test helper passes msw/node's server here, since jsdom has no service worker.
 */
export function provideMswInstance(instance: StoryMswInstance): void {
  // The loader only calls use() and resetHandlers(), which both kinds share.
  provided = instance as SetupWorker;
}

/**
 * Starts the service worker once for all stories (the setup function of msw-storybook-addon's
 * loader). Requests no handler matches go to the network untouched, so stories that need no
 * mocks, and Storybook's own files, are unaffected.
 */
export function startMockServiceWorker(): Promise<SetupWorker> {
  if (provided) return Promise.resolve(provided);
  started ??= (async () => {
    const { setupWorker } = await import('msw/browser');
    const worker = setupWorker();
    await worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      // Relative to the iframe, so a Storybook published under a sub-path still finds the worker.
      serviceWorker: { url: './mockServiceWorker.js' },
    });
    return worker;
  })();
  return started;
}
