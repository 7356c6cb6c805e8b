// Portable-stories test: every story of a package becomes a Vitest test that renders it with the
// root Storybook's project annotations (.storybook/preview: store decorator, MSW loader) and runs
// its `play` function, so a story that breaks fails the package's tests. Stories tagged `!test`
// are skipped. Network requests go to msw/node's server; unhandled ones fail the test. Each
// rendered story is then checked with axe-core; serious and critical violations fail it.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import axe from 'axe-core';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// One Storybook for the workspace: its config lives at the repository root, not in a package.
import preview from '../../.storybook/preview.tsx';
import { provideMswInstance } from '../storybook/src/msw.ts';

const annotations = setProjectAnnotations([preview]);

/** Violations of these impacts fail a story; moderate and minor ones are left to review. */
const failingImpacts = new Set(['serious', 'critical']);

const axeOptions = {
  resultTypes: ['violations'],
  rules: {
    // jsdom neither lays out nor paints, so axe cannot tell the colours text is drawn in; contrast
    // is a property of the design tokens, checked in a real browser (Storybook, end-to-end).
    'color-contrast': { enabled: false },
  },
};

function describeViolations(violations) {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map(
        (node) => `    ${node.target.join(' ')}: ${node.html.slice(0, 200)}\n      ${node.failureSummary?.replaceAll('\n', '\n      ')}`,
      );
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/**
 * Runs axe-core on the document body as the story left it (the story's canvas plus anything it
 * opened in a portal: dialogs, popovers, the flash message). `parameters.a11y` follows Storybook's
 * a11y addon: `test: 'off'` skips the check, `test: 'todo'` only reports, `config.rules` and
 * `options` adjust axe for one story.
 */
async function checkAccessibility(Story) {
  const a11y = Story.parameters?.a11y ?? {};
  if (a11y.test === 'off') return;
  // react-aria's live announcer is one region for the whole document: it outlives each story and
  // its pending announcements point at elements of stories already unmounted. It is not the story's.
  const context = { include: [document.body], exclude: [['[data-live-announcer]']] };
  const results = await axe.run(context, {
    ...axeOptions,
    ...a11y.options,
    rules: { ...axeOptions.rules, ...a11y.options?.rules, ...Object.fromEntries((a11y.config?.rules ?? []).map(({ id, enabled }) => [id, { enabled }])) },
  });
  const failing = results.violations.filter((violation) => failingImpacts.has(violation.impact));
  if (failing.length === 0) return;
  const report = `Accessibility violations (axe-core):\n${describeViolations(failing)}`;
  if (a11y.test === 'todo') console.warn(report);
  else throw new Error(report);
}

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
          await checkAccessibility(Story);
        });
      }
    });
  }
}
