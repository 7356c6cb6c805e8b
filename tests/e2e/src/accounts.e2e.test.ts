import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { latestMailTo, linkTo } from './support/outbox';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const app = (path: string) => `/app/v2${path}`;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto(app('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL('**/app/v2/login');
}

describe('a builder account from sign-up to a reset password', () => {
  const email = `dana.${Date.now()}@example.com`;
  const firstPassword = 'first-site-visit-42';
  const newPassword = 'after-the-reset-77';
  let page: Page;

  beforeAll(async () => {
    page = await newPage(browser, baseUrl);
  });

  it('signs up as a builder and lands in the app', async () => {
    await page.goto(app('/signup'));
    await page.getByLabel('First name').fill('Dana');
    await page.getByLabel('Last name').fill('Mason');
    await page.getByLabel('Company name').fill('Mason Homes');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await page.getByLabel('Builder').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => !url.pathname.includes('/signup'));
    expect(await page.getByRole('button', { name: /account menu/i }).textContent()).toContain('Dana');
  });

  it('signs out, then back in', async () => {
    await signOut(page);
    await signIn(page, email, firstPassword);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    expect(new URL(page.url()).pathname).toBe(app('/'));
  });

  it('changes the name on the profile page', async () => {
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/app/v2/profile');
    await page.getByLabel('First name').fill('Danielle');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Your name has been updated.').waitFor();
    await page.reload();
    expect(await page.getByLabel('First name').inputValue()).toBe('Danielle');
  });

  it('resets the password through the emailed link and signs in with the new one', async () => {
    await signOut(page);
    await page.goto(app('/password/reset'));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/reset link is on its way/i).waitFor();

    const mail = await latestMailTo(dataDir, email);
    const link = linkTo(mail, '/app/v2/password/reset_verify');
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/app/v2/login**');

    await signIn(page, email, firstPassword);
    await page.getByText('Email or password is incorrect.').waitFor();
    await signIn(page, email, newPassword);
    await page.waitForURL((url) => url.pathname === app('/'));
  });
});

describe('the guard sends each account type to its own area', () => {
  it('sends a supplier to the supplier area, even from the builder home', async () => {
    const page = await newPage(browser, baseUrl);
    await signIn(page, 'supplier@example.com', 'demo-password-2026');
    await page.waitForURL('**/app/v2/supplier');
    await page.goto(app('/orders'));
    await page.waitForURL('**/app/v2/supplier');
    await page.getByRole('heading', { name: 'Supplier dashboard' }).waitFor();
  });

  it('sends a builder away from the supplier area', async () => {
    const page = await newPage(browser, baseUrl);
    await signIn(page, 'builder@example.com', 'demo-password-2026');
    await page.waitForURL((url) => url.pathname === app('/'));
    await page.goto(app('/supplier/products'));
    await page.waitForURL((url) => url.pathname === app('/'));
  });

  it('sends a signed-out visitor to sign in', async () => {
    const page = await newPage(browser, baseUrl);
    await page.goto(app('/orders'));
    await page.waitForURL('**/app/v2/login?next=%2Forders');
    await page.goto('/');
    await page.waitForURL('**/app/v2/login**');
  });
});
