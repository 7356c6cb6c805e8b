import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi } from './support/api';
import { app, DEMO_PASSWORD, field, signIn, signUpWithFirstProject } from './support/app';
import { launchBrowser, newPage } from './support/browser';
import { acceptTermsAtCheckout, payByCardButton, payWith, placedOrderNumber, proceedToCheckout } from './support/checkout';
import { signInAsOperator } from './support/operator';
import { latestMailTo, linkTo } from './support/outbox';
import { listProductWithOffers, type CreatedOffer } from './support/supplier-offers';
import { expectSuccess } from './support/flash';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/**
 * Supplier A cancels a line and raises the price of its other one, which the builder pays before it
 * ships; supplier B delivers. Both demo suppliers deliver to San Francisco.
 */
const supplierA = { email: 'supplier@example.com', name: 'Northwind Lumber Co.' };
const supplierB = { email: 'supplier2@example.com', name: 'Granite Supply Inc.' };
const buyer = 'Carver Framing Co.';
const project = 'Dogpatch Duplex';
const stamp = Date.now().toString(36);
const productA = `Payout Test Beam ${stamp}`;
const productB = `Payout Test Block ${stamp}`;
/** B's line: 10 blocks at $25.00, $250.00; A's: $100.00 (cancelled) and $150.00. The order: $500.00. */
const blocks = 10;

/** A calendar day `days` from today as YYYY-MM-DD, in this machine's zone (the browser's). */
function isoDayFromToday(days: number): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

interface OrderView {
  id: string;
  number: string;
  purchase_orders: { id: string; number: string; supplier_company_name: string; line_items: { id: string; product_name: string; product_supplier_variant_name: string }[] }[];
}

let browser: Browser;
let builder: Page;
let receiver: Page;
let pageA: Page;
let pageB: Page;
let operator: Page;
let offersA: CreatedOffer[];
let offersB: CreatedOffer[];
let order: OrderView;

const purchaseOrderOf = (supplier: string) => {
  const found = order.purchase_orders.find((po) => po.supplier_company_name === supplier);
  if (!found) throw new Error(`The order has no purchase order of ${supplier}.`);
  return found;
};
const lineNameB = () => `${productB}, Block`;

beforeAll(async () => {
  browser = await launchBrowser();
  [builder, receiver, pageA, pageB, operator] = await Promise.all([newPage(browser, baseUrl), newPage(browser, baseUrl), newPage(browser, baseUrl), newPage(browser, baseUrl), newPage(browser, baseUrl)]);
});

afterAll(async () => {
  await browser?.close();
});

describe('marketplace money: a refund, a higher price paid, a delivery, a payout and the books', () => {
  it('the suppliers list offers at known prices', { timeout: 90_000 }, async () => {
    await signIn(pageA, supplierA.email, DEMO_PASSWORD);
    await pageA.waitForURL('**/app/v2/supplier');
    await signIn(pageB, supplierB.email, DEMO_PASSWORD);
    await pageB.waitForURL('**/app/v2/supplier');
    offersA = await listProductWithOffers(pageA, productA, [
      { variant: 'Cancelled length', priceCents: 10_000 },
      { variant: 'Kept length', priceCents: 15_000 },
    ]);
    offersB = await listProductWithOffers(pageB, productB, [{ variant: 'Block', priceCents: 2_500 }]);
  });

  it('a new builder signs up, confirms the address from the email, and invites a jobsite receiver', { timeout: 120_000 }, async () => {
    await signUpWithFirstProject(
      builder,
      dataDir,
      { firstName: 'Rosa', lastName: 'Carver', company: buyer, password: 'dogpatch-duplex-2026' },
      { name: project, street: '801 Tennessee St', city: 'San Francisco', state: 'CA', zip: '94107' },
    );
    const receiverEmail = `riley.${stamp}@example.com`;
    await callApi(builder, 'POST', '/api/invitations/', { email: receiverEmail, user_type: 'builder_receiver' });
    const invitation = await latestMailTo(dataDir, receiverEmail, (message) => message.links?.create_account !== undefined);
    await receiver.goto(linkTo(invitation, app('/create_account')));
    await field(receiver, 'First name').fill('Riley');
    await field(receiver, 'Last name').fill('Onsite');
    await field(receiver, 'Password').fill('dogpatch-receiver-2026');
    await field(receiver, 'Confirm password').fill('dogpatch-receiver-2026');
    await receiver.getByRole('button', { name: 'Create account' }).click();
    await receiver.waitForURL('**/app/v2/supplier');
  });

  it('the builder pays $500.00 by card for lines of both suppliers', { timeout: 120_000 }, async () => {
    const projects = await callApi<{ results: { id: string; name: string }[] }>(builder, 'GET', '/api/projects/');
    const projectId = projects.results.find((candidate) => candidate.name === project)?.id;
    if (!projectId) throw new Error(`No project ${project}`);
    const day = isoDayFromToday(7);
    for (const [offer, quantity] of [[offersA[0], 1], [offersA[1], 1], [offersB[0], blocks]] as const) {
      await callApi(builder, 'POST', '/api/ordering/cart/', { project_id: projectId, product_supplier_variant_id: offer?.psvId, quantity, requested_delivery_date: day });
    }
    await builder.goto(app('/cart'));
    await builder.getByRole('region', { name: supplierA.name }).waitFor();
    await builder.getByRole('region', { name: supplierB.name }).waitFor();
    await proceedToCheckout(builder);
    await acceptTermsAtCheckout(builder);
    await payByCardButton(builder).filter({ hasText: 'Pay $500.00 by card' }).click();
    await payWith(builder, '4242 4242 4242 4242', 'Rosa Carver');
    const number = await placedOrderNumber(builder);
    await builder.getByRole('link', { name: 'View the order' }).click();
    await builder.waitForURL((url) => /^\/app\/v2\/orders\/[^/]+$/.test(url.pathname));
    const orderId = decodeURIComponent(new URL(builder.url()).pathname.split('/').at(-1) ?? '');
    order = await callApi<OrderView>(builder, 'GET', `/api/ordering/orders/${orderId}/`);
    expect(order.number).toBe(number);
    const total = builder.getByRole('region', { name: 'Order details' }).locator('dd.mk-orders-summary__total');
    expect(await total.textContent()).toBe('$500.00');
  });

  it('supplier A cancels the $100.00 line from its purchase order, and the builder’s order page shows the $100.00 refund to the card', { timeout: 90_000 }, async () => {
    const po = purchaseOrderOf(supplierA.name);
    const lineName = `${productA}, Cancelled length`;
    await pageA.goto(app(`/supplier/purchase-orders/${po.id}`));
    await pageA.getByRole('heading', { level: 1, name: `Purchase order ${po.number}` }).waitFor();
    // What the marketplace keeps of the purchase order, before and after the cancellation.
    await pageA.getByText('Marketplace commission 5%: $12.50').waitFor();
    await pageA.getByRole('listitem', { name: lineName, exact: true }).getByRole('button', { name: 'Cancel item' }).click();
    const dialog = pageA.getByRole('alertdialog', { name: `Cancel ${lineName}?` });
    await dialog.getByRole('textbox', { name: /^Note to the builder/ }).fill('This length is out of stock until spring.');
    await expectSuccess(pageA, () => dialog.getByRole('button', { name: 'Cancel the item' }).click(), `${po.number}: ${lineName} cancelled; the builder is told.`);
    await pageA.getByText('Marketplace commission 5%: $7.50').waitFor();

    const refund = builder.getByRole('region', { name: 'Refunds' }).getByRole('listitem', { name: `$100.00 for ${productA}, Cancelled length (${supplierA.name})` });
    // The refund job asks the card provider; the page shows it pending, then refunded.
    await expect
      .poll(
        async () => {
          await builder.reload();
          await builder.getByRole('heading', { level: 1, name: `Order ${order.number}` }).waitFor();
          return (await refund.count()) > 0 ? await refund.textContent() : '';
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toMatch(/To your card.*Refunded/);
    const details = builder.getByRole('region', { name: 'Order details' });
    const refunded = details.locator('dl > div').filter({ has: builder.locator('dt', { hasText: /^Refunded$/ }) }).locator('dd');
    expect(await refunded.textContent()).toBe('$100.00');
  });

  it('supplier A asks $160.00 instead of $150.00 for the kept line; the builder accepts and pays the $10.00 before it ships', { timeout: 90_000 }, async () => {
    const po = purchaseOrderOf(supplierA.name);
    const lineName = `${productA}, Kept length`;
    const line = pageA.getByRole('listitem', { name: lineName, exact: true });
    await line.getByRole('button', { name: 'Propose new price or date' }).click();
    const proposal = line.getByRole('form', { name: `Propose new terms for ${lineName}` });
    await proposal.getByRole('textbox', { name: /^New unit price/ }).fill('160.00');
    await expectSuccess(pageA, () => proposal.getByRole('button', { name: 'Send to the builder' }).click(), `${po.number}: ${lineName} new terms sent to the builder to accept.`);

    await builder.goto(app(`/orders/${order.id}`));
    await expectSuccess(builder, () => builder.getByRole('button', { name: 'Accept new terms' }).click(), 'The new terms are accepted. The suppliers can now ship.');
    const balance = builder.getByRole('region', { name: 'New prices accepted: $10.00 to pay before these items ship' });
    await balance.getByRole('button', { name: 'Pay $10.00' }).click();
    const card = balance.getByRole('form', { name: 'Card payment' });
    await field(builder, 'Card number').fill('4242 4242 4242 4242');
    await field(builder, 'Expiry \\(MM/YY\\)').fill('12/30');
    await field(builder, 'Security code').fill('123');
    await field(builder, 'Name on card').fill('Rosa Carver');
    await expectSuccess(builder, () => card.getByRole('button', { name: 'Pay $10.00' }).click(), 'Paid $10.00. The suppliers can now ship these items.');
    // The order is read again: nothing is owed any more.
    await balance.waitFor({ state: 'detached' });
    const owed = await callApi<{ balance_due_cents: number }>(builder, 'GET', `/api/ordering/orders/${order.id}/`);
    expect(owed.balance_due_cents).toBe(0);
  });

  it('supplier B confirms, ships and delivers its line', { timeout: 90_000 }, async () => {
    const po = purchaseOrderOf(supplierB.name);
    const page = pageB;
    await page.goto(app('/supplier'));
    const waiting = page.getByRole('region', { name: 'Waiting for your answer' }).getByRole('article', { name: `${po.number} · ${buyer}` });
    await expectSuccess(page, () => waiting.getByRole('button', { name: `Confirm all lines of ${po.number}` }).click(), `${po.number}: every waiting line confirmed.`);
    const line = page.getByRole('region', { name: 'Accepted' }).getByRole('article', { name: `${po.number} · ${buyer}` }).getByRole('listitem', { name: lineNameB(), exact: true });
    await expectSuccess(page, () => line.getByRole('button', { name: 'Mark shipped' }).click(), `${po.number}: ${lineNameB()} marked shipped.`);
    await expectSuccess(page, () => line.getByRole('button', { name: 'Mark delivered' }).click(), `${po.number}: ${lineNameB()} marked delivered.`);
  });

  it('the builder’s receiver counts the whole delivery', { timeout: 90_000 }, async () => {
    const po = purchaseOrderOf(supplierB.name);
    const page = receiver;
    await page.goto(app('/supplier'));
    const card = page.getByRole('region', { name: 'Deliveries to receive' }).getByRole('article', { name: `${po.number} · ${supplierB.name}` });
    const receipt = card.getByRole('listitem', { name: lineNameB(), exact: true }).getByRole('form', { name: `Confirm receipt of ${lineNameB()}` });
    expect(await receipt.getByRole('textbox', { name: /^Quantity received/ }).inputValue()).toBe(String(blocks));
    await expectSuccess(page, () => receipt.getByRole('button', { name: 'Confirm receipt' }).click(), new RegExp(`${po.number}: .* received\\.`));
    await card.waitFor({ state: 'detached' });
  });

  it('supplier B’s payouts page says where payouts go, at 5% commission', { timeout: 60_000 }, async () => {
    const page = pageB;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payouts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payouts' }).waitFor();
    const setUp = page.getByRole('region', { name: 'Payout set-up' });
    const addBanking = setUp.getByRole('link', { name: 'Add banking details' });
    await addBanking.or(setUp.getByText(/^Paid to the banking details on file/)).first().waitFor();
    // The sandbox pays to the banking details on file: without them, B adds them first.
    if (await addBanking.isVisible()) {
      await addBanking.click();
      const form = page.getByRole('form', { name: 'Banking details' });
      await form.getByRole('textbox', { name: /^Routing number/ }).fill('121000358');
      await form.getByRole('textbox', { name: /^Account number/ }).fill('000123456789');
      await expectSuccess(page, () => form.getByRole('button', { name: 'Save banking details' }).click(), 'Banking details saved.');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payouts' }).click();
    }
    await setUp.getByText(/^Paid to the banking details on file: .*6789\.$/).waitFor();
    expect(await setUp.getByLabel('Payout terms').textContent()).toContain('5% of each delivered line');
  });

  it('the operator signs in with the authenticator code, runs payouts and finds B paid its lines less 5%', { timeout: 120_000 }, async () => {
    const page = operator;
    await signInAsOperator(page, '/operator/money/payouts');
    await page.getByRole('heading', { level: 1, name: 'Payouts' }).waitFor();
    await expectSuccess(page, () => page.getByRole('button', { name: 'Run payouts now' }).click(), /Payouts run: /);
    const report = page.getByRole('region', { name: 'Payout run' });
    expect(await report.textContent()).not.toContain(`${supplierB.name}:`);

    await page.getByRole('grid', { name: 'Payouts' }).getByRole('link', { name: new RegExp(`^${supplierB.name.replace('.', '\\.')}, `) }).first().click();
    await page.getByRole('heading', { level: 1, name: new RegExp(`^Payout to ${supplierB.name.replace('.', '\\.')}`) }).waitFor();
    const line = page.getByRole('grid', { name: 'Lines of the payout' }).getByRole('row').filter({ hasText: productB });
    const cells = await line.getByRole('gridcell').allTextContents();
    expect(cells).toEqual(expect.arrayContaining([String(blocks), '$250.00', '5%', '$12.50', '$237.50']));
    const paidOut = page.getByLabel('Payout details').locator('div').filter({ has: page.locator('dt', { hasText: /^Paid out$/ }) }).locator('dd');
    expect(await paidOut.textContent()).toBe('$237.50');
  });

  it('the operator opens B’s statement', { timeout: 60_000 }, async () => {
    const page = operator;
    const pdf = page.waitForEvent('download', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Statement (PDF)', exact: true }).click();
    const file = await pdf;
    expect(file.suggestedFilename()).toMatch(/^payout-granite-supply-inc-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const csv = page.waitForEvent('download', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Statement (CSV)', exact: true }).click();
    const text = readFileSync(await (await csv).path(), 'utf8');
    expect(text).toContain(offersB[0]?.sku ?? '');
  });

  it('the operator finds the books balanced', { timeout: 60_000 }, async () => {
    const page = operator;
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reconciliation' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reconciliation' }).waitFor();
    await page.getByRole('region', { name: 'Balanced' }).waitFor();
    expect(await page.getByRole('region', { name: 'Not balanced' }).count()).toBe(0);
  });
});
