import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { app, chooseProject, field, fillProjectForm, isAppHome, projectPicker, signIn, signOut, signUpWithFirstProject } from './support/app';
import { launchBrowser, newPage } from './support/browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** True when the page is wider than the window: something scrolls sideways. */
async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

describe('a builder across sign-ins, devices and a phone', () => {
  const password = 'two-sites-at-once-9';
  let email: string;
  let laptop: Page;

  beforeAll(async () => {
    laptop = await newPage(browser, baseUrl);
    email = await signUpWithFirstProject(
      laptop,
      dataDir,
      { firstName: 'Remy', lastName: 'Shell', company: 'Shell Framing', password },
      { name: 'Harbor Lofts', street: '1 Main St', city: 'Fresno', state: 'ca', zip: '93721' },
    );
    await laptop.goto(app('/projects/add'));
    await fillProjectForm(laptop, { name: 'Quarry Lane', street: '9 Quarry Ln', city: 'Clovis', state: 'ca', zip: '93612' });
    await laptop.getByRole('button', { name: 'Add project' }).click();
    await laptop.waitForURL('**/app/v2/projects');
  });

  it('signs out and in again in the same tab without a bank-link error or calls that need the ended session', async () => {
    await chooseProject(laptop, 'Quarry Lane');
    const refused: string[] = [];
    laptop.on('response', (response) => {
      if (response.status() === 401) refused.push(new URL(response.url()).pathname);
    });
    await signOut(laptop);
    await signIn(laptop, email, password);
    await laptop.waitForURL(isAppHome);
    await laptop.getByRole('button', { name: /account menu/i }).waitFor();
    await laptop.waitForTimeout(500);
    expect(await laptop.getByText('Failed to initialize Plaid').count()).toBe(0);
    // Only the guard's own "who is signed in?" may meet the ended session.
    expect(refused.filter((pathname) => !pathname.startsWith('/api/users/me'))).toEqual([]);
  });

  it('finds the project chosen last on another device', async () => {
    await chooseProject(laptop, 'Quarry Lane');
    const phone = await newPage(browser, baseUrl);
    await signIn(phone, email, password);
    await phone.waitForURL(isAppHome);
    await expect.poll(() => projectPicker(phone).textContent()).toContain('Quarry Lane');
    await phone.context().close();
  });

  it('fits a 390 px phone: the navigation opens from a Menu button and nothing scrolls sideways', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
    context.setDefaultTimeout(10_000);
    const phone = await context.newPage();
    await signIn(phone, email, password);
    await phone.waitForURL(isAppHome);
    // The project chosen on the laptop (by the tests above) is the one this phone orders for.
    await phone.getByText(/^(Ordering for .+|No project chosen)$/).waitFor();
    expect(await scrollsSideways(phone)).toBe(false);

    await phone.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = phone.getByRole('dialog', { name: 'Menu', exact: true });
    await menu.getByRole('link', { name: 'Add a project' }).waitFor();
    expect(await scrollsSideways(phone)).toBe(false);
    await menu.getByRole('link', { name: 'Orders' }).click();
    await phone.waitForURL('**/app/v2/orders');
    await menu.waitFor({ state: 'detached' });
    expect(await scrollsSideways(phone)).toBe(false);
    await context.close();
  });
});

describe('pages any visitor can open', () => {
  it('reads the terms and sends a contact message signed out, from the sign-in page’s footer', async () => {
    const page = await newPage(browser, baseUrl);
    await page.goto(app('/login'));
    await page.getByRole('link', { name: 'Terms of service' }).click();
    await page.waitForURL('**/app/v2/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of service' }).waitFor();

    await page.getByRole('link', { name: 'Contact us' }).click();
    await page.waitForURL('**/app/v2/contact');
    await field(page, 'Your email').fill('visitor@example.com');
    await field(page, 'Message').fill('Do you deliver to Denver?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('heading', { name: 'Message sent' }).waitFor();
    await page.context().close();
  });

  it('answers /favicon.ico with the app’s icon', async () => {
    const response = await fetch(new URL('/favicon.ico', baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
  });
});
