// Run with `node --test` (apps/web's test script does): the bundle-size check counts what a page
// fetches before it draws, and fails a page over its budget.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { filesOfPage, measurePages } from './check-bundle-size.mjs';

const manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_shared.js'], dynamicImports: ['src/page.tsx', 'src/other.tsx'], css: ['assets/index.css'] },
  '_shared.js': { file: 'assets/shared.js', imports: ['_tiny.js'] },
  '_tiny.js': { file: 'assets/tiny.js' },
  'src/page.tsx': { file: 'assets/page.js', imports: ['_shared.js', '_lazy-only.js'], dynamicImports: ['src/dialog.tsx'], css: ['assets/page.css'] },
  '_lazy-only.js': { file: 'assets/lazy-only.js', css: ['assets/page.css'] },
  'src/other.tsx': { file: 'assets/other.js' },
  'src/dialog.tsx': { file: 'assets/dialog.js' },
};

describe('filesOfPage', () => {
  it('takes the entry, the page and what they import statically, each once, scripts then styles', () => {
    assert.deepEqual(filesOfPage(manifest, ['index.html', 'src/page.tsx']), [
      'assets/index.js',
      'assets/shared.js',
      'assets/tiny.js',
      'assets/page.js',
      'assets/lazy-only.js',
      'assets/index.css',
      'assets/page.css',
    ]);
  });

  it('fails loudly on a module that is not a chunk', () => {
    assert.throws(() => filesOfPage(manifest, ['index.html', 'src/gone.tsx']), /src\/gone\.tsx is not in the build's manifest/);
  });
});

describe('measurePages', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bundle-size-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'dist', '.vite'), { recursive: true });
  mkdirSync(path.join(dir, 'dist', 'assets'));
  writeFileSync(path.join(dir, 'dist', '.vite', 'manifest.json'), JSON.stringify(manifest));
  const bytesOf = { 'index.js': 3000, 'shared.js': 2000, 'tiny.js': 10, 'page.js': 1500, 'lazy-only.js': 500, 'index.css': 400, 'page.css': 100, 'other.js': 9000, 'dialog.js': 9000 };
  for (const [name, size] of Object.entries(bytesOf)) writeFileSync(path.join(dir, 'dist', 'assets', name), randomBytes(size));
  const expectedGzip = ['index.js', 'shared.js', 'tiny.js', 'page.js', 'lazy-only.js', 'index.css', 'page.css']
    .map((name) => gzipSync(readFileSync(path.join(dir, 'dist', 'assets', name)), { level: 9 }).length)
    .reduce((sum, size) => sum + size, 0);

  it('sums the gzip size of what the page needs, and says whether it fits', async () => {
    const config = {
      dist: 'dist',
      entry: 'index.html',
      pages: [
        { name: 'fits', budgetKb: expectedGzip / 1000, modules: ['src/page.tsx'] },
        { name: 'over', budgetKb: (expectedGzip - 1) / 1000, modules: ['src/page.tsx'] },
      ],
    };
    const [fits, over] = await measurePages(config, dir);
    assert.equal(fits.gzip, expectedGzip);
    assert.equal(fits.fits, true);
    assert.equal(over.fits, false);
    assert.equal(fits.raw, 7510);
    assert.ok(fits.brotli > 0);
  });
});
