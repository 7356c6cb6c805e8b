import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { app, DEMO_PASSWORD, field, followConfirmationLink, isAppHome, signIn, signOut } from './support/app';
import { launchBrowser, newPage } from './support/browser';
import { latestMailTo, linkTo } from './support/outbox';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('a builder account from sign-up to a reset password', () => {
  const email = `dana.${Date.now()}@example.com`;
  const firstPassword = 'first-site-visit-42';
  const newPassword = 'after-the-reset-77';
  let page: Page;

  beforeAll(async () => {
    page = await newPage(browser, baseUrl);
  });

  it('signs up as a builder and is asked to confirm the address, signed in to nothing yet', async () => {
    await page.goto(app('/signup'));
    await field(page, 'First name').fill('Dana');
    await field(page, 'Last name').fill('Mason');
    await field(page, 'Company name').fill('Mason Homes');
    await field(page, 'Work email').fill(email);
    await field(page, 'Password').fill(firstPassword);
    await field(page, 'Confirm password').fill(firstPassword);
    // Builder is the preselected account type.
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(await page.getByRole('main').textContent()).toContain(email);
    // Nobody is signed in: the app itself still asks for a sign-in.
    await page.goto(app('/orders'));
    await page.waitForURL('**/app/v2/login?next=%2Forders');
  });

  it('follows the emailed link, sets up the first project and lands in the app', async () => {
    await followConfirmationLink(page, dataDir, email);
    // A builder without a project is asked for one first (PRODUCT.md, "Projects").
    await page.waitForURL('**/app/v2/projects/add-first');
    await field(page, 'Project name').fill('Mason Homes Lot 7');
    await field(page, 'Street address').fill('12 Quarry Rd');
    await field(page, 'City').fill('Fresno');
    await field(page, 'State').fill('ca');
    await field(page, 'ZIP code').fill('93721');
    await page.getByRole('button', { name: 'Create project and start shopping' }).click();
    await page.waitForURL(isAppHome);
    expect(await page.getByRole('button', { name: /account menu/i }).textContent()).toContain('Dana');
    // The only project is the one the app orders for.
    await page.getByRole('button', { name: /Mason Homes Lot 7/ }).waitFor();
    // Confirmed: no banner asks for it any more.
    expect(await page.getByRole('region', { name: 'Email confirmation' }).count()).toBe(0);
  });

  it('signs out, then back in', async () => {
    await signOut(page);
    await signIn(page, email, firstPassword);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    expect(isAppHome(new URL(page.url()))).toBe(true);
  });

  it('changes the name on the profile page', async () => {
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/app/v2/profile');
    await field(page, 'First name').fill('Danielle');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Your name has been saved.').waitFor();
    await page.reload();
    expect(await field(page, 'First name').inputValue()).toBe('Danielle');
  });

  it('resets the password through the emailed link and signs in with the new one', async () => {
    await signOut(page);
    await page.goto(app('/password/reset'));
    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    const mail = await latestMailTo(dataDir, email, (message) => message.links?.reset_password !== undefined);
    const link = linkTo(mail, '/app/v2/password/reset_verify');
    await page.goto(link);
    await field(page, 'New password').fill(newPassword);
    await field(page, 'Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL('**/app/v2/login**');

    await signIn(page, email, firstPassword);
    await page.getByRole('alert').filter({ hasText: 'Email or password is incorrect.' }).first().waitFor();
    await signIn(page, email, newPassword);
    await page.waitForURL(isAppHome);
  });
});

describe('the guard sends each account type to its own area', () => {
  it('sends a supplier to the supplier area, even from the builder home', async () => {
    const page = await newPage(browser, baseUrl);
    await signIn(page, 'supplier@example.com', DEMO_PASSWORD);
    await page.waitForURL('**/app/v2/supplier');
    await page.goto(app('/orders'));
    await page.waitForURL('**/app/v2/supplier');
    await page.getByRole('heading', { name: 'Supplier dashboard' }).waitFor();
  });

  it('sends a builder away from the supplier area', async () => {
    const page = await newPage(browser, baseUrl);
    await signIn(page, 'builder@example.com', DEMO_PASSWORD);
    await page.waitForURL(isAppHome);
    await page.goto(app('/supplier/products'));
    await page.waitForURL(isAppHome);
  });

  it('sends a signed-out visitor to sign in', async () => {
    const page = await newPage(browser, baseUrl);
    await page.goto(app('/orders'));
    await page.waitForURL('**/app/v2/login?next=%2Forders');
    await page.goto('/');
    await page.waitForURL('**/app/v2/login**');
  });
});
