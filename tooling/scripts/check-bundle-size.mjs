#!/usr/bin/env node
// Fails when the JavaScript and CSS a first page needs outgrow the budget.
//
// Usage (from the web app's folder, after `vite build`):
//   node ../../tooling/scripts/check-bundle-size.mjs [--config bundle-budget.json] [--json]
//
// The config names the built app (`dist`, holding Vite's `.vite/manifest.json`), the pages to
// check, each with its budget in kB (1 kB = 1000 bytes, as Vite reports sizes), and the target
// the budgets are meant to come down to (`targetKb`, reported, not enforced). A page is the HTML
// entry plus the modules its routes load lazily (layouts, pages), given as Vite manifest keys:
// paths relative to the Vite root, as in `src` of the manifest. What a page needs is every chunk those
// reach through static imports, and the CSS those chunks carry: exactly what the browser must
// fetch before the page can draw. Lazy imports a page makes later (a dialog, a vendor SDK) are
// not counted.
//
// Hand-written rather than `size-limit`: size-limit measures files or import paths it bundles
// itself, not the route graph of an existing Vite build, and would need a plugin per bundler.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Compressed sizes as the server sends them: the build precompresses at these levels. */
export function compressedSizes(bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length,
  };
}

/**
 * The files (JS chunks, then CSS) a page fetches before it draws: `startKeys` and everything
 * they import statically, each once, in the order the browser discovers them.
 */
export function filesOfPage(manifest, startKeys) {
  const seen = new Set();
  const scripts = [];
  const styles = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: is it still a chunk of its own?`);
    if (chunk.file.endsWith('.js')) scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of startKeys) visit(key);
  return [...scripts, ...styles];
}

/** Sizes of every file of every page, and whether each page fits the budget. */
export async function measurePages(config, configDir) {
  const dist = path.resolve(configDir, config.dist);
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const cache = new Map();
  const sizeOf = async (file) => {
    if (!cache.has(file)) cache.set(file, compressedSizes(await readFile(path.join(dist, file))));
    return cache.get(file);
  };
  const pages = [];
  for (const page of config.pages) {
    const budget = page.budgetKb * 1000;
    const files = [];
    for (const file of filesOfPage(manifest, [config.entry, ...page.modules])) {
      files.push({ file, ...(await sizeOf(file)) });
    }
    const total = (kind) => files.reduce((sum, file) => sum + file[kind], 0);
    const gzip = total('gzip');
    pages.push({ name: page.name, files, raw: total('raw'), gzip, brotli: total('brotli'), budget, fits: gzip <= budget });
  }
  return pages;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

function printPage(page, targetKb) {
  const target = targetKb === undefined ? '' : `, target ${kb(targetKb * 1000)}`;
  console.log(`\n${page.name}: ${kb(page.gzip)} gzip (budget ${kb(page.budget)}${target}), ${kb(page.brotli)} brotli, ${kb(page.raw)} raw`);
  for (const file of [...page.files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(file.gzip).padStart(9)} gzip ${kb(file.brotli).padStart(9)} br ${kb(file.raw).padStart(10)} raw  ${file.file}`);
  }
}

async function main() {
  const { values } = parseArgs({
    options: { config: { type: 'string', default: 'bundle-budget.json' }, json: { type: 'boolean', default: false } },
  });
  const configPath = path.resolve(values.config);
  const config = JSON.parse(await readFile(configPath, 'utf8'));
  const pages = await measurePages(config, path.dirname(configPath));
  if (values.json) console.log(JSON.stringify(pages, null, 2));
  else pages.forEach((page) => printPage(page, config.targetKb));
  const over = pages.filter((page) => !page.fits);
  for (const page of over) {
    console.error(`\n✗ ${page.name} needs ${kb(page.gzip)} of JavaScript and CSS (gzip), over its ${kb(page.budget)} budget.`);
  }
  if (over.length === 0) console.log('\n✓ Every page fits its budget.');
  process.exitCode = over.length === 0 ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
