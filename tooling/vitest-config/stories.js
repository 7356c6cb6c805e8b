// Portable-stories test: every story of a package becomes a Vitest test that renders it with the
// root Storybook's project annotations (.storybook/preview: store decorator, MSW loader) and runs
// its `play` function, so a story that breaks fails the package's tests. Stories tagged `!test`
// are skipped. Network requests go to msw/node's server; unhandled ones fail the test.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// One Storybook for the workspace: its config lives at the repository root, not in a package.
import preview from '../../.storybook/preview.tsx';
import { provideMswInstance } from '../storybook/src/msw.ts';

const annotations = setProjectAnnotations([preview]);

function isStoryModule(value) {
  return typeof value === 'object' && value !== null && 'default' in value;
}

/**
 * Declares one test per story found in `modules` (the result of
 * `import.meta.glob('./**\/*.stories.tsx', { eager: true })`).
 * @param {Record<string, unknown>} modules
 * @param {{ server?: import('msw/node').SetupServerApi, onUnhandledRequest?: 'error' | 'warn' | 'bypass' }} [options]
 */
export function renderAllStories(modules, options = {}) {
  const server = options.server ?? setupServer();
  provideMswInstance(server);
  if (!options.server) {
    beforeAll(() => server.listen({ onUnhandledRequest: options.onUnhandledRequest ?? 'error' }));
    afterAll(() => server.close());
  }
  if (annotations.beforeAll) beforeAll(annotations.beforeAll);

  const entries = Object.entries(modules).sort(([a], [b]) => a.localeCompare(b));
  it('finds story files', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  for (const [path, module] of entries) {
    if (!isStoryModule(module)) throw new Error(`${path} has no default export (the story meta).`);
    const stories = Object.entries(composeStories(module));
    describe(module.default.title ?? path, () => {
      it('exports at least one story', () => {
        expect(stories.length).toBeGreaterThan(0);
      });
      for (const [name, Story] of stories) {
        it.skipIf(!Story.tags.includes('test'))(name, async () => {
          await Story.run();
        });
      }
    });
  }
}
