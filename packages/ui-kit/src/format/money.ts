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

let percentFormat: Intl.NumberFormat | null = null;

/**
 * A rate in basis points (hundredths of a percent, as the API sends commission rates) as a
 * percentage in US English: 500 → "5%", 250 → "2.5%", 1234 → "12.34%". Beside the money it is a
 * rate of, so pages that show both load one small module.
 */
export function formatBasisPoints(basisPoints: number): string {
  // Made on first use, like the money formats: a page that shows no rate never builds it.
  percentFormat ??= new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 });
  return percentFormat.format(basisPoints / 10_000);
}

// Amounts typed in dollars and sent in cents: every money field of a form reads and fills with these.

/** A typed amount of dollars ("2500", "$12,500.50") in cents, or null when it is not an amount. */
export function centsOfDollars(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the dollars an amount field shows, e.g. 250000 → "2500.00". */
export function dollarsOfCents(cents: number): string {
  return (cents / 100).toFixed(2);
}
