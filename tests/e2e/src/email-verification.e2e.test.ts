import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { app, confirmationLink, createFirstProject, isAppHome, openConfirmationLink, signIn, signUp } from './support/app';
import { launchBrowser, newPage } from './support/browser';
import {
  acceptTermsAtCheckout,
  addFirstOfferOf,
  cartGroup,
  payByCardButton,
  payWith,
  placedOrderNumber,
  proceedToCheckout,
  searchProducts,
} from './support/checkout';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

const password = 'confirm-first-2026';
const project = 'Mission Rock Flats';
const supplier = 'Northwind Lumber Co.';

let browser: Browser;
let page: Page;
let email: string;

const banner = () => page.getByRole('region', { name: 'Email confirmation' });

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, baseUrl);
});

afterAll(async () => {
  await browser?.close();
});

describe('a new builder confirms the email address before the first order', () => {
  let firstLink: string;

  it('signs up and is asked to check the email, signed in to nothing', async () => {
    email = await signUp(page, { firstName: 'Noor', lastName: 'Haddad', company: 'Haddad Homes', password });
    expect(await page.getByRole('main').textContent()).toContain(email);
    firstLink = await confirmationLink(dataDir, email);
  });

  it('may sign in with the password and fill a cart, but checkout asks for the confirmation first', async () => {
    await signIn(page, email, password);
    await createFirstProject(page, { name: project, street: '1 Mission Rock St', city: 'San Francisco', state: 'CA', zip: '94158' });
    await banner().waitFor();
    expect(await banner().textContent()).toContain(`Confirm your email address: we sent a link to ${email}.`);
    await searchProducts(page, 'stud');
    await addFirstOfferOf(page, supplier, project);
    await page.goto(app('/cart'));
    await cartGroup(page, supplier).waitFor();
    await proceedToCheckout(page);
    await acceptTermsAtCheckout(page);
    await payByCardButton(page).click();
    await page.getByRole('alert').filter({ hasText: 'Confirm your email address first' }).first().waitFor();
    expect(await page.getByRole('form', { name: 'Card payment' }).count()).toBe(0);
  });

  it('asks for a new link from the banner; the first one stops working', async () => {
    await banner().getByRole('button', { name: 'Send it again' }).click();
    await banner().getByText(`We sent a new confirmation link to ${email}.`).waitFor();
    await page.goto(firstLink);
    await page.getByRole('alert').filter({ hasText: 'This confirmation link is invalid, used or expired' }).waitFor();
    await page.getByRole('button', { name: 'Send me a new link' }).waitFor();
  });

  it('follows the new link: confirmed, still signed in, no more banner', async () => {
    await openConfirmationLink(page, await confirmationLink(dataDir, email, firstLink));
    await page.waitForURL(isAppHome);
    await page.getByRole('button', { name: /account menu/i }).waitFor();
    expect(await banner().count()).toBe(0);
  });

  it('checks the cart out by card', async () => {
    await page.goto(app('/cart'));
    await cartGroup(page, supplier).waitFor();
    await proceedToCheckout(page);
    await payByCardButton(page).click();
    await payWith(page, '4242 4242 4242 4242', 'Noor Haddad');
    expect(await placedOrderNumber(page)).toMatch(/^ORD-\d+$/);
    await page.goto(app('/cart'));
    await page.getByRole('heading', { name: /cart is empty/i }).waitFor();
  });
});
