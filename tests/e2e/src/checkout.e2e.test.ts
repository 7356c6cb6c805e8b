import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { app, signUpWithFirstProject } from './support/app';
import { launchBrowser, newPage } from './support/browser';
import {
  acceptTermsAtCheckout,
  addFirstOfferOf,
  cartGroup as cartGroupOf,
  payByCardButton,
  payWith,
  placedOrderNumber,
  proceedToCheckout,
  searchProducts,
} from './support/checkout';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

let browser: Browser;
let page: Page;

/** The delivery date asked of each supplier: two weeks ahead. */
const requested = new Date(Date.now() + 14 * 86_400_000);

const cartGroup = (supplier: string) => cartGroupOf(page, supplier);
const project = 'Pier 70 Lofts';

/** Picks a day in a supplier group's delivery-date calendar: month overlay, then the day. */
async function pickDate(supplier: string, date: Date) {
  const group = cartGroup(supplier);
  // The group's own date comes first; each item below it has one too.
  await group.getByRole('button', { name: /Calendar/ }).first().click();
  const dialog = page.getByRole('dialog');
  const month = date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const year = date.getUTCFullYear();
  await dialog.getByRole('button', { name: /choose month/i }).click();
  await dialog.getByRole('button', { name: `${month} ${year}` }).click();
  await dialog.getByRole('button', { name: new RegExp(`${month} ${date.getUTCDate()}, ${year}`) }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, baseUrl);
  await signUpWithFirstProject(
    page,
    dataDir,
    { firstName: 'Ines', lastName: 'Ortega', company: 'Ortega Builders', password: 'pier-seventy-2026' },
    { name: project, street: '420 22nd St', city: 'San Francisco', state: 'CA', zip: '94107' },
  );
});

afterAll(async () => {
  await browser?.close();
});

describe('a new builder orders from two suppliers and pays by card', () => {
  it('finds and adds offers of two suppliers to the project’s cart', async () => {
    const cartLink = (items: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: `Cart, ${items}` });
    await searchProducts(page, 'stud');
    await addFirstOfferOf(page, 'Northwind Lumber Co.', project);
    // The navigation counts the items as they are added, without a reload.
    await cartLink('1 item').waitFor();
    await searchProducts(page, 'concrete');
    await addFirstOfferOf(page, 'Granite Supply Inc.', project);
    await page.goto(app('/cart'));
    await cartGroup('Northwind Lumber Co.').waitFor();
    await cartGroup('Granite Supply Inc.').waitFor();
    await cartLink('2 items').waitFor();
  });

  it('asks each supplier for a delivery date', async () => {
    for (const supplier of ['Northwind Lumber Co.', 'Granite Supply Inc.']) {
      const saved = page.waitForResponse((response) => response.url().includes('/api/ordering/cart/update_dates') && response.request().method() === 'POST');
      await pickDate(supplier, requested);
      expect((await saved).status()).toBe(200);
    }
    // Each group's date is saved with update_dates: after a reload the fields show them back.
    const day = String(requested.getUTCDate());
    await expect
      .poll(
        async () => {
          await page.reload();
          await cartGroup('Granite Supply Inc.').waitFor();
          return page.getByRole('spinbutton', { name: /^day, Delivery date for/ }).allTextContents();
        },
        { timeout: 15_000 },
      )
      .toEqual([expect.stringMatching(new RegExp(`^0?${day}$`)), expect.stringMatching(new RegExp(`^0?${day}$`))]);
  });

  it('accepts the terms, and a declined card leaves the cart as it was', async () => {
    await proceedToCheckout(page);
    await acceptTermsAtCheckout(page);
    await payByCardButton(page).click();
    await payWith(page, '4000 0000 0000 0002', 'Ines Ortega');
    await page.getByText('Your card was declined.').waitFor();
    await page.goto(app('/cart'));
    await cartGroup('Northwind Lumber Co.').waitFor();
    await cartGroup('Granite Supply Inc.').waitFor();
  });

  it('pays with 4242 and sees the order with one purchase order per supplier', async () => {
    await proceedToCheckout(page);
    await payByCardButton(page).click();
    await payWith(page, '4242 4242 4242 4242', 'Ines Ortega');
    const number = await placedOrderNumber(page);
    // The card declined before is history: nothing of it on the placed order.
    expect(await page.getByText(/declined/).count()).toBe(0);
    const purchaseOrders = page.getByRole('region', { name: 'Purchase orders' }).getByRole('listitem');
    expect(await purchaseOrders.count()).toBe(2);
    const lines = await purchaseOrders.allTextContents();
    expect(lines.some((line) => line.includes(`${number}-1`))).toBe(true);
    expect(lines.join('\n')).toContain('Northwind Lumber Co.');
    expect(lines.join('\n')).toContain('Granite Supply Inc.');

    // The ordered items left the cart.
    await page.goto(app('/cart'));
    await page.getByRole('heading', { name: /cart is empty/i }).waitFor();
  });
});
