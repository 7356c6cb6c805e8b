/** A typed percentage ("5", "2.75%") in basis points (500, 275), or null when it is not one. */
export function basisPointsOfPercent(text: string): number | null {
  const cleaned = text.trim().replace(/%$/, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
