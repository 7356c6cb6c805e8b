const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats integer cents as money in US English ("$1,234.50"). Amounts travel as integer cents so
 * that no float ever rounds a price; only the display divides.
 */
export function formatMoney(cents: number, currency = 'USD'): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(cents / 100);
}
