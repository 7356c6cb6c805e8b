import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { app, signUpWithFirstProject } from './support/app';
import { launchBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** A common phone's screen, in CSS pixels. */
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let context: BrowserContext;
let page: Page;

/** How far the page reaches past the screen's right edge: 0 when nothing scrolls sideways. */
const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const results = () => page.locator('main article');

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, isMobile: true, hasTouch: true });
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  await signUpWithFirstProject(
    page,
    dataDir,
    { firstName: 'Pia', lastName: 'Phone', company: 'Pocket Framing', password: 'pocket-framing-2026' },
    { name: 'Dogpatch Flats', street: '900 Minnesota St', city: 'San Francisco', state: 'CA', zip: '94107' },
  );
});

afterAll(async () => {
  await browser?.close();
});

describe('a builder on a 390 px phone searches, reads a product, fills the cart and reads orders', () => {
  it('search: the first result is on the first screen, the filters open from a button, nothing scrolls sideways', async () => {
    await page.goto(app('/products?search=stud'));
    await results().first().waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    const first = await results().first().boundingBox();
    expect(first?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(PHONE.height);

    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await drawer.getByRole('button', { name: /^Show/ }).click();
    await drawer.waitFor({ state: 'detached' });
  });

  it('product: the page fits and its offer can be added to the cart', async () => {
    await results().filter({ hasText: 'Sold by Northwind Lumber Co.' }).first().getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith(app('/product/')));
    const addToCart = page.getByRole('form', { name: 'Add to cart' }).getByRole('button', { name: /Add to cart/ });
    await addToCart.waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await addToCart.click();
    await page.getByText(/Added to the cart of Dogpatch Flats/).waitFor();
  });

  it('cart: the line, its quantity and the supplier group fit the screen', async () => {
    await page.goto(app('/cart'));
    await page.getByRole('region', { name: 'Northwind Lumber Co.' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    const quantity = await page.getByLabel('Quantity', { exact: true }).first().boundingBox();
    expect(quantity).not.toBeNull();
    expect((quantity?.x ?? -1) >= 0 && (quantity?.x ?? 0) + (quantity?.width ?? 0) <= PHONE.width).toBe(true);
  });

  it('orders: the list fits, and the navigation opens from the menu', async () => {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu', exact: true });
    await menu.getByRole('link', { name: /^Cart, 1 item/ }).waitFor();
    await menu.getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL('**/app/v2/orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
