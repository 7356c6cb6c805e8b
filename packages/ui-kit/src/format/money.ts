const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Integer cents as money in US English ("$1,234.50"). Amounts travel as integer cents so that no
 * float ever rounds a price; only the display divides. Null or undefined shows a dash.
 */
export function formatMoney(cents: number | null | undefined, currency = 'USD'): string {
  if (cents === null || cents === undefined) return '—';
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(cents / 100);
}
