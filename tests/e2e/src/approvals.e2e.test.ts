import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi } from './support/api';
import { app, DEMO_PASSWORD, field, isAppHome, signIn, signUpWithFirstProject } from './support/app';
import { launchBrowser, newPage } from './support/browser';
import { acceptTermsAtCheckout, payByCardButton, proceedToCheckout } from './support/checkout';
import { approveCreditOnTerms } from './support/credit';
import { latestMailTo, linkTo } from './support/outbox';
import { listProductWithOffers, type CreatedOffer } from './support/supplier-offers';
import { expectSuccess } from './support/flash';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/**
 * An owner lets a buyer order up to $500.00 and names an approver of the project; the buyer's
 * $800.00 order waits for the approver, who places it on the company's credit terms; the
 * project's budget counts it committed, then delivered once received.
 */
const supplier = { email: 'supplier@example.com', name: 'Northwind Lumber Co.' };
const company = 'Ridgeline Homes';
const project = 'Bernal Heights Remodel';
const stamp = Date.now().toString(36);
const product = `Approval Test Truss ${stamp}`;
/** Two trusses at $400.00: $800.00, over the buyer's $500.00 per order. */
const trusses = 2;
const lineName = `${product}, Truss`;

/** Chooses the option whose name starts with `option` in the select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: new RegExp(`^${option}\\b`) }).click();
}

/** A figure of the budget's totals ("Committed", "Delivered"…). */
const budgetFigure = (page: Page, name: string) =>
  page
    .getByLabel('Budget totals')
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) })
    .locator('dd');

/** Waits until the budget page, read anew, shows `value` for `name`. */
async function expectBudgetFigure(page: Page, name: string, value: string) {
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByLabel('Budget totals').waitFor();
        return budgetFigure(page, name).textContent();
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe(value);
}

let browser: Browser;
let owner: Page;
let buyer: Page;
let approver: Page;
let supplierPage: Page;
let offers: CreatedOffer[];
let projectId: string;
let buyerEmail: string;
let approverEmail: string;
let orderId: string;

/** The invited colleague on `page` opens the emailed link and creates their account. */
async function acceptInvitation(page: Page, email: string, firstName: string, lastName: string) {
  const invitation = await latestMailTo(dataDir, email, (message) => message.links?.create_account !== undefined);
  await page.goto(linkTo(invitation, app('/create_account')));
  await field(page, 'First name').fill(firstName);
  await field(page, 'Last name').fill(lastName);
  await field(page, 'Password').fill('bernal-heights-2026');
  await field(page, 'Confirm password').fill('bernal-heights-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(isAppHome);
}

beforeAll(async () => {
  browser = await launchBrowser();
  [owner, buyer, approver, supplierPage] = await Promise.all([newPage(browser, baseUrl), newPage(browser, baseUrl), newPage(browser, baseUrl), newPage(browser, baseUrl)]);
});

afterAll(async () => {
  await browser?.close();
});

describe('approvals: a buyer over their limit, an approver who pays on terms, and the project’s budget', () => {
  it('the supplier lists trusses at $400.00', { timeout: 60_000 }, async () => {
    await signIn(supplierPage, supplier.email, DEMO_PASSWORD);
    await supplierPage.waitForURL('**/app/v2/supplier');
    offers = await listProductWithOffers(supplierPage, product, [{ variant: 'Truss', priceCents: 40_000 }]);
  });

  it('a new company’s owner signs up, has credit on terms and invites a buyer and an approver from the company page', { timeout: 150_000 }, async () => {
    await signUpWithFirstProject(
      owner,
      dataDir,
      { firstName: 'Noor', lastName: 'Haddad', company, password: 'bernal-heights-2026' },
      { name: project, street: '400 Cortland Ave', city: 'San Francisco', state: 'CA', zip: '94110' },
    );
    await approveCreditOnTerms(owner, 2_000_000, `${company} LLC`);
    const projects = await callApi<{ results: { id: string; name: string }[] }>(owner, 'GET', '/api/projects/');
    projectId = projects.results.find((candidate) => candidate.name === project)?.id ?? '';
    expect(projectId).not.toBe('');

    await owner.goto(app('/company'));
    await owner.getByRole('heading', { level: 1, name: 'Company' }).waitFor();
    const invite = owner.getByRole('form', { name: 'Invite a colleague' });
    buyerEmail = `sam.buyer.${stamp}@example.com`;
    approverEmail = `alex.approver.${stamp}@example.com`;
    await field(owner, 'Email').fill(buyerEmail);
    await choose(owner, invite, 'Role', 'Buyer');
    await expectSuccess(owner, () => invite.getByRole('button', { name: 'Send invitation' }).click(), `We emailed an invitation to ${buyerEmail} to join as buyer.`);
    await field(owner, 'Email').fill(approverEmail);
    await choose(owner, invite, 'Role', 'Approver');
    await expectSuccess(owner, () => invite.getByRole('button', { name: 'Send invitation' }).click(), `We emailed an invitation to ${approverEmail} to join as approver.`);

    await acceptInvitation(buyer, buyerEmail, 'Sam', 'Buyer');
    await acceptInvitation(approver, approverEmail, 'Alex', 'Approver');
  });

  it('the owner gives the buyer a $500.00 limit per order, names the approver and sets the budget', { timeout: 90_000 }, async () => {
    await owner.reload();
    const members = owner.getByRole('grid', { name: 'Members' });
    await members.getByRole('row').filter({ hasText: buyerEmail }).waitFor();
    await members.getByRole('button', { name: 'Manage Sam Buyer' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Manage Sam Buyer' });
    const limits = dialog.getByRole('form', { name: 'Limits of Sam Buyer' });
    await limits.getByRole('textbox', { name: /^Per order/ }).fill('500');
    await expectSuccess(owner, () => limits.getByRole('button', { name: 'Save limits' }).click(), 'Sam Buyer’s limits are saved.');
    await owner.keyboard.press('Escape');
    await members.getByRole('row').filter({ hasText: buyerEmail }).filter({ hasText: '$500.00 per order' }).waitFor();

    await owner.goto(app(`/projects/${projectId}/budget`));
    await owner.getByRole('heading', { level: 1, name: `Budget of ${project}` }).waitFor();
    const budgetForm = owner.getByRole('form', { name: 'Set the budget' });
    await budgetForm.getByRole('textbox', { name: /^Project budget/ }).fill('10000');
    await expectSuccess(owner, () => budgetForm.getByRole('button', { name: 'Save budget' }).click(), 'The budget is saved.');
    const approvers = owner.getByRole('form', { name: 'Project approvers' });
    await approvers.getByRole('group', { name: 'Approvers of this project' }).getByRole('checkbox', { name: 'Alex Approver (Approver)' }).check({ force: true });
    await expectSuccess(owner, () => approvers.getByRole('button', { name: 'Save approvers' }).click(), 'The approvers are saved.');
    await expectBudgetFigure(owner, 'Budget', '$10,000.00');
  });

  it('the buyer checks out $800.00 by card, is told it is over the limit, and asks for approval', { timeout: 90_000 }, async () => {
    await callApi(buyer, 'POST', '/api/ordering/cart/', { project_id: projectId, product_supplier_variant_id: offers[0]?.psvId, quantity: trusses });
    await buyer.goto(app('/cart'));
    await buyer.getByRole('region', { name: supplier.name }).waitFor();
    await proceedToCheckout(buyer);
    await acceptTermsAtCheckout(buyer);
    await payByCardButton(buyer).filter({ hasText: 'Pay $800.00 by card' }).click();
    const ask = buyer.getByRole('form', { name: 'Ask for approval' });
    await ask.getByText('Over your limit of $500.00 per order.').waitFor();
    await ask.getByRole('textbox', { name: /^Note for the approver/ }).fill('Roof trusses for the rear addition.');
    await expectSuccess(buyer, () => ask.getByRole('button', { name: 'Ask for approval ($800.00)' }).click(), 'Approval requested.');
    await buyer.waitForURL((url) => url.pathname === app('/cart'));
    const awaiting = buyer.getByRole('region', { name: 'Awaiting approval' });
    await awaiting.waitFor();
    expect(await awaiting.textContent()).toContain('Over your limit of $500.00 per order.');

    // The approver of the project is emailed, not the owner.
    const asked = await latestMailTo(dataDir, approverEmail, (message) => message.subject.startsWith('Approval needed'));
    expect(asked.subject).toBe(`Approval needed: $800.00 for ${project}`);
  });

  it('the approver approves it on the company’s credit terms, which places the order', { timeout: 90_000 }, async () => {
    const email = await latestMailTo(dataDir, approverEmail, (message) => message.subject.startsWith('Approval needed'));
    await approver.goto(linkTo(email, app('/approvals')));
    const request = approver.getByRole('article', { name: `${project}: $800.00` });
    await request.waitFor();
    expect(await request.textContent()).toContain('Over your limit of $500.00 per order.');
    const decide = request.getByRole('form', { name: `Decide on Sam Buyer’s request for ${project}` });
    // Approve, on company credit terms: the form's defaults.
    await expectSuccess(approver, () => decide.getByRole('button', { name: 'Approve $800.00' }).click(), `Sam Buyer’s request for ${project}: approved and ordered on credit terms.`);
  });

  it('the buyer sees the order placed, and the budget counts it committed', { timeout: 90_000 }, async () => {
    const told = await latestMailTo(dataDir, buyerEmail, (message) => message.subject === `Approved: ${project}`);
    expect(told.text).toContain('$800.00');
    await buyer.goto(app('/orders'));
    const row = buyer.getByRole('row').filter({ hasText: project }).filter({ hasText: '$800.00' });
    await row.first().waitFor();
    const orders = await callApi<{ results: { id: string; total_cents: number; project: { id: string } }[] }>(buyer, 'GET', '/api/ordering/orders/');
    const placed = orders.results.find((order) => order.project.id === projectId);
    expect(placed?.total_cents).toBe(80_000);
    orderId = placed?.id ?? '';

    await expectBudgetFigure(owner, 'Committed', '$800.00');
    expect(await budgetFigure(owner, 'Delivered').textContent()).toBe('$0.00');
    expect(await budgetFigure(owner, 'Remaining').textContent()).toBe('$9,200.00');
  });

  it('the supplier delivers, the buyer confirms receipt, and the budget counts it delivered', { timeout: 120_000 }, async () => {
    const order = await callApi<{ purchase_orders: { id: string; number: string }[] }>(buyer, 'GET', `/api/ordering/orders/${orderId}/`);
    const po = order.purchase_orders[0];
    if (!po) throw new Error('The order has no purchase order.');
    await supplierPage.goto(app('/supplier'));
    const waiting = supplierPage.getByRole('region', { name: 'Waiting for your answer' }).getByRole('article', { name: `${po.number} · ${company}` });
    await expectSuccess(supplierPage, () => waiting.getByRole('button', { name: `Confirm all lines of ${po.number}` }).click(), `${po.number}: every waiting line confirmed.`);
    const line = supplierPage.getByRole('region', { name: 'Accepted' }).getByRole('article', { name: `${po.number} · ${company}` }).getByRole('listitem', { name: lineName, exact: true });
    await expectSuccess(supplierPage, () => line.getByRole('button', { name: 'Mark shipped' }).click(), `${po.number}: ${lineName} marked shipped.`);
    await expectSuccess(supplierPage, () => line.getByRole('button', { name: 'Mark delivered' }).click(), `${po.number}: ${lineName} marked delivered.`);

    await buyer.goto(app(`/orders/${orderId}`));
    const receipt = buyer.getByRole('form', { name: `Confirm receipt of ${lineName}` });
    await receipt.getByRole('button', { name: 'Confirm receipt' }).click();
    await receipt.waitFor({ state: 'detached' });

    await expectBudgetFigure(owner, 'Delivered', '$800.00');
    expect(await budgetFigure(owner, 'Committed').textContent()).toBe('$0.00');
    expect(await budgetFigure(owner, 'Remaining').textContent()).toBe('$9,200.00');
  });
});
