// A copy of the workspace that a release may change freely: the root manifests, the changesets
// config, every workspace package's manifest, and for packages/* what they publish (dist, src,
// CONTEXT.md, CHANGELOG.md). Instead of an install, each package's node_modules gets only the
// links to the workspace packages it names with `workspace:`, which is what pnpm publish reads to
// turn those ranges into versions.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const repoRoot = join(import.meta.dirname, '../../../..');

const workspaceFolders = ['apps', 'packages', 'tooling', 'tests'];
const rootFiles = ['package.json', 'pnpm-workspace.yaml', '.npmrc', 'pnpm-lock.yaml'];

export interface PackageManifest {
  name: string;
  version: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** Copies the workspace into `target` (which must not exist yet). */
export function copyWorkspace(target: string): void {
  mkdirSync(join(target, '.changeset'), { recursive: true });
  for (const file of rootFiles) cpSync(join(repoRoot, file), join(target, file));
  // Only the config: pending changesets of the real repository are not this copy's business.
  cpSync(join(repoRoot, '.changeset/config.json'), join(target, '.changeset/config.json'));

  const copied = new Map<string, string>();
  for (const folder of workspaceFolders) {
    for (const entry of readdirSync(join(repoRoot, folder), { withFileTypes: true })) {
      const source = join(repoRoot, folder, entry.name);
      if (!entry.isDirectory() || !existsSync(join(source, 'package.json'))) continue;
      const destination = join(target, folder, entry.name);
      mkdirSync(destination, { recursive: true });
      cpSync(join(source, 'package.json'), join(destination, 'package.json'));
      copied.set(readManifest(destination).name, destination);
      if (folder !== 'packages') continue;
      for (const published of ['dist', 'src', 'CONTEXT.md', 'CHANGELOG.md']) {
        if (existsSync(join(source, published))) cpSync(join(source, published), join(destination, published), { recursive: true });
      }
    }
  }
  for (const dir of copied.values()) linkWorkspaceDependencies(dir, copied);
  // pnpm publish looks for a repository (its git checks are off, but it still asks git).
  spawnSync('git', ['init', '-q'], { cwd: target });
}

function linkWorkspaceDependencies(dir: string, packages: Map<string, string>): void {
  const manifest = readManifest(dir);
  const ranges = { ...manifest.devDependencies, ...manifest.peerDependencies, ...manifest.dependencies };
  for (const [name, range] of Object.entries(ranges)) {
    const target = packages.get(name);
    if (!range.startsWith('workspace:') || !target) continue;
    const link = join(dir, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(relative(dirname(link), target), link, 'dir');
  }
}

/** Names and manifests of the packages under `root`/packages that get published. */
export function publishedPackages(root: string): PackageManifest[] {
  return readdirSync(join(root, 'packages'))
    .filter((name) => existsSync(join(root, 'packages', name, 'package.json')))
    .map((name) => readManifest(join(root, 'packages', name)))
    .filter((manifest) => !manifest.private);
}

export function readManifest(dir: string): PackageManifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageManifest;
}

/** Writes a changeset file into the copy, as `pnpm changeset` would. */
export function addChangeset(root: string, id: string, bumps: Record<string, 'patch' | 'minor' | 'major'>, summary: string): void {
  const header = Object.entries(bumps)
    .map(([name, bump]) => `"${name}": ${bump}`)
    .join('\n');
  writeFileSync(join(root, '.changeset', `${id}.md`), `---\n${header}\n---\n\n${summary}\n`);
}
