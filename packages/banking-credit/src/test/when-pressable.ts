/**
 * Waits until a button takes presses: enabled and not busy. The bank-link button ignores presses
 * while the provider and the link token load (it shows a spinner), so a test or story that
 * presses it at once may press nothing. A plain poll rather than a runner's `waitFor`, so that
 * tests (Testing Library) and stories (Storybook's test runner) share it.
 */
export async function whenPressable(button: HTMLElement, timeoutMs = 10_000): Promise<HTMLElement> {
  const deadline = Date.now() + timeoutMs;
  while ((button as HTMLButtonElement).disabled || button.getAttribute('aria-busy') === 'true') {
    if (Date.now() > deadline) throw new Error(`The button "${button.textContent ?? ''}" took no presses within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return button;
}
