import { type Browser, chromium, type Page } from 'playwright-core';

/**
 * Debian's Chromium, started the way this machine allows: no sandbox as root, and no
 * background networking (the network is closed, and its connection attempts would stall).
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A page in a fresh context (its own cookies) that fails the test on any page error. */
export async function newPage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl });
  // Every step of these flows answers well within this on a loopback server.
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}
