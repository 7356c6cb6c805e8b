import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { app, field } from './app';

/**
 * The demo operator the server seeds with the demo data (README, "Demo accounts"): its password
 * and authenticator secret are public, for local use and these tests only.
 */
export const DEMO_OPERATOR = {
  email: 'operator@demo.test',
  password: 'demo-operator-password-2026',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

/** The 6-digit code an authenticator app shows now for `secret` (RFC 6238: SHA-1, 30 s). */
export function authenticatorCode(secret: string = DEMO_OPERATOR.totpSecret): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

/**
 * Opens the console as a person would: the console sends them to its sign-in page, they type
 * email, password and the current code, and land back on the page they opened.
 */
export async function signInAsOperator(page: Page, path = '/operator'): Promise<void> {
  await page.goto(app(path));
  await page.waitForURL((url) => url.pathname === app('/operator/login'));
  await field(page, 'Email').fill(DEMO_OPERATOR.email);
  await field(page, 'Password').fill(DEMO_OPERATOR.password);
  await page.getByRole('textbox', { name: /^6-digit code/ }).fill(authenticatorCode());
  await page.getByRole('form', { name: 'Operator sign-in' }).getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith(app('/operator/')) && url.pathname !== app('/operator/login'));
}
