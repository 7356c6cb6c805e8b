import type { Page } from 'playwright-core';

/**
 * Runs an action and waits for the success flash it shows. The wait starts before the action,
 * since a flash hides by itself after a few seconds.
 */
export async function expectSuccess(page: Page, action: () => Promise<void>, text: string | RegExp): Promise<void> {
  const shown = page.getByRole('status').and(page.locator('[data-level="success"]')).filter({ hasText: text }).waitFor({ timeout: 20_000 });
  shown.catch(() => undefined);
  await action();
  await shown;
}
