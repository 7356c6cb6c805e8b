const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as US dollars, e.g. 123456 → "$1,234.56"; null shows a dash. */
export function formatCents(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '—' : dollars.format(cents / 100);
}

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
