import type { Page } from 'playwright-core';

/** An address inside the app, under its base path. */
export const app = (path: string) => `/app/v2${path}`;

/** The app home is the base path, with or without its trailing slash. */
export const isAppHome = (url: URL) => url.pathname.replace(/\/$/, '') === '/app/v2';

/** A form field by its exact label; required fields show a decorative asterisk after it. */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

/** The navigation's project picker (its trigger names the label and the chosen project). */
export const projectPicker = (page: Page) => page.getByRole('button', { name: /Ordering for/ });

/** The password of every demo account the server seeds. */
export const DEMO_PASSWORD = 'demo-password-2026';

/** Signs in through the sign-in page, as a person would. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto(app('/login'));
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs out through the account menu and waits for the sign-in page. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL('**/app/v2/login');
}

/** Chooses the project the catalogue shows delivery for. */
export async function chooseProject(page: Page, name: string) {
  await projectPicker(page).click();
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}
