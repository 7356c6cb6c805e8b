const percentFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 });

/** A commission in basis points as a percentage: 500 → "5%", 250 → "2.5%". */
export function formatCommissionRate(basisPoints: number): string {
  return percentFormat.format(basisPoints / 10_000);
}

/** A typed percentage ("5", "2.75%") in basis points (500, 275), or null when it is not one. */
export function basisPointsOfPercent(text: string): number | null {
  const cleaned = text.trim().replace(/%$/, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
