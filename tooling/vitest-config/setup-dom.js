import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// `findBy…` and `waitFor` give up after one second by default. CI runs several packages' suites
// at once on two cores, where a lazy page plus a mocked request can take longer; a failing
// assertion still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());

// The preset runs a package's test files one after another in one worker and one window
// (`isolate: false`, see index.js). After each file, leave them as a fresh worker would find them:
// the workspace's modules are evaluated anew for the next file (module state such as which
// deferred components loaded, or a module-level store, starts over; installed libraries stay
// loaded), and the document, storage, URL and clock hold nothing of this file.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
  if (typeof document === 'undefined') return;
  // react-aria's live announcer stays (its module keeps the node and would announce into a detached
  // one), emptied of this file's messages; anything else left in the body goes.
  for (const node of [...document.body.children]) {
    if (node instanceof HTMLElement && node.dataset.liveAnnouncer === 'true') {
      for (const region of node.querySelectorAll('[aria-live]')) region.replaceChildren();
    } else node.remove();
  }
  document.body.removeAttribute('style');
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
