import type { Page } from 'playwright-core';
import { app, field } from './app';

/** The product cards of the catalogue's result list. */
export const searchResults = (page: Page) => page.locator('main article');

/** One supplier's group on the cart page. */
export const cartGroup = (page: Page, supplier: string) => page.getByRole('region', { name: supplier });

/** Searches the catalogue from the header's search bar and waits for the first result. */
export async function searchProducts(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search products' }).fill(text);
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await page.waitForURL((url) => url.pathname === app('/products') && url.searchParams.get('search') === text);
  await searchResults(page).first().waitFor();
}

/** Opens the first result sold by `supplier` and adds its minimum order to the cart of `project`. */
export async function addFirstOfferOf(page: Page, supplier: string, project: string) {
  const card = searchResults(page).filter({ hasText: `Sold by ${supplier}` }).first();
  await card.getByRole('link').first().click();
  await page.waitForURL((url) => url.pathname.startsWith(app('/product/')));
  await page.getByRole('form', { name: 'Add to cart' }).getByRole('button', { name: /Add to cart/ }).click();
  await page.getByText(`Added to the cart of ${project}`).waitFor();
}

/** From the cart page to checkout. */
export async function proceedToCheckout(page: Page) {
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await page.waitForURL('**/app/v2/checkout');
}

/** Accepts the terms of service checkout asks for before a company's first order. */
export async function acceptTermsAtCheckout(page: Page) {
  await page.getByRole('checkbox', { name: /accept the marketplace terms/ }).check({ force: true });
  await page.getByRole('button', { name: 'Accept and continue' }).click();
}

/** Starts paying by card: the button that opens the card form names the total. */
export const payByCardButton = (page: Page) => page.getByRole('button', { name: /^Pay \$[\d,.]+ by card$/ });

/** Fills the sandbox card form and pays. */
export async function payWith(page: Page, cardNumber: string, cardholder: string) {
  await field(page, 'Card number').fill(cardNumber);
  await field(page, 'Expiry \\(MM/YY\\)').fill('12/30');
  await field(page, 'Security code').fill('123');
  await field(page, 'Name on card').fill(cardholder);
  await page.getByRole('form', { name: 'Card payment' }).getByRole('button', { name: /^Pay \$/ }).click();
}

/** Waits for the payment status page of a paid order, and answers the order's number. */
export async function placedOrderNumber(page: Page): Promise<string | undefined> {
  await page.waitForURL((url) => url.pathname === app('/checkout-return') && url.searchParams.has('session_id'));
  const heading = page.getByRole('heading', { name: /^Order ORD-\d+ placed$/ });
  await heading.waitFor();
  return (await heading.textContent())?.match(/ORD-\d+/)?.[0];
}
