#!/usr/bin/env node
// Versions and publishes the packages under packages/: `changeset version` turns the pending
// changesets into versions and CHANGELOG entries, the packages are built, every published file the
// exports maps name is checked to exist, and `changeset publish` publishes each package whose
// version the registry does not have yet (through `pnpm publish`, which rewrites `workspace:`
// ranges into real versions).
//
//   RELEASE_REGISTRY=https://npm.example.com/ [RELEASE_TOKEN=…] pnpm release [--no-build] [--no-git-tag]
//
// The registry is never taken from the usual npm settings: a release must name its registry, so
// a machine whose default registry is the public one cannot publish there by accident.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const changesetBin = require.resolve('@changesets/cli/bin.js');

/** Fails the release with a message meant for whoever runs it. */
class ReleaseError extends Error {}

function run(command, args, { cwd, env }) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new ReleaseError(`${command} ${args.join(' ')} failed (exit ${result.status}).`);
}

/** Package directories under packages/ that are published (not `private`). */
export function publishablePackages(root) {
  const dir = join(root, 'packages');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'package.json')))
    .map((entry) => {
      const packageDir = join(dir, entry.name);
      return { dir: packageDir, manifest: JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) };
    })
    .filter(({ manifest }) => !manifest.private);
}

/** Files an exports map points a consumer at: every target but the workspace's source condition. */
function exportTargets(exportsField) {
  const targets = [];
  const visit = (value, condition) => {
    if (condition === '@marketplace/source') return;
    if (typeof value === 'string') targets.push(value);
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) visit(inner, key);
  };
  visit(exportsField, undefined);
  return targets;
}

/** Throws when a package would be published without the built files its exports map names. */
export function assertBuilt(root) {
  const missing = publishablePackages(root).flatMap(({ dir, manifest }) =>
    exportTargets(manifest.exports)
      .filter((target) => !existsSync(join(dir, target)))
      .map((target) => `${manifest.name}: ${target}`),
  );
  if (missing.length > 0) {
    throw new ReleaseError(`Built files are missing (run \`pnpm build\` first):\n  ${missing.join('\n  ')}`);
  }
}

/**
 * Environment for changesets, pnpm and npm: the release registry, and with a token a user config
 * of its own holding only that registry's credentials.
 */
function releaseEnv(registry, token, scratch) {
  const env = { ...process.env, npm_config_registry: registry };
  if (token) {
    const url = new URL(registry);
    const userconfig = join(scratch, 'npmrc');
    writeFileSync(userconfig, `registry=${registry}\n//${url.host}${url.pathname.replace(/\/?$/, '/')}:_authToken=${token}\n`);
    env.npm_config_userconfig = userconfig;
  }
  return env;
}

/**
 * Runs a release in `root` (a checkout of the workspace).
 * @param {{ root: string, registry: string, token?: string, build?: boolean, gitTag?: boolean }} options
 */
export function release({ root, registry, token, build = true, gitTag = true }) {
  if (!registry) {
    throw new ReleaseError('Set RELEASE_REGISTRY to the registry to publish to (e.g. https://npm.example.com/).');
  }
  const scratch = mkdtempSync(join(tmpdir(), 'marketplace-release-'));
  try {
    const env = releaseEnv(registry, token, scratch);
    run(process.execPath, [changesetBin, 'version'], { cwd: root, env });
    if (build) run('pnpm', ['turbo', 'run', 'build', '--filter=./packages/*'], { cwd: root, env });
    assertBuilt(root);
    run(process.execPath, [changesetBin, 'publish', ...(gitTag ? [] : ['--no-git-tag'])], { cwd: root, env });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const args = new Set(process.argv.slice(2));
  try {
    release({
      root: process.cwd(),
      registry: process.env.RELEASE_REGISTRY,
      token: process.env.RELEASE_TOKEN,
      build: !args.has('--no-build'),
      gitTag: !args.has('--no-git-tag'),
    });
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    console.error(`\nRelease stopped: ${error.message}`);
    process.exitCode = 1;
  }
}
