import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, isAppHome, signIn } from './support/app';
import { launchBrowser, newPage } from './support/browser';
import { startCollector, type Collector } from './support/collector';
import { startServer, type RunningServer } from './support/start-product';

const email = 'builder@example.com';
const apiKey = 'e2e-public-analytics-key';

let browser: Browser;
let collector: Collector;

beforeAll(async () => {
  [browser, collector] = await Promise.all([launchBrowser(), startCollector()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), collector?.close()]);
});

/** Signs in as the demo builder and waits for the app home. */
async function signInAsBuilder(page: Page) {
  await signIn(page, email, DEMO_PASSWORD);
  await page.waitForURL(isAppHome);
  await page.getByRole('button', { name: /account menu/i }).waitFor();
}

/** Every script or request URL the page asked for, to show what was (not) loaded. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

describe('analytics, when a collector is configured', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ ANALYTICS_API_KEY: apiKey, ANALYTICS_SERVER_URL: `${collector.url}/collect` });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('uploads the signed-in builder’s page views under their email, flushed when the page is left', async () => {
    collector.uploads.length = 0;
    const page = await newPage(browser, server.baseUrl);
    await signInAsBuilder(page);
    // Fewer events than the upload threshold so far: leaving the page is what flushes them.
    await page.goto('about:blank');
    const events = await collector.waitFor((received) =>
      received.some((event) => event.event_type === 'Page Viewed' && event.user_id === email),
    );
    const uploads = collector.uploads;
    expect(uploads.every((upload) => upload.client === apiKey && upload.path === '/collect')).toBe(true);
    const viewed = events.filter((event) => event.event_type === 'Page Viewed');
    const home = viewed.find((event) => String(event.event_properties.path).replace(/\/$/, '') === '/app/v2');
    expect(home?.user_id).toBe(email);
    // Before signing in nobody is identified.
    const login = viewed.find((event) => event.event_properties.path === '/app/v2/login');
    expect(login).toBeDefined();
    expect(login?.user_id ?? null).toBeNull();
    // amplitude-js keeps its ids in localStorage, never in cookies.
    const cookies = await page.context().cookies();
    expect(cookies.filter((cookie) => cookie.name.startsWith('amp'))).toEqual([]);
    await page.context().close();
  });
});

describe('analytics, by default', () => {
  it('is off: amplitude-js is never loaded and nothing reaches a collector', async () => {
    collector.uploads.length = 0;
    const page = await newPage(browser, inject('baseUrl'));
    const requested = requestsOf(page);
    const config = await page.request.get('/api/client-config');
    expect(await config.json()).toMatchObject({ analytics: null, support: null });
    await signInAsBuilder(page);
    await page.goto('about:blank');
    // Long enough for a beacon on loopback to arrive, had one been sent.
    await new Promise((wait) => setTimeout(wait, 1_000));
    expect(collector.uploads).toEqual([]);
    expect(requested.filter((url) => /amplitude/i.test(url))).toEqual([]);
    await page.context().close();
  });
});
