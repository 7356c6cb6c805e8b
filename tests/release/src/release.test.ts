// The release end to end: `pnpm release` (tooling/scripts/release.mjs) publishes every package to a
// real registry on loopback, a fresh app outside the workspace installs two of them from it,
// builds and renders their components; publishing a version twice is refused, and a changeset
// versions only the packages it names (and their dependents). Everything happens in a temp copy
// of the workspace, so the repository's versions and changesets stay as they are.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packument, startLocalRegistry, type LocalRegistry } from './support/registry';
import { addChangeset, copyWorkspace, publishedPackages, readManifest, repoRoot } from './support/workspace-copy';

const releaseScript = join(repoRoot, 'tooling/scripts/release.mjs');
const changesetBin = createRequire(join(repoRoot, 'package.json')).resolve('@changesets/cli/bin.js');

let scratch: string;
let workspace: string;
let registry: LocalRegistry;

function sh(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 240_000 });
}

function output(result: SpawnSyncReturns<string>): string {
  return `${result.stdout}\n${result.stderr}`;
}

/** `pnpm release` in the copy, against the loopback registry. */
function runRelease(): SpawnSyncReturns<string> {
  const result = sh(process.execPath, [releaseScript, '--no-build', '--no-git-tag'], workspace, {
    RELEASE_REGISTRY: registry.url,
    RELEASE_TOKEN: registry.token,
  });
  expect(result.status, output(result)).toBe(0);
  return result;
}

/** The version after a bump of one kind, as changesets computes it. */
function bump(version: string, kind: 'patch' | 'major'): string {
  const [major, minor, patch] = version.split('.').map(Number) as [number, number, number];
  return kind === 'patch' ? `${major}.${minor}.${patch + 1}` : `${major + 1}.0.0`;
}

/** name → version of every package under packages/ in the copy. */
function versions(): Record<string, string> {
  return Object.fromEntries(publishedPackages(workspace).map((manifest) => [manifest.name, manifest.version]));
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'marketplace-release-test-'));
  workspace = join(scratch, 'workspace');
  copyWorkspace(workspace);
  registry = await startLocalRegistry(join(scratch, 'registry'));
}, 60_000);

afterAll(async () => {
  await registry?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe.sequential('release', () => {
  let firstVersions: Record<string, string>;

  it('publishes every package with real version ranges in place of workspace: ones', async () => {
    firstVersions = versions();
    expect(Object.keys(firstVersions)).toEqual(expect.arrayContaining(['@marketplace/catalog', '@marketplace/ui-kit']));

    runRelease();

    for (const [name, version] of Object.entries(firstVersions)) {
      const document = await packument(registry.url, name);
      expect(document?.['dist-tags'].latest, name).toBe(version);
      const published = document!.versions[version]!;
      for (const [dependency, range] of Object.entries(published.dependencies ?? {})) {
        expect(range, `${name} → ${dependency}`).not.toMatch(/^workspace:/);
        if (dependency.startsWith('@marketplace/')) expect(range).toBe(`^${firstVersions[dependency]}`);
      }
    }
  });

  it('installs catalog and ui-kit in a fresh app outside the workspace, builds it and renders their components', () => {
    const app = join(scratch, 'app');
    mkdirSync(join(app, 'src'), { recursive: true });
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify(
        {
          name: 'throw-away-app',
          private: true,
          type: 'module',
          dependencies: {
            '@marketplace/catalog': `^${firstVersions['@marketplace/catalog']}`,
            '@marketplace/ui-kit': `^${firstVersions['@marketplace/ui-kit']}`,
            '@reduxjs/toolkit': '2.14.0',
            react: '19.3.1',
            'react-dom': '19.3.1',
            'react-redux': '9.3.1',
            'react-router': '7.18.5',
          },
          devDependencies: { esbuild: '0.27.7' },
        },
        null,
        2,
      ),
    );
    // Only the @marketplace scope comes from the loopback registry; everything else from the
    // usual one, as in a consuming team's app.
    writeFileSync(join(app, '.npmrc'), `@marketplace:registry=${registry.url}\n`);
    writeFileSync(
      join(app, 'src/render.jsx'),
      [
        "import { renderToString } from 'react-dom/server';",
        "import { Button } from '@marketplace/ui-kit';",
        "import { AvailabilityBadge, Price } from '@marketplace/catalog';",
        "import '@marketplace/ui-kit/styles.css';",
        'console.log(renderToString(',
        '  <main>',
        '    <Button>Add to cart</Button>',
        '    <Price cents={489} unit="each" />',
        '    <AvailabilityBadge />',
        '  </main>,',
        '));',
        '',
      ].join('\n'),
    );

    // Outside any workspace: a plain install, no workspace links possible.
    const install = sh('pnpm', ['install', '--ignore-workspace', '--config.engine-strict=false'], app, { CI: 'true' });
    expect(install.status, output(install)).toBe(0);
    const installed = readManifest(join(app, 'node_modules/@marketplace/catalog'));
    expect(installed.version).toBe(firstVersions['@marketplace/catalog']);

    const build = sh(
      join(app, 'node_modules/.bin/esbuild'),
      ['src/render.jsx', '--bundle', '--platform=node', '--format=cjs', '--jsx=automatic', '--outfile=dist/render.cjs'],
      app,
    );
    expect(build.status, output(build)).toBe(0);
    // The stylesheets the packages import ended up in the app's bundle.
    expect(readFileSync(join(app, 'dist/render.css'), 'utf8')).toContain('.mk-catalog-price');

    const render = sh(process.execPath, ['dist/render.cjs'], app);
    expect(render.status, output(render)).toBe(0);
    expect(render.stdout).toMatch(/<button[^>]*>Add to cart<\/button>/);
    expect(render.stdout).toContain('$4.89');
    expect(render.stdout).toContain('Delivery unknown');
  });

  it('refuses to publish a version the registry already has', () => {
    const again = sh('pnpm', ['publish', '--no-git-checks'], join(workspace, 'packages/ui-kit'), {
      npm_config_registry: registry.url,
      [`npm_config_//${new URL(registry.url).host}/:_authToken`]: registry.token,
    });
    expect(again.status).not.toBe(0);
    expect(output(again)).toMatch(/cannot publish over the previously published version|already present/i);
  });

  it('versions and publishes only the package a changeset names', async () => {
    addChangeset(workspace, 'catalog-fix', { '@marketplace/catalog': 'patch' }, 'Price shows the unit after a slash.');

    const release = runRelease();

    // The others' versions are on the registry already: changesets says so and skips them.
    expect(output(release)).toContain(
      `@marketplace/ui-kit is not being published because version ${firstVersions['@marketplace/ui-kit']} is already published`,
    );
    const after = versions();
    const catalogVersion = bump(firstVersions['@marketplace/catalog']!, 'patch');
    expect(after['@marketplace/catalog']).toBe(catalogVersion);
    const unchanged = Object.keys(firstVersions).filter((name) => name !== '@marketplace/catalog');
    for (const name of unchanged) {
      expect(after[name], name).toBe(firstVersions[name]);
      expect(Object.keys((await packument(registry.url, name))!.versions), name).toEqual([firstVersions[name]]);
    }
    expect((await packument(registry.url, '@marketplace/catalog'))!['dist-tags'].latest).toBe(catalogVersion);
    expect(readFileSync(join(workspace, 'packages/catalog/CHANGELOG.md'), 'utf8')).toContain('Price shows the unit after a slash.');
  });

  it('versions the dependents a new version leaves behind, as changesets does', () => {
    const before = versions();
    // A major version is outside the `^` range its dependents were published with. Versioning
    // alone shows it; publishing works as in the tests above.
    addChangeset(workspace, 'client-change', { '@marketplace/api-client': 'major' }, 'Requests time out after a minute.');

    const version = sh(process.execPath, [changesetBin, 'version'], workspace);
    expect(version.status, output(version)).toBe(0);

    const after = versions();
    expect(after['@marketplace/api-client']).toBe(bump(before['@marketplace/api-client']!, 'major'));
    const dependents = publishedPackages(workspace)
      .filter((manifest) => manifest.dependencies?.['@marketplace/api-client'])
      .map((manifest) => manifest.name);
    expect(dependents.length).toBeGreaterThan(0);
    for (const name of dependents) expect(after[name], name).not.toBe(before[name]);
    // What the API client does not depend on is not versioned.
    for (const name of ['@marketplace/contracts', '@marketplace/ui-kit']) expect(after[name], name).toBe(before[name]);
  });
});
