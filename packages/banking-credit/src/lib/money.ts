// Amounts typed into the application's dollar fields. Showing money goes through the ui-kit's
// formatMoney, like every page.

/** What a builder typed in a dollars field ("50,000", "$1,250.50") as cents; null when it is not an amount. */
export function parseDollars(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** Cents as the plain number a dollars field shows ("50000", "1250.5"). */
export function centsToInput(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : String(cents / 100);
}
