// @vitest-environment node
// Each package's own Storybook shows that package's stories and no other, through the shared
// config and preview. Checked by loading the configs, not by building Storybook (tens of seconds
// per package); `pnpm --filter <package> build-storybook` builds one for real.
import type { StorybookConfig } from '@storybook/react-vite';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { normalizeStories } from 'storybook/internal/common';
import { describe, expect, it } from 'vitest';

const packagesDir = join(import.meta.dirname, '../../../packages');

function storyFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.stories\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

const packages = readdirSync(packagesDir).filter((name) => existsSync(join(packagesDir, name, 'package.json')));
const allStoryFiles = packages.flatMap((name) => storyFiles(join(packagesDir, name, 'src')));
const withStorybook = packages.filter((name) => existsSync(join(packagesDir, name, '.storybook/main.ts')));

it('gives every package with stories a Storybook of its own', () => {
  const missing = packages.filter(
    (name) =>
      storyFiles(join(packagesDir, name, 'src')).length > 0 && !withStorybook.includes(name),
  );
  expect(missing).toEqual([]);
});

describe.each(withStorybook)('%s Storybook', (name) => {
  const packageDir = join(packagesDir, name);
  const configDir = join(packageDir, '.storybook');

  it('shows only the stories of the package', async () => {
    const { default: config } = (await import(join(configDir, 'main.ts'))) as { default: StorybookConfig };
    const specifiers = normalizeStories(config.stories as string[], { configDir, workingDir: packageDir });
    // Import paths as Storybook's indexer writes them: relative to the working directory.
    const importPath = (file: string) => {
      const path = relative(packageDir, file);
      return path.startsWith('..') ? path : `./${path}`;
    };
    const shown = allStoryFiles.filter((file) =>
      specifiers.some((specifier) => specifier.importPathMatcher.test(importPath(file))),
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.sort()).toEqual(storyFiles(join(packageDir, 'src')).sort());
  });

  it('is started by the package scripts', () => {
    const { scripts } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.storybook).toMatch(/^storybook dev /);
    expect(scripts['build-storybook']).toMatch(/^storybook build /);
  });

  it("uses the shared preview, with the package's mock API when it has one", async () => {
    const { default: preview } = (await import(join(configDir, 'preview.ts'))) as {
      default: { decorators: unknown[]; loaders: unknown[]; parameters: { msw?: { handlers: unknown[] } } };
    };
    const { default: shared } = await import('./preview');
    expect(preview.decorators).toEqual(shared.decorators);
    expect(preview.loaders).toEqual(shared.loaders);
    if (existsSync(join(packageDir, 'src/mocks/handlers.ts'))) {
      expect(preview.parameters.msw?.handlers.length).toBeGreaterThan(0);
    }
  });
});
