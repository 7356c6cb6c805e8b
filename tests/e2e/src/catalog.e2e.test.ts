import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { app, chooseProject, DEMO_PASSWORD, isAppHome, signIn } from './support/app';
import { launchBrowser, newPage } from './support/browser';

const baseUrl = inject('baseUrl');

/**
 * The demo seed: Mission Bay Townhomes (San Francisco) is served by Northwind Lumber Co.;
 * Midtown Sacramento Retrofit is not.
 */
const servedProject = 'Mission Bay Townhomes';
const unservedProject = 'Midtown Sacramento Retrofit';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, baseUrl);
  await signIn(page, 'builder@example.com', DEMO_PASSWORD);
  await page.waitForURL(isAppHome);
});

afterAll(async () => {
  await browser?.close();
});

const results = () => page.locator('main article');
const resultCount = () => page.getByText(/^\d+ offers/);

describe('a builder finds a product and sees who delivers it to the jobsite', () => {
  it('searches from the header with delivery for the chosen project', async () => {
    await chooseProject(page, servedProject);
    await page.getByRole('searchbox', { name: 'Search products' }).fill('stud');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === app('/products') && url.searchParams.get('search') === 'stud');
    await page.getByRole('heading', { level: 1, name: 'Results for “stud”' }).waitFor();
    await results().first().waitFor();
    expect(await results().first().textContent()).toMatch(/Deliverable/);
  });

  it('filters by an attribute, keeping the filter in the address', async () => {
    const before = Number((await resultCount().textContent())?.match(/\d+/)?.[0]);
    await page.locator('main label').filter({ hasText: /^2x6/ }).click();
    await page.waitForURL((url) => url.searchParams.has('facet'));
    await expect.poll(async () => Number((await resultCount().textContent())?.match(/\d+/)?.[0])).toBeLessThan(before);
    for (const card of await results().all()) {
      expect(await card.textContent()).toContain('2x6');
    }
    await page.reload();
    expect(await results().first().textContent()).toContain('2x6');
  });

  it('on a phone, shows results first and the filters in a drawer counting the active ones', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await results().first().waitFor();
      const first = await results().first().boundingBox();
      expect((first?.y ?? 9999) < 844).toBe(true);
      await page.getByRole('button', { name: 'Filters (1)' }).click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      expect(await drawer.getByRole('checkbox', { name: /^2x6/ }).isChecked()).toBe(true);
      await drawer.getByRole('button', { name: /^Show \d+ offers?$/ }).click();
      await drawer.waitFor({ state: 'detached' });
      // The list itself fits the screen: nothing of it scrolls sideways.
      expect(await page.locator('main').evaluate((main) => main.scrollWidth <= main.clientWidth)).toBe(true);
    } finally {
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });

  it('opens a Northwind product and switches variant', async () => {
    const card = results().filter({ hasText: 'Sold by Northwind Lumber Co.' }).first();
    await card.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith(app('/product/')));
    await page.getByText('Delivering to Mission Bay Townhomes').waitFor();
    const variantBefore = new URL(page.url()).searchParams.get('variant');
    const skuBefore = await page.getByText(/^SKU /).first().textContent();

    await page.getByRole('radio', { name: '2x4' }).click();
    await page.waitForURL((url) => url.searchParams.get('variant') !== variantBefore);
    await expect.poll(() => page.getByText(/^SKU /).first().textContent()).not.toBe(skuBefore);
    expect(await page.getByRole('radio', { name: '2x4' }).getAttribute('aria-checked')).toBe('true');
  });

  it('leads the plain catalogue with offers the chosen project can receive', async () => {
    await page.goto(app('/products'));
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await expect.poll(() => results().count()).toBeGreaterThan(5);
    await expect.poll(async () => (await results().allTextContents()).slice(0, 6).filter((text) => /Not deliverable/.test(text)).length).toBe(0);
    await page.goBack();
  });

  it('shows delivery change with the project', async () => {
    await expect.poll(() => page.locator('main').textContent()).toMatch(/Delivering to Mission Bay Townhomes\s*Deliverable/);
    await chooseProject(page, unservedProject);
    await page.getByText(`Delivering to ${unservedProject}`).waitFor();
    await expect.poll(() => page.locator('main').textContent()).toMatch(/Not deliverable/);
  });
});
