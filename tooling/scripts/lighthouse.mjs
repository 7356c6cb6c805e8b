#!/usr/bin/env node
// `pnpm lighthouse`: Lighthouse's performance score of the built product's first pages — sign-in,
// the catalogue's product list and a product page — as a visitor on a phone gets them (Lighthouse's
// default mobile profile: slow 4G, 4x slower CPU), or on a desktop.
//
//   pnpm build && pnpm lighthouse [--preset mobile|desktop|both] [--runs 3] [--min 95]
//                                 [--pages sign-in,catalogue,product] [--base-url URL] [--out DIR]
//
// Without --base-url it starts the built server on a fresh demo database and stops it after. The
// signed-in pages are opened as the demo builder, whose session cookies the browser holds. Each run
// gets a fresh Chromium profile (empty cache). With --runs N each page is measured N times and the
// median score is reported (scores move by several points between runs on a busy machine). With
// --min it exits 1 when a median is under that score. Needs Chromium: Debian's package at
// /usr/bin/chromium, or CHROMIUM_PATH. Not part of CI: a full run takes minutes (decision 0805).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './lib/chromium.mjs';
import { getAsSignedIn, signIn } from './lib/sign-in.mjs';
import { startBuiltProduct } from './lib/start-built-product.mjs';

const APP = '/app/v2';
const DEMO_BUILDER = { email: 'builder@example.com', password: 'demo-password-2026' };
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Run through npm exec rather than installed with the workspace: Lighthouse 13 declares Node >= 22
// (it runs on Node 20 with an engine warning), which the workspace's engine-strict would refuse
// for every install. npm keeps it in its cache after the first run.
const LIGHTHOUSE = 'lighthouse@13.5.0';
const metrics = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 'ms'],
  ['total-byte-weight', 'bytes', 'B'],
];

/** The pages measured: where each is and whether it needs the demo builder signed in. */
async function pagesToMeasure(baseUrl, cookie) {
  // Any offer of the demo catalogue: the product page of its product and supplier.
  const { results } = await getAsSignedIn(baseUrl, cookie, '/api/product_supplier_variant/?limit=1');
  const offer = results[0];
  if (!offer) throw new Error('The catalogue has no offer to open a product page for.');
  return {
    'sign-in': { path: `${APP}/login`, signedIn: false },
    catalogue: { path: `${APP}/products`, signedIn: true },
    product: { path: `${APP}/product/${offer.product_id}/${offer.supplier_id}?variant=${offer.variant_id}`, signedIn: true },
  };
}

/** One Lighthouse run of the performance category; resolves to its JSON report. */
async function runLighthouse(url, preset, cookies) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  const reportPath = path.join(dir, 'report.json');
  const browser = await launchChromium({ chromePath, origin: new URL(url).origin, cookies });
  const args = [
    'exec',
    '--yes',
    `--package=${LIGHTHOUSE}`,
    '--',
    'lighthouse',
    url,
    `--port=${browser.port}`,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${reportPath}`,
    '--quiet',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  try {
    const code = await new Promise((done, fail) => {
      const child = spawn('npm', args, {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, npm_config_engine_strict: 'false', npm_config_update_notifier: 'false' },
      });
      child.once('error', fail);
      child.once('exit', done);
    });
    if (code !== 0 || !existsSync(reportPath)) throw new Error(`Lighthouse exited with ${code} on ${url}`);
    return JSON.parse(readFileSync(reportPath, 'utf8'));
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Score (0-100) and key metrics of a report. */
function summarise(report) {
  return {
    score: Math.round(report.categories.performance.score * 100),
    finalUrl: report.finalDisplayedUrl,
    ...Object.fromEntries(metrics.map(([id]) => [id, report.audits[id]?.numericValue])),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

function formatMetric(value, unit) {
  if (value === undefined) return '-';
  if (unit === 'ms') return `${(value / 1000).toFixed(1)} s`;
  if (unit === 'B') return `${Math.round(value / 1000)} kB`;
  return value.toFixed(3);
}

async function main() {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      preset: { type: 'string', default: 'mobile' },
      runs: { type: 'string', default: '1' },
      min: { type: 'string' },
      pages: { type: 'string', default: 'sign-in,catalogue,product' },
      out: { type: 'string' },
    },
  });
  const presets = values.preset === 'both' ? ['mobile', 'desktop'] : [values.preset];
  if (!presets.every((preset) => preset === 'mobile' || preset === 'desktop')) throw new Error('--preset is mobile, desktop or both.');
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs is a whole number, 1 or more.');
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: bash tooling/scripts/ensure-chromium.sh, or set CHROMIUM_PATH.`);

  const started = values['base-url'] ? null : await startBuiltProduct();
  const baseUrl = values['base-url'] ?? started.baseUrl;
  const results = [];
  try {
    const cookie = await signIn(baseUrl, DEMO_BUILDER.email, DEMO_BUILDER.password);
    const pages = await pagesToMeasure(baseUrl, cookie);
    for (const name of values.pages.split(',')) {
      const page = pages[name];
      if (!page) throw new Error(`Unknown page ${name}: one of ${Object.keys(pages).join(', ')}.`);
      for (const preset of presets) {
        const samples = [];
        for (let run = 0; run < runs; run += 1) {
          const url = `${baseUrl}${page.path}`;
          const cookies = page.signedIn ? cookie : null;
          // Lighthouse now and then fails to record a trace (NO_NAVSTART): one more try.
          const report = await runLighthouse(url, preset, cookies).catch((error) => {
            console.warn(`! ${error.message}: trying once more`);
            return runLighthouse(url, preset, cookies);
          });
          if (values.out) {
            mkdirSync(values.out, { recursive: true });
            writeFileSync(path.join(values.out, `${name}-${preset}-${run + 1}.json`), JSON.stringify(report));
          }
          samples.push(summarise(report));
        }
        // The run whose score is the median stands for the page, metrics and all.
        const chosen = samples.find((sample) => sample.score === median(samples.map((sample) => sample.score)));
        results.push({ page: name, preset, path: page.path, scores: samples.map((sample) => sample.score), ...chosen });
        const landed = new URL(chosen.finalUrl).pathname;
        if (landed !== page.path.split('?')[0]) console.warn(`! ${name} ended at ${landed}, not ${page.path}`);
      }
    }
  } finally {
    await started?.stop();
  }

  console.log(`\n${'page'.padEnd(10)} ${'preset'.padEnd(8)} score  ${metrics.map(([, label]) => label.padStart(7)).join(' ')}  runs`);
  for (const result of results) {
    const cells = metrics.map(([id, , unit]) => formatMetric(result[id], unit).padStart(7));
    console.log(`${result.page.padEnd(10)} ${result.preset.padEnd(8)} ${String(result.score).padStart(5)}  ${cells.join(' ')}  ${result.scores.join(',')}`);
  }
  if (values.min !== undefined) {
    const min = Number(values.min);
    const under = results.filter((result) => result.score < min);
    for (const result of under) console.error(`✗ ${result.page} (${result.preset}) scored ${result.score}, under ${min}.`);
    if (under.length === 0) console.log(`✓ Every page scored ${min} or more.`);
    process.exitCode = under.length === 0 ? 0 : 1;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
