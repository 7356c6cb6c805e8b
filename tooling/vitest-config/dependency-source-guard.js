// Our `source` export condition points workspace packages at their TypeScript sources. Some
// published libraries (react-aria, react-stately, react-aria-components, @internationalized/*)
// declare a `source` condition too, pointing at files they do not ship or that do not compile
// under our settings. This plugin keeps the condition for the workspace only: a bare import of a
// dependency whose exports mention `source` is resolved with the ordinary conditions instead.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

const defaultConditions = ['module', 'browser', 'import'];
const packageDirs = new Map();
const manifests = new Map();

function isBareSpecifier(id) {
  return !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[a-z][a-z0-9+.-]*:/i.test(id);
}

/** '@scope/name/sub/path' → ['@scope/name', './sub/path'] */
function splitSpecifier(id) {
  const parts = id.split('/');
  const nameLength = id.startsWith('@') ? 2 : 1;
  const rest = parts.slice(nameLength).join('/');
  return [parts.slice(0, nameLength).join('/'), rest ? `./${rest}` : '.'];
}

function findPackageDir(name, fromDir) {
  const key = `${fromDir}\0${name}`;
  if (packageDirs.has(key)) return packageDirs.get(key);
  let dir = fromDir;
  let found = null;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) {
      found = realpathSync(candidate);
      break;
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  packageDirs.set(key, found);
  return found;
}

function readManifest(dir) {
  if (!manifests.has(dir)) manifests.set(dir, JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')));
  return manifests.get(dir);
}

function mentionsSource(target) {
  if (target === null || typeof target !== 'object') return false;
  return Object.entries(target).some(([key, value]) => key === 'source' || mentionsSource(value));
}

function pickTarget(target, conditions) {
  if (target === null) return null;
  if (typeof target === 'string') return target;
  if (Array.isArray(target)) {
    for (const entry of target) {
      const picked = pickTarget(entry, conditions);
      if (picked) return picked;
    }
    return null;
  }
  for (const [key, value] of Object.entries(target)) {
    if (key !== 'default' && !conditions.includes(key)) continue;
    const picked = pickTarget(value, conditions);
    if (picked !== undefined) return picked;
  }
  return undefined;
}

function matchSubpath(exportsField, subpath) {
  const isSubpathMap =
    typeof exportsField === 'object' && !Array.isArray(exportsField) && Object.keys(exportsField).some((key) => key.startsWith('.'));
  const map = isSubpathMap ? exportsField : { '.': exportsField };
  if (subpath in map) return { target: map[subpath], star: '' };
  let best = null;
  for (const key of Object.keys(map)) {
    const star = key.indexOf('*');
    if (star < 0) continue;
    const prefix = key.slice(0, star);
    const suffix = key.slice(star + 1);
    if (subpath.length < key.length - 1 || !subpath.startsWith(prefix) || !subpath.endsWith(suffix)) continue;
    if (!best || prefix.length > best.prefix.length) {
      best = { key, prefix, star: subpath.slice(prefix.length, subpath.length - suffix.length) };
    }
  }
  return best ? { target: map[best.key], star: best.star } : null;
}

/**
 * Resolves a bare import of a dependency without the workspace's `source` condition, or returns
 * null to let the bundler resolve it normally.
 * @param {string} id
 * @param {string} importer absolute path of the importing file
 * @param {string[]} [conditions]
 * @returns {string | null}
 */
export function resolveDependencyWithoutSource(id, importer, conditions = defaultConditions) {
  if (!isBareSpecifier(id) || id.startsWith('@marketplace/') || !path.isAbsolute(importer)) return null;
  const [name, subpath] = splitSpecifier(id);
  const dir = findPackageDir(name, path.dirname(importer.split('?')[0]));
  if (!dir) return null;
  const manifest = readManifest(dir);
  if (!mentionsSource(manifest.exports)) return null;
  const match = matchSubpath(manifest.exports, subpath);
  const target = match && pickTarget(match.target, conditions);
  if (!target) return null;
  return path.join(dir, target.replaceAll('*', match.star));
}

/**
 * Vite/Rolldown plugin applying {@link resolveDependencyWithoutSource}. Add it to `plugins` and,
 * for a dev server, to `optimizeDeps.rolldownOptions.plugins` (pre-bundling resolves on its own).
 * @param {{ conditions?: string[] }} [options]
 */
export function dependencySourceGuard(options = {}) {
  return {
    name: 'marketplace:dependency-source-guard',
    enforce: 'pre',
    resolveId(id, importer) {
      if (!importer) return null;
      return resolveDependencyWithoutSource(id, importer, options.conditions);
    },
  };
}
