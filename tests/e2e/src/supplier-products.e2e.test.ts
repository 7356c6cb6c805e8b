import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { app, chooseProject, DEMO_PASSWORD, isAppHome, signIn, signOut } from './support/app';
import { launchBrowser, newPage } from './support/browser';

const baseUrl = inject('baseUrl');

/** The demo seed: Northwind Lumber Co. serves the demo builder's Mission Bay Townhomes. */
const supplierName = 'Northwind Lumber Co.';
const servedProject = 'Mission Bay Townhomes';

/** Unique per run, so a product of an earlier run on the same data never answers for this one. */
const suffix = String(Date.now());
const productName = `Quillwood Cedar Deck Board ${suffix}`;
const description = 'Clear western cedar, kiln dried, for decks and fences.';

/** The two variants: name (also their Length value), SKU, and the offer the supplier sets. */
const variants = [
  { name: '8 ft', sku: `QW-${suffix}-08`, price: '24.95', shownPrice: '$24.95', stock: '120', leadTime: '3', minimum: '10' },
  { name: '12 ft', sku: `QW-${suffix}-12`, price: '31.50', shownPrice: '$31.50', stock: '80', leadTime: '5', minimum: '6' },
] as const;

/** An 8×8 PNG, in the cedar colour: a real picture the server decodes and thumbnails. */
const PICTURE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4sTAVK2IYWhIAOitzgRwqMGQAAAAASUVORK5CYII=',
  'base64',
);

let browser: Browser;
let page: Page;
let pictureDir: string;
let picturePath: string;
let productId: string;

/** A success or error message of the app's flash area. */
const flash = (text: string | RegExp) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

/** Chooses an option of a ui-kit select (react-aria: a button opening a list box). */
async function choose(scope: Locator, label: RegExp, option: string) {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => scope.getByRole('button', { name: label }).textContent()).toContain(option);
}

/** The card of one variant on the product's page (a region named by the variant). */
const variantCard = (name: string) => page.getByRole('region', { name, exact: true });

/** True once an image has loaded with real pixels. */
const loaded = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

beforeAll(async () => {
  pictureDir = mkdtempSync(join(tmpdir(), 'supplier-products-'));
  picturePath = join(pictureDir, 'cedar-board.png');
  writeFileSync(picturePath, PICTURE_PNG);
  browser = await launchBrowser();
  page = await newPage(browser, baseUrl);
});

afterAll(async () => {
  await browser?.close();
  if (pictureDir) rmSync(pictureDir, { recursive: true, force: true });
});

describe('a supplier lists a new product and a builder finds it', () => {
  it('signs in as the demo supplier and creates the product', async () => {
    await signIn(page, 'supplier@example.com', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname.startsWith(app('/')) && !url.pathname.endsWith('/login'));

    await page.goto(app('/supplier/products'));
    await page.getByRole('heading', { level: 1, name: 'Your products' }).waitFor();
    await page.getByRole('link', { name: 'Add a product' }).first().click();
    await page.waitForURL((url) => url.pathname === app('/supplier/products/edit/new'));
    await page.getByRole('heading', { level: 1, name: 'Add a product' }).waitFor();

    const form = page.getByRole('form', { name: 'Product details' });
    await form.getByRole('textbox', { name: /^Product name/ }).fill(productName);
    await choose(form, /Brand/, 'Cascadia Timber');
    await choose(form, /Category/, 'Lumber & Composites');
    await choose(form, /Sub-category/, 'Dimensional Lumber');
    await form.getByRole('textbox', { name: /^Unit of measure/ }).fill('piece');
    await form.getByRole('textbox', { name: 'Description' }).fill(description);
    // The description's label and its help read as two lines, not "DescriptionWhat builders need…".
    const label = await form.getByText('Description', { exact: true }).boundingBox();
    const help = await form.getByText('What builders need to know', { exact: false }).boundingBox();
    expect(help && label ? help.y : 0).toBeGreaterThanOrEqual((label?.y ?? 0) + (label?.height ?? 1));
    await form.getByRole('button', { name: 'Create product' }).click();

    await flash(`${productName} created. Add its variants now.`).waitFor();
    await page.waitForURL((url) => /\/supplier\/products\/edit\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
    productId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    expect(productId).not.toBe('');
    await page.getByRole('heading', { level: 1, name: productName }).waitFor();
    expect(await page.getByText('Cascadia Timber · Lumber & Composites').count()).toBe(1);
    await page.getByRole('heading', { name: 'No variants yet' }).waitFor();
    // The description was saved: the editor shows it back.
    await expect.poll(() => page.getByRole('form', { name: 'Product details' }).getByRole('textbox', { name: 'Description' }).textContent()).toBe(description);
  });

  it('adds two variants with their SKUs', async () => {
    for (const variant of variants) {
      const form = page.getByRole('form', { name: 'Add a variant' });
      await form.getByRole('textbox', { name: /^Variant name/ }).fill(variant.name);
      await form.getByRole('textbox', { name: /^SKU/ }).fill(variant.sku);
      await choose(form, /Length/, variant.name);
      await form.getByRole('button', { name: 'Add variant' }).click();
      await flash(`${variant.name} added. Set its price and stock below.`).waitFor();
      await page.getByRole('form', { name: `Variant ${variant.sku}` }).waitFor();
      await variantCard(variant.name).getByText(`SKU ${variant.sku}`).waitFor();
      // The add form is empty again for the next one.
      await expect.poll(() => form.getByRole('textbox', { name: /^SKU/ }).inputValue()).toBe('');
    }
    expect(await page.getByRole('heading', { name: 'No variants yet' }).count()).toBe(0);
  });

  it('uploads a picture to the first variant', async () => {
    const card = variantCard(variants[0].name);
    await card.getByText('No pictures yet.', { exact: false }).waitFor();
    // A styled button opens the file picker (the drop area beside it takes dropped files too).
    const chooser = page.waitForEvent('filechooser');
    await card.getByRole('button', { name: 'Add pictures' }).click();
    await (await chooser).setFiles(picturePath);
    await flash(`Picture added to ${variants[0].name}.`).waitFor();
    const thumbnail = card.getByRole('list', { name: `Pictures of ${variants[0].name}` }).getByRole('img', { name: `${variants[0].name}, picture 1` });
    await thumbnail.waitFor();
    // The server decoded, thumbnailed and serves it.
    await expect.poll(() => loaded(thumbnail)).toBe(true);
    expect(await variantCard(variants[1].name).getByText('No pictures yet.', { exact: false }).count()).toBe(1);
  });

  it('prices both offers and makes them visible to builders', async () => {
    for (const variant of variants) {
      const offer = page.getByRole('form', { name: `Offer of ${variant.sku}` });
      await offer.getByRole('textbox', { name: /^Price per unit/ }).fill(variant.price);
      await offer.getByRole('textbox', { name: /^In stock/ }).fill(variant.stock);
      await offer.getByRole('textbox', { name: /^Lead time/ }).fill(variant.leadTime);
      await offer.getByRole('textbox', { name: /^Minimum order/ }).fill(variant.minimum);
      const visible = offer.getByRole('checkbox', { name: 'Builders can buy this variant' });
      // A new variant starts hidden from builders.
      expect(await visible.isChecked()).toBe(false);
      await visible.check({ force: true });
      const saved = page.waitForResponse((response) => /\/api\/product_supplier_variant\/[^/]+\/?$/.test(new URL(response.url()).pathname) && response.request().method() === 'PUT');
      await offer.getByRole('button', { name: 'Save price and stock' }).click();
      expect((await saved).status()).toBe(200);
      await flash(`${variant.name}: price and stock saved.`).waitFor();
      // The form shows back what the server kept.
      await expect.poll(() => offer.getByRole('textbox', { name: /^Price per unit/ }).inputValue()).toBe(variant.price);
      expect(await offer.getByRole('textbox', { name: /^In stock/ }).inputValue()).toBe(variant.stock);
      expect(await visible.isChecked()).toBe(true);
    }
  });

  it('previews the product on the builder’s own product page, buying turned off', async () => {
    await page.getByRole('link', { name: 'Preview as builders see it' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(app(`/supplier/products/preview/${productId}/`)));
    const banner = page.getByRole('region', { name: 'Preview' });
    await banner.getByText('This is your product page as builders see it.', { exact: false }).waitFor();
    await page.getByRole('heading', { level: 1, name: productName }).waitFor();
    const main = page.locator('main');
    expect(await main.textContent()).toContain(`Cascadia Timber · Sold by ${supplierName}`);
    expect(await main.textContent()).toContain(description);

    // The builder page's variant picker, lengths in size order; the first variant is shown, with its picture.
    const lengths = page.getByRole('radiogroup', { name: 'Length' }).getByRole('radio');
    expect(await lengths.allTextContents()).toEqual(variants.map((variant) => variant.name));
    await page.getByRole('heading', { level: 2, name: variants[0].name, exact: true }).waitFor();
    await main.getByText(`SKU ${variants[0].sku}`).waitFor();
    await main.getByText(`${variants[0].shownPrice} / piece`, { exact: true }).waitFor();
    const delivery = page.getByRole('region', { name: 'Delivery' });
    expect(await delivery.textContent()).toContain(`${variants[0].stock} pieces in stock`);
    expect(await delivery.textContent()).toContain(`lead time ${variants[0].leadTime} days when out of stock. Minimum order ${variants[0].minimum} pieces.`);
    expect(await delivery.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
    const picture = page.getByRole('tabpanel', { name: `${productName}, ${variants[0].name}, picture 1 of 1` });
    await picture.waitFor();
    await expect.poll(() => loaded(picture)).toBe(true);

    await page.getByRole('radiogroup', { name: 'Length' }).getByRole('radio', { name: variants[1].name, exact: true }).click();
    await page.getByRole('heading', { level: 2, name: variants[1].name, exact: true }).waitFor();
    await main.getByText(`SKU ${variants[1].sku}`).waitFor();
    await main.getByText(`${variants[1].shownPrice} / piece`, { exact: true }).waitFor();
    await page.getByRole('img', { name: `No picture of ${productName}, ${variants[1].name}` }).waitFor();

    await banner.getByRole('link', { name: 'Back to editing' }).click();
    await page.waitForURL((url) => url.pathname === app(`/supplier/products/edit/${productId}`));
  });

  it('is found by a builder searching for it, sold by the supplier', async () => {
    await signOut(page);
    await signIn(page, 'builder@example.com', DEMO_PASSWORD);
    await page.waitForURL(isAppHome);
    await chooseProject(page, servedProject);

    await page.getByRole('searchbox', { name: 'Search products' }).fill(productName);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === app('/products') && url.searchParams.get('search') === productName);
    await page.getByRole('heading', { level: 1, name: `Results for “${productName}”` }).waitFor();

    for (const variant of variants) {
      const card = page.getByRole('article', { name: `${productName}, ${variant.name}` });
      await card.waitFor();
      const text = await card.textContent();
      expect(text).toContain(`SKU ${variant.sku}`);
      expect(text).toContain(`Sold by ${supplierName}`);
      expect(text).toContain(variant.shownPrice);
      expect(text).toMatch(/Deliverable/);
    }
    // The uploaded picture is the first variant's; the other shows the placeholder.
    expect(await page.getByRole('article', { name: `${productName}, ${variants[0].name}` }).locator('img').count()).toBe(1);
    expect(await page.getByRole('article', { name: `${productName}, ${variants[1].name}` }).locator('img').count()).toBe(0);
    // Only this product's two offers carry all of its words.
    expect(await page.locator('main article').count()).toBe(2);

    // The result opens the supplier's product page for that variant.
    await page.getByRole('article', { name: `${productName}, ${variants[0].name}` }).getByRole('link', { name: productName }).click();
    await page.waitForURL((url) => url.pathname.startsWith(app(`/product/${productId}`)));
    await page.getByRole('heading', { level: 1, name: productName }).waitFor();
    await page.getByText(`Delivering to ${servedProject}`).waitFor();
  });
});
