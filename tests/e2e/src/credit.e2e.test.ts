import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { app, signUpWithFirstProject } from './support/app';
import { launchBrowser, newPage } from './support/browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

let browser: Browser;
let page: Page;

const projectName = 'Dogpatch Duplex';
const supplier = 'Northwind Lumber Co.';
/** The limit asked for: First Platypus Bank's $250,000 covers it, so the rules approve it as asked. */
const requestedLimitCents = 2_000_000;

/** The order placed on terms, as the confirmation shows it. */
let orderTotalCents: number;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Cents as the app shows them, e.g. 2000000 → "$20,000.00". */
const money = (cents: number) => dollars.format(cents / 100);
/** "$1,234.56" → 123456. */
const centsOf = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

/** A form field by its label, inside a scope (a dialog, a form); required fields add an asterisk. */
const labelled = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}\\*?$`));

/** The app's flash message with this text, at this level (success and warning are statuses, errors alerts). */
const flash = (text: string, level: 'success' | 'error') =>
  page
    .getByRole(level === 'error' ? 'alert' : 'status')
    .and(page.locator(`[data-level="${level}"]`))
    .filter({ hasText: text });

/**
 * Runs an action and waits for the flash message it shows. The wait starts before the action:
 * a flash hides by itself after a few seconds, which a loaded machine must not make it miss.
 */
async function expectFlash(action: () => Promise<void>, text: string, level: 'success' | 'error' = 'success') {
  const shown = flash(text, level).waitFor({ timeout: 20_000 });
  // Reported by the await below; an action that fails first must not leave it unhandled.
  shown.catch(() => undefined);
  await action();
  await shown;
}

/** One figure of the "Your credit" card, e.g. "Available credit". */
const creditFigure = (name: string) =>
  page
    .getByRole('region', { name: 'Your credit' })
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) })
    .locator('dd');

/** Waits until a figure of the "Your credit" card shows this value (its data may still be on its way). */
async function expectFigure(name: string, value: string) {
  await expect.poll(() => creditFigure(name).textContent(), { timeout: 15_000 }).toBe(value);
}

const applicationForm = () => page.getByRole('form', { name: 'Credit application' });

/** Opens the credit page from the main navigation. */
async function openCreditPage() {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Credit', exact: true }).click();
  await page.waitForURL((url) => url.pathname === app('/credit'));
  await page.getByRole('heading', { level: 1, name: 'Business credit' }).waitFor();
}

/** Saves the current step of the application and waits for the next one's heading. */
async function continueTo(step: string) {
  await applicationForm().getByRole('button', { name: 'Save and continue' }).click();
  await applicationForm().getByRole('heading', { name: step, exact: true }).waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, baseUrl);
  await signUpWithFirstProject(
    page,
    dataDir,
    { firstName: 'Amara', lastName: 'Okafor', company: 'Okafor Framing', password: 'dogpatch-duplex-2026' },
    { name: projectName, street: '1000 Indiana St', city: 'San Francisco', state: 'CA', zip: '94107' },
  );
});

afterAll(async () => {
  await browser?.close();
});

describe('a new builder links a bank, is approved for credit and orders on terms', () => {
  it('starts with no application, no credit and no bank', async () => {
    await openCreditPage();
    await expectFigure('Application', 'Not started');
    await expectFigure('Available credit', money(0));
    await page.getByRole('region', { name: 'Linked bank accounts' }).getByRole('heading', { name: 'No bank linked yet' }).waitFor();
  });

  it('links First Platypus Bank through the sandbox dialog', async () => {
    const accountsCard = page.getByRole('region', { name: 'Linked bank accounts' });
    await accountsCard.getByRole('button', { name: 'Link a bank account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link your bank (sandbox)' });
    await dialog.getByRole('radio', { name: /First Platypus Bank/ }).check();
    await labelled(dialog, 'Username').fill('user_good');
    await labelled(dialog, 'Password').fill('pass_good');
    await expectFlash(() => dialog.getByRole('button', { name: 'Link bank' }).click(), 'Bank Enrollment has been added successfully');
    await dialog.waitFor({ state: 'hidden' });

    // Both accounts of the bank are listed with their available balances.
    const accounts = accountsCard.getByRole('list', { name: 'Linked bank accounts' }).getByRole('listitem');
    const checking = accounts.filter({ hasText: 'Business Checking' });
    await checking.waitFor();
    expect(await accounts.count()).toBe(2);
    expect(await checking.textContent()).toContain('•••• 0000');
    expect(await checking.textContent()).toContain('First Platypus Bank');
    expect(await checking.textContent()).toContain('$250,000.00 available');
    expect(await accounts.filter({ hasText: 'Business Savings' }).textContent()).toContain('$75,000.00 available');
  });

  it('applies in five steps and is approved at the requested limit', { timeout: 120_000 }, async () => {
    const form = applicationForm();
    await form.getByRole('heading', { name: 'Company', exact: true }).waitFor();
    await labelled(form, 'Legal company name').fill('Okafor Framing LLC');
    await labelled(form, 'EIN').fill('94-1234567');
    await labelled(form, 'Contact name').fill('Amara Okafor');
    await labelled(form, 'Contact email').fill('amara.okafor@example.com');
    await labelled(form, 'Contact phone').fill('(415) 555-0142');
    await continueTo('Financials');
    // The first step saved the draft: the page now offers to continue it.
    await page.getByRole('heading', { name: 'Continue your application' }).waitFor();
    await expectFigure('Application', 'Draft');

    await labelled(form, 'Years in business').fill('7');
    await labelled(form, 'Annual revenue \\(USD\\)').fill('3,200,000');
    await continueTo('Requested limit');
    await labelled(form, 'Requested credit limit \\(USD\\)').fill('20,000');
    await continueTo('Bank account');
    await form.getByRole('radio', { name: /First Platypus Bank, Business Checking •••• 0000 \(\$250,000\.00 available\)/ }).check();
    await continueTo('Review');

    // The review shows what was entered, and the balance read now covers the limit.
    const review = form.locator('dl');
    const reviewed = async (label: string) => review.locator('div').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd').textContent();
    expect(await reviewed('Legal company name')).toBe('Okafor Framing LLC');
    expect(await reviewed('Years in business')).toBe('7');
    expect(await reviewed('Annual revenue (USD)')).toBe('$3,200,000.00');
    expect(await reviewed('Requested credit limit (USD)')).toBe(money(requestedLimitCents));
    expect(await reviewed('Bank account')).toBe('First Platypus Bank, Business Checking •••• 0000');
    await form.getByRole('status').filter({ hasText: 'Your verified balance is $250,000.00: it covers the requested limit.' }).waitFor();

    await expectFlash(
      () => form.getByRole('button', { name: 'Submit application' }).click(),
      `Approved: you have ${money(requestedLimitCents)} of credit to pay for orders on terms.`,
    );
    await form.waitFor({ state: 'detached' });
    await expectFigure('Application', 'Approved');
    await expectFigure('Available credit', money(requestedLimitCents));
    await expectFigure('Approved limit', money(requestedLimitCents));
    await expectFigure('Open orders on terms', money(0));
    await page.getByRole('list', { name: 'Decision reasons' }).getByText('The verified bank balance of $250,000 covers the requested limit.').waitFor();
  });

  it('adds an offer to the project’s cart', async () => {
    await page.getByRole('searchbox', { name: 'Search products' }).fill('stud');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === app('/products') && url.searchParams.get('search') === 'stud');
    const card = page.locator('main article').filter({ hasText: `Sold by ${supplier}` }).first();
    await card.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith(app('/product/')));
    await expectFlash(
      () => page.getByRole('form', { name: 'Add to cart' }).getByRole('button', { name: /Add to cart/ }).click(),
      `Added to the cart of ${projectName}`,
    );
    await page.goto(app('/cart'));
    await page.getByRole('region', { name: supplier }).waitFor();
  });

  it('places the order on terms and sees it with its purchase order', async () => {
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL('**/app/v2/checkout');

    // A first order asks for the terms of service; paying on terms is offered once they are accepted.
    const termsOfService = page.getByRole('heading', { name: 'Terms of service' });
    const payment = page.getByRole('complementary', { name: 'Payment' });
    const payOnTerms = payment.getByRole('heading', { name: 'Pay on terms' });
    await termsOfService.or(payOnTerms).first().waitFor();
    if (await termsOfService.isVisible()) {
      await page.getByRole('checkbox', { name: /accept the marketplace terms/ }).check({ force: true });
      await expectFlash(() => page.getByRole('button', { name: 'Accept and continue' }).click(), 'Thank you for accepting the terms of service.');
    }
    await payOnTerms.waitFor();
    await payment.getByText(`Available credit: ${money(requestedLimitCents)}`).waitFor();

    const placeOnTerms = payment.getByRole('button', { name: /^Place the order on terms \(\$[\d,.]+\)$/ });
    const label = (await placeOnTerms.textContent()) ?? '';
    orderTotalCents = centsOf(label.match(/\$[\d,.]+/)?.[0] ?? '');
    expect(orderTotalCents).toBeGreaterThan(0);
    expect(orderTotalCents).toBeLessThanOrEqual(requestedLimitCents);
    // The card option stays beside it, for the same total.
    await payment.getByRole('button', { name: `Pay ${money(orderTotalCents)} by card` }).waitFor();

    // Placing on terms states the net terms and the due date, and waits for the builder to confirm.
    await placeOnTerms.click();
    const confirmation = page.getByRole('alertdialog', { name: 'Place this order on terms?' });
    await confirmation.getByText('Net 30 on your business credit').waitFor();
    await confirmation.getByText(money(orderTotalCents), { exact: true }).waitFor();
    await confirmation.getByRole('button', { name: 'Place the order' }).click();
    await page.waitForURL((url) => url.pathname === app('/checkout-return') && url.searchParams.has('order_id'), { timeout: 20_000 });
    const heading = page.getByRole('heading', { name: /^Order ORD-\d+ placed on terms$/ });
    await heading.waitFor();
    const number = (await heading.textContent())?.match(/ORD-\d+/)?.[0];
    await page
      .getByText(`${money(orderTotalCents)} on your business credit; ${money(requestedLimitCents - orderTotalCents)} of credit is still available.`)
      .waitFor();

    // One supplier, one purchase order, with the item ordered.
    const purchaseOrders = page.getByRole('region', { name: 'Purchase orders' }).locator('ul').first().locator(':scope > li');
    expect(await purchaseOrders.count()).toBe(1);
    const purchaseOrder = (await purchaseOrders.first().textContent()) ?? '';
    expect(purchaseOrder).toContain(`${number}-1`);
    expect(purchaseOrder).toContain(`${supplier}: ${money(orderTotalCents)}`);
    expect(await purchaseOrders.first().getByRole('listitem').count()).toBe(1);
    expect(await purchaseOrders.first().getByRole('listitem').textContent()).toMatch(/^\d+ × .+, .+$/);

    // The ordered items left the cart.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart', exact: true }).click();
    await page.waitForURL((url) => url.pathname === app('/cart'));
    await page.getByRole('heading', { name: /cart is empty/i }).waitFor();
  });

  it('sees the available credit reduced by the order total', async () => {
    await openCreditPage();
    await expectFigure('Available credit', money(requestedLimitCents - orderTotalCents));
    await expectFigure('Open orders on terms', money(orderTotalCents));
    await expectFigure('Approved limit', money(requestedLimitCents));
    await expectFigure('Application', 'Approved');
  });
});
