import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi } from './support/api';
import { app, DEMO_PASSWORD, signIn } from './support/app';
import { launchBrowser, newPage } from './support/browser';
import { expectSuccess } from './support/flash';

const baseUrl = inject('baseUrl');

/** The demo seed: the builder and the receiver work for Summit Builders; Northwind serves Mission Bay. */
const supplier = 'Northwind Lumber Co.';
const projectName = 'Mission Bay Townhomes';

/** A calendar day `days` from today as YYYY-MM-DD, in this machine's zone (the browser's). */
function isoDayFromToday(days: number): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
/** A day as the supplier area prints a delivery day ("Fri, Nov 27, 2026"). */
const deliveryDay = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
};

interface PlacedOrder {
  id: string;
  number: string;
  purchaseOrderId: string;
  purchaseOrderNumber: string;
  lineId: string;
  lineName: string;
}

let browser: Browser;
let builder: Page;
let supplierPage: Page;
let receiver: Page;
/** Bought for a day 20 days out. */
let later: PlacedOrder;
/** Confirmed by the supplier for three days ago: overdue. */
let overdue: PlacedOrder;
let quantity: number;

/** The builder buys `quantity` of a Northwind offer for Mission Bay, for `day`, and pays by the sandbox card. */
async function placeOrder(psvId: string, projectId: string, day: string): Promise<PlacedOrder> {
  await callApi(builder, 'DELETE', `/api/ordering/cart/?project_id=${projectId}`);
  await callApi(builder, 'POST', '/api/ordering/cart/', { project_id: projectId, product_supplier_variant_id: psvId, quantity, requested_delivery_date: day });
  const cart = await callApi<{ total_cents: number }>(builder, 'GET', `/api/ordering/cart/?project_id=${projectId}`);
  const session = await callApi<{ session_id: string }>(builder, 'POST', '/api/sandbox/checkout-session/', { project_id: projectId, expected_total_cents: cart.total_cents });
  const paid = await callApi<{ order: { id: string } }>(builder, 'POST', `/api/sandbox/checkout-session/${session.session_id}/pay/`, {
    card_number: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
    cardholder_name: 'Dana Builder',
  });
  const order = await callApi<{
    number: string;
    purchase_orders: { id: string; number: string; line_items: { id: string; product_name: string; product_supplier_variant_name: string }[] }[];
  }>(builder, 'GET', `/api/ordering/orders/${paid.order.id}/`);
  const po = order.purchase_orders[0];
  const line = po?.line_items[0];
  if (!po || !line) throw new Error('The order has no purchase order line.');
  return { id: paid.order.id, number: order.number, purchaseOrderId: po.id, purchaseOrderNumber: po.number, lineId: line.id, lineName: `${line.product_name}, ${line.product_supplier_variant_name}` };
}

const deliveries = () => receiver.getByRole('region', { name: 'Deliveries to receive' });
const cardOf = (order: PlacedOrder) => deliveries().getByRole('article', { name: `${order.purchaseOrderNumber} · ${supplier}` });
const lineOf = (order: PlacedOrder): Locator => cardOf(order).getByRole('listitem', { name: order.lineName, exact: true });

beforeAll(async () => {
  browser = await launchBrowser();
  [builder, supplierPage, receiver] = await Promise.all([newPage(browser, baseUrl), newPage(browser, baseUrl), newPage(browser, baseUrl)]);
});

afterAll(async () => {
  await browser?.close();
});

describe('a builder receiver receives every delivery shipped to the company, whatever its day', () => {
  it('sets the scene through the API: one delivery due in 20 days and one overdue, both shipped', { timeout: 120_000 }, async () => {
    await signIn(builder, 'builder@example.com', DEMO_PASSWORD);
    await builder.waitForURL((url) => !url.pathname.endsWith('/login'));
    await signIn(supplierPage, 'supplier@example.com', DEMO_PASSWORD);
    await supplierPage.waitForURL('**/app/v2/supplier');

    const projects = await callApi<{ results: { id: string; name: string }[] }>(builder, 'GET', '/api/projects/');
    const project = projects.results.find((candidate) => candidate.name === projectName);
    if (!project) throw new Error(`No project ${projectName}`);
    const search = await callApi<{ results: { id: string; supplier: { name: string }; minimum_order_quantity: number; stock_on_hand: number }[] }>(builder, 'POST', '/api/search/products/availability/', {
      project_id: project.id,
      search: 'stud',
      deliverable_only: true,
    });
    const offer = search.results.find((candidate) => candidate.supplier.name === supplier && candidate.stock_on_hand > candidate.minimum_order_quantity + 1);
    if (!offer) throw new Error(`No ${supplier} offer of studs for ${projectName}`);
    // At least two, so that part of it can arrive first.
    quantity = Math.max(offer.minimum_order_quantity, 1) + 1;
    await callApi(builder, 'POST', '/api/users/update_tos/', { tos_accepted: true });
    later = await placeOrder(offer.id, project.id, isoDayFromToday(20));
    overdue = await placeOrder(offer.id, project.id, isoDayFromToday(1));

    for (const order of [later, overdue]) await callApi(supplierPage, 'PUT', `/api/ordering/purchase_orders/${order.purchaseOrderId}/`, { status: 'accepted' });
    // The supplier moved the overdue one to three days ago; the builder accepted that day.
    await callApi(supplierPage, 'PUT', `/api/ordering/order_line_items/${overdue.lineId}/`, { confirmed_delivery_date: isoDayFromToday(-3) });
    await callApi(builder, 'POST', `/api/ordering/orders/${overdue.id}/accept-terms`);
    for (const order of [later, overdue]) await callApi(supplierPage, 'PUT', `/api/ordering/order_line_items/${order.lineId}/`, { status: 'shipped' });
  });

  it('the receiver sees both, the overdue one first, and counts part of it with a note', { timeout: 90_000 }, async () => {
    const page = receiver;
    await signIn(page, 'receiver@example.com', DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto(app('/supplier'));
    await page.getByRole('heading', { level: 1, name: 'Deliveries' }).waitFor();

    await cardOf(later).waitFor();
    const titles = await deliveries().getByRole('heading', { level: 3 }).allTextContents();
    expect(titles.indexOf(`${overdue.purchaseOrderNumber} · ${supplier}`)).toBeGreaterThanOrEqual(0);
    expect(titles.indexOf(`${overdue.purchaseOrderNumber} · ${supplier}`)).toBeLessThan(titles.indexOf(`${later.purchaseOrderNumber} · ${supplier}`));
    expect(await lineOf(overdue).textContent()).toContain(`Overdue by 3 days · Due ${deliveryDay(isoDayFromToday(-3))}`);
    expect(await lineOf(later).textContent()).toContain(`Due ${deliveryDay(isoDayFromToday(20))}`);
    expect(await lineOf(later).textContent()).not.toContain('Overdue');

    const receipt = lineOf(overdue).getByRole('form', { name: `Confirm receipt of ${overdue.lineName}` });
    const counted = receipt.getByRole('textbox', { name: /^Quantity received/ });
    expect(await counted.inputValue()).toBe(String(quantity));
    await counted.fill(String(quantity - 1));
    await receipt.getByRole('textbox', { name: 'Note (optional)' }).fill('One piece short on the truck.');
    await expectSuccess(page, () => receipt.getByRole('button', { name: 'Confirm receipt' }).click(), new RegExp(`${overdue.purchaseOrderNumber}: .* received, 1 \\w+ still to come\\.`));

    // The rest stays receivable, after a reload too.
    await page.reload();
    await lineOf(overdue).getByText(new RegExp(`${quantity - 1} of ${quantity} \\w+ received, 1 still to come`)).waitFor();
    expect(await lineOf(overdue).getByRole('textbox', { name: /^Quantity received/ }).inputValue()).toBe('1');
  });

  it('the receiver counts the rest of the overdue delivery and all of the later one, and both leave the list', { timeout: 90_000 }, async () => {
    const page = receiver;
    const rest = lineOf(overdue).getByRole('form', { name: `Confirm receipt of ${overdue.lineName}` });
    await expectSuccess(page, () => rest.getByRole('button', { name: 'Confirm receipt' }).click(), new RegExp(`${overdue.purchaseOrderNumber}: .* received\\.`));
    await cardOf(overdue).waitFor({ state: 'detached' });

    const all = lineOf(later).getByRole('form', { name: `Confirm receipt of ${later.lineName}` });
    expect(await all.getByRole('textbox', { name: /^Quantity received/ }).inputValue()).toBe(String(quantity));
    await expectSuccess(page, () => all.getByRole('button', { name: 'Confirm receipt' }).click(), new RegExp(`${later.purchaseOrderNumber}: .* received\\.`));
    await cardOf(later).waitFor({ state: 'detached' });
  });

  it('the builder finds both counts and the note on the order’s timeline, and the order completed', { timeout: 60_000 }, async () => {
    const page = builder;
    await page.goto(app(`/orders/${overdue.id}`));
    await page.getByRole('heading', { level: 1, name: `Order ${overdue.number}` }).waitFor();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline.getByText(`Received ${quantity - 1} of ${quantity}, 1 still to come. One piece short on the truck.`, { exact: false }).waitFor();
    await timeline.getByText(`Received 1 of ${quantity}.`, { exact: false }).waitFor();
    const order = await callApi<{ status: string }>(builder, 'GET', `/api/ordering/orders/${overdue.id}/`);
    expect(order.status).toBe('completed');
  });
});
