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
