import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { app, chooseProject, DEMO_PASSWORD, field, isAppHome, signIn } from './support/app';
import { launchBrowser, newPage } from './support/browser';

const baseUrl = inject('baseUrl');

/**
 * The demo seed: the builder and the receiver work for Summit Builders, whose Mission Bay
 * Townhomes is served by Northwind Lumber Co., the demo supplier.
 */
const builderEmail = 'builder@example.com';
const receiverEmail = 'receiver@example.com';
const supplierEmail = 'supplier@example.com';
const buyer = 'Summit Builders';
const supplier = 'Northwind Lumber Co.';
const project = 'Mission Bay Townhomes';

/** A calendar day `days` after today, in the viewer's zone (the browser runs in this machine's). */
const dayAhead = (days: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
};
/** The day the builder asks for, and the later one the supplier confirms. */
const requested = dayAhead(3);
const confirmed = dayAhead(6);

/** A day as the order pages print it ("Nov 27, 2026") and as the supplier area does ("Fri, Nov 27, 2026"). */
const orderDay = (date: Date) => date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const supplierDay = (date: Date) => date.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

let browser: Browser;
/** One signed-in page per account, each in its own browser context. */
let builder: Page;
let supplierPage: Page;
let receiver: Page;

/** What the flow learns on the way: the order, its Northwind purchase order and the line bought. */
let orderNumber: string;
let orderId: string;
let purchaseOrderNumber: string;
let quantity: number;
let lineName: string;

/** The app's flash message with this text, at this level (success is a status, an error an alert). */
const flash = (page: Page, text: string | RegExp, level: 'success' | 'error') =>
  page
    .getByRole(level === 'error' ? 'alert' : 'status')
    .and(page.locator(`[data-level="${level}"]`))
    .filter({ hasText: text });

/**
 * Runs an action and waits for the flash message it shows. The wait starts before the action:
 * a flash hides by itself after a few seconds, which a loaded machine must not make it miss.
 */
async function expectFlash(page: Page, action: () => Promise<void>, text: string | RegExp, level: 'success' | 'error' = 'success') {
  const shown = flash(page, text, level).waitFor({ timeout: 20_000 });
  // Reported by the await below; an action that fails first must not leave it unhandled.
  shown.catch(() => undefined);
  await action();
  await shown;
}

/** Picks a day in a date picker's calendar: its button, the month overlay, then the day. */
async function pickDay(page: Page, scope: Locator, date: Date) {
  await scope.getByRole('button', { name: /Calendar/ }).first().click();
  const dialog = page.getByRole('dialog');
  const month = date.toLocaleString('en-US', { month: 'long' });
  const year = date.getFullYear();
  await dialog.getByRole('button', { name: /choose month/i }).click();
  await dialog.getByRole('button', { name: `${month} ${year}` }).click();
  await dialog.getByRole('button', { name: new RegExp(`${month} ${date.getDate()}, ${year}`) }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** One fact of a builder's order line (a `dt` and its `dd`), e.g. "Confirmed". */
const lineFact = (line: Locator, name: string) =>
  line
    .locator('dl > div')
    .filter({ has: line.page().locator('dt', { hasText: new RegExp(`^${name}$`) }) })
    .locator('dd');

/** The builder's order summary: the line bought, by its item's name. */
const builderLine = () => builder.getByRole('region', { name: supplier }).getByRole('listitem', { name: lineName, exact: true });

/** Opens the builder's order summary afresh and waits for its heading. */
async function openOrderSummary() {
  await builder.goto(app(`/orders/${orderId}`));
  await builder.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();
}

/** A purchase order's card on the supplier dashboard or the receiver's deliveries, found in `scope`. */
const purchaseOrderCard = (scope: Locator, counterpart: string) => scope.getByRole('article', { name: `${purchaseOrderNumber} · ${counterpart}` });

beforeAll(async () => {
  browser = await launchBrowser();
  [builder, supplierPage, receiver] = await Promise.all([newPage(browser, baseUrl), newPage(browser, baseUrl), newPage(browser, baseUrl)]);
});

afterAll(async () => {
  await browser?.close();
});

describe('an order followed by the builder, the supplier and the receiver until it is completed', () => {
  it('the builder orders a Northwind offer for Mission Bay Townhomes and pays by card', { timeout: 120_000 }, async () => {
    const page = builder;
    await signIn(page, builderEmail, DEMO_PASSWORD);
    await page.waitForURL(isAppHome);
    await chooseProject(page, project);

    await page.getByRole('searchbox', { name: 'Search products' }).fill('stud');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === app('/products') && url.searchParams.get('search') === 'stud');
    const card = page.locator('main article').filter({ hasText: `Sold by ${supplier}` }).first();
    await card.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith(app('/product/')));
    await page.getByText(`Delivering to ${project}`).waitFor();

    // One more than the supplier's minimum order: always at least two.
    const addToCart = page.getByRole('form', { name: 'Add to cart' });
    const quantityField = addToCart.getByRole('textbox', { name: /^Quantity/ });
    const minimum = Number(await quantityField.inputValue());
    expect(minimum).toBeGreaterThanOrEqual(1);
    quantity = minimum + 1;
    await quantityField.fill(String(quantity));
    await quantityField.press('Tab');
    expect(await quantityField.inputValue()).toBe(String(quantity));
    await expectFlash(page, () => addToCart.getByRole('button', { name: /Add to cart/ }).click(), `Added to the cart of ${project}`);

    await page.goto(app('/cart'));
    const group = page.getByRole('region', { name: supplier });
    await group.waitFor();
    const saved = page.waitForResponse((response) => response.url().includes('/api/ordering/cart/update_dates') && response.request().method() === 'POST');
    await pickDay(page, group, requested);
    expect((await saved).status()).toBe(200);

    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL('**/app/v2/checkout');
    // A first order asks for the terms of service; paying is offered once they are accepted.
    const termsOfService = page.getByRole('heading', { name: 'Terms of service' });
    const payByCard = page.getByRole('button', { name: /^Pay \$[\d,.]+ by card$/ });
    await termsOfService.or(payByCard).first().waitFor();
    if (await termsOfService.isVisible()) {
      await page.getByRole('checkbox', { name: /accept the marketplace terms/ }).check({ force: true });
      await page.getByRole('button', { name: 'Accept and continue' }).click();
    }
    await payByCard.click();
    await field(page, 'Card number').fill('4242 4242 4242 4242');
    await field(page, 'Expiry \\(MM/YY\\)').fill('12/30');
    await field(page, 'Security code').fill('123');
    await field(page, 'Name on card').fill('Dana Builder');
    await page.getByRole('form', { name: 'Card payment' }).getByRole('button', { name: /^Pay \$/ }).click();

    await page.waitForURL((url) => url.pathname === app('/checkout-return') && url.searchParams.has('session_id'), { timeout: 20_000 });
    const placed = page.getByRole('heading', { name: /^Order ORD-\d+ placed$/ });
    await placed.waitFor({ timeout: 20_000 });
    orderNumber = (await placed.textContent())?.match(/ORD-\d+/)?.[0] ?? '';
    expect(orderNumber).toMatch(/^ORD-\d+$/);
    // One purchase order, Northwind's, numbered after the order.
    const purchaseOrders = page.getByRole('region', { name: 'Purchase orders' }).getByRole('listitem');
    expect(await purchaseOrders.count()).toBe(1);
    const purchaseOrderText = (await purchaseOrders.first().textContent()) ?? '';
    expect(purchaseOrderText).toContain(supplier);
    purchaseOrderNumber = purchaseOrderText.match(/ORD-\d+-\d+/)?.[0] ?? '';
    expect(purchaseOrderNumber).toBe(`${orderNumber}-1`);

    await page.getByRole('link', { name: 'View the order' }).click();
    await page.waitForURL((url) => /^\/app\/v2\/orders\/[^/]+$/.test(url.pathname));
    orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
    await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();
    const details = page.getByRole('region', { name: 'Order details' });
    await lineFact(details, 'Status').getByText('Placed', { exact: true }).waitFor();
    const line = page.getByRole('region', { name: supplier }).getByRole('listitem');
    expect(await line.count()).toBe(1);
    lineName = (await line.getAttribute('aria-label')) ?? '';
    expect(lineName).not.toBe('');
    expect(await lineFact(line, 'Requested').textContent()).toBe(supplierDay(requested));
    expect(await lineFact(line, 'Delivery agreed').textContent()).toBe('Not yet');
    expect(await line.textContent()).toContain('Item status: Awaiting the supplier');
    expect(await line.textContent()).toContain(`${quantity} `);
  });

  it('the supplier confirms the line with a later delivery date, which cannot ship before the builder accepts it', { timeout: 90_000 }, async () => {
    const page = supplierPage;
    await signIn(page, supplierEmail, DEMO_PASSWORD);
    await page.waitForURL('**/app/v2/supplier');
    await page.getByRole('heading', { level: 1, name: 'Supplier dashboard' }).waitFor();

    const waiting = page.getByRole('region', { name: 'Waiting for your answer' });
    const card = purchaseOrderCard(waiting, buyer);
    await card.waitFor();
    expect(await card.textContent()).toContain(`Order ${orderNumber}`);
    const line = card.getByRole('listitem', { name: lineName, exact: true });
    expect(await line.textContent()).toContain(`Requested ${supplierDay(requested)}`);
    expect(await line.textContent()).toContain('Status: Awaiting your answer');

    await line.getByRole('button', { name: 'Confirm', exact: true }).click();
    const form = line.getByRole('form', { name: `Confirm ${lineName}` });
    await pickDay(page, form, confirmed);
    await expectFlash(
      page,
      () => form.getByRole('button', { name: 'Confirm line' }).click(),
      `${purchaseOrderNumber}: ${lineName} confirmed; ${supplierDay(confirmed)} sent to the builder to accept.`,
    );

    // Every line answered: the purchase order moves to the accepted ones, the new date waiting.
    const accepted = page.getByRole('region', { name: 'Accepted' });
    const acceptedLine = purchaseOrderCard(accepted, buyer).getByRole('listitem', { name: lineName, exact: true });
    await acceptedLine.getByText(`New date ${supplierDay(confirmed)} waiting for the builder`, { exact: false }).waitFor();
    // The line waits for the builder now, not for the supplier's answer.
    expect(await acceptedLine.textContent()).toContain('Status: New terms sent, awaiting the builder');
    expect(await acceptedLine.textContent()).not.toContain('Awaiting your answer');
    await purchaseOrderCard(waiting, buyer).waitFor({ state: 'detached' });

    // Nothing ships under new terms until the builder accepts them.
    await expectFlash(page, () => acceptedLine.getByRole('button', { name: 'Mark shipped' }).click(), /cannot go from confirmed to shipped/, 'error');
    expect(await acceptedLine.textContent()).toContain('Status: New terms sent, awaiting the builder');
  });

  it('the builder sees the proposed date on the order summary and accepts the new terms', async () => {
    const page = builder;
    await openOrderSummary();
    const details = page.getByRole('region', { name: 'Order details' });
    await lineFact(details, 'Status').getByText('New terms to review', { exact: true }).waitFor();

    const terms = page.getByRole('region', { name: 'New terms to review' });
    await terms.getByText(`Delivery ${orderDay(requested)} → ${orderDay(confirmed)}`).waitFor();
    expect(await terms.textContent()).toContain(`${lineName} (${supplier})`);
    await builderLine().getByText(`Proposed: delivery ${orderDay(confirmed)}`).waitFor();
    expect(await page.getByRole('region', { name: supplier }).textContent()).toContain('Purchase order status: New terms to review');
    // Never a confirmation beside a day nobody agreed to.
    expect(await builderLine().textContent()).toContain('Item status: New terms to review');
    expect(await lineFact(builderLine(), 'Delivery agreed').textContent()).toBe('Awaiting your answer to the new date');

    await expectFlash(page, () => terms.getByRole('button', { name: 'Accept new terms' }).click(), 'The new terms are accepted. The suppliers can now ship.');
    await terms.waitFor({ state: 'detached' });
    await expect.poll(() => lineFact(builderLine(), 'Delivery agreed').textContent()).toBe(supplierDay(confirmed));
    expect(await lineFact(builderLine(), 'Requested').textContent()).toBe(supplierDay(requested));
    expect(await builderLine().textContent()).not.toContain('Proposed:');
    expect(await builderLine().textContent()).toContain('Item status: Confirmed');

    // The supplier's confirmation and the acceptance are on the timeline.
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline.getByRole('listitem').filter({ hasText: `${lineName}: Awaiting the supplier → Confirmed` }).first().waitFor();
    await timeline.getByRole('listitem').filter({ hasText: `Order ${orderNumber}: Accepted new terms on 1 item.` }).waitFor();
  });

  it('the supplier marks the line shipped', async () => {
    const page = supplierPage;
    await page.reload();
    const accepted = page.getByRole('region', { name: 'Accepted' });
    const line = purchaseOrderCard(accepted, buyer).getByRole('listitem', { name: lineName, exact: true });
    await line.getByText(`Confirmed for ${supplierDay(confirmed)}`, { exact: false }).waitFor();
    expect(await line.textContent()).not.toContain('waiting for the builder');

    await expectFlash(page, () => line.getByRole('button', { name: 'Mark shipped' }).click(), `${purchaseOrderNumber}: ${lineName} marked shipped.`);
    await line.getByText('Status: Shipped').waitFor();
    await line.getByRole('button', { name: 'Mark delivered' }).waitFor();
  });

  it('the receiver sees the delivery among the coming ones and confirms receipt of the full quantity', { timeout: 90_000 }, async () => {
    const page = receiver;
    await signIn(page, receiverEmail, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname.startsWith(app('/')) && !url.pathname.endsWith('/login'));
    if (new URL(page.url()).pathname !== app('/supplier')) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deliveries', exact: true }).click();
      await page.waitForURL('**/app/v2/supplier');
    }
    await page.getByRole('heading', { level: 1, name: 'Deliveries' }).waitFor();

    const deliveries = page.getByRole('region', { name: 'Deliveries to receive' });
    const card = purchaseOrderCard(deliveries, supplier);
    await card.waitFor();
    expect(await card.textContent()).toContain(project);
    const line = card.getByRole('listitem', { name: lineName, exact: true });
    expect(await line.textContent()).toContain(`Confirmed for ${supplierDay(confirmed)}`);
    expect(await line.textContent()).toContain('Status: Shipped');
    // A receiver gets no supplier action.
    for (const name of ['Confirm', 'Mark shipped', 'Mark delivered']) {
      expect(await card.getByRole('button', { name, exact: true }).count()).toBe(0);
    }

    const receipt = line.getByRole('form', { name: `Confirm receipt of ${lineName}` });
    const received = receipt.getByRole('textbox', { name: /^Quantity received/ });
    expect(await received.inputValue()).toBe(String(quantity));
    await expectFlash(
      page,
      () => receipt.getByRole('button', { name: 'Confirm receipt' }).click(),
      new RegExp(`${purchaseOrderNumber}: .*, ${quantity} \\w+ received\\.`),
    );
    // Nothing of it is left to deliver: the purchase order leaves the coming deliveries.
    await card.waitFor({ state: 'detached' });
  });

  it('the builder sees the order completed in the list and on its summary, and downloads the purchase order PDF', { timeout: 90_000 }, async () => {
    const page = builder;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders', exact: true }).click();
    await page.waitForURL((url) => url.pathname === app('/orders'));
    const row = page.getByRole('grid', { name: 'Orders' }).getByRole('row').filter({ hasText: orderNumber });
    await row.getByText('Completed', { exact: true }).waitFor();
    expect(await row.textContent()).toContain(project);
    expect(await row.textContent()).toContain(supplier);
    await row.getByRole('link', { name: orderNumber, exact: true }).click();
    await page.waitForURL((url) => url.pathname === app(`/orders/${orderId}`));
    await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();

    const details = page.getByRole('region', { name: 'Order details' });
    await lineFact(details, 'Status').getByText('Completed', { exact: true }).waitFor();
    const purchaseOrder = page.getByRole('region', { name: supplier });
    expect(await purchaseOrder.textContent()).toContain('Purchase order status: Delivered');
    expect(await builderLine().textContent()).toContain('Item status: Delivered');
    expect(await lineFact(builderLine(), 'Received').textContent()).toMatch(new RegExp(`^${quantity} of ${quantity} `));
    expect(await lineFact(builderLine(), 'Delivery agreed').textContent()).toBe(supplierDay(confirmed));
    // Nothing is left to receive.
    expect(await builderLine().getByRole('button', { name: 'Confirm receipt' }).count()).toBe(0);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline.getByRole('listitem').filter({ hasText: `Order ${orderNumber}: In progress → Completed` }).waitFor();

    const download = page.waitForEvent('download', { timeout: 20_000 });
    await page.getByRole('button', { name: `Download PDF of ${purchaseOrderNumber}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`purchase-order-${purchaseOrderNumber}.pdf`);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it('on a phone, the builder reads the orders as cards and the order summary, with no sideways scroll', { timeout: 60_000 }, async () => {
    const page = builder;
    await page.setViewportSize({ width: 390, height: 844 });
    /** How far the page reaches past the screen's right edge: 0 when nothing scrolls sideways. */
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    try {
      await page.goto(app('/orders'));
      const cards = page.getByRole('list', { name: 'Orders' });
      const card = cards.getByRole('listitem', { name: `Order ${orderNumber}` });
      await card.waitFor();
      expect(await page.getByRole('grid', { name: 'Orders' }).count()).toBe(0);
      expect(await card.textContent()).toContain('Completed');
      expect(await overflow()).toBeLessThanOrEqual(0);
      const box = await card.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390).toBe(true);

      await card.getByRole('link', { name: orderNumber, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();
      await builderLine().waitFor();
      expect(await overflow()).toBeLessThanOrEqual(0);
    } finally {
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });
});
