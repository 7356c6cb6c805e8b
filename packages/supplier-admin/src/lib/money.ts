/** Cents as the dollars a price field shows, e.g. 1450 → "14.50". */
export function dollarsOf(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A typed price ("14.5", "$1,299.00") in cents, or null when it is not a price. */
export function centsOf(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
