const percentFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 });

/** A commission in basis points as a percentage: 500 → "5%", 250 → "2.5%". */
export function formatCommissionRate(basisPoints: number): string {
  return percentFormat.format(basisPoints / 10_000);
}
