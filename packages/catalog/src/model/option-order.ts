const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/** The leading measure of a value ("8 ft" → 8, "1-5/8 in" → 1.625, "5/8 in" → 0.625), or null. */
function leadingMeasure(value: string): number | null {
  const match = /^\s*(?:(\d+(?:\.\d+)?)(?:[\s-]+(\d+)\/(\d+))?|(\d+)\/(\d+))(?![\d/])/.exec(value);
  if (!match) return null;
  const [, whole, numerator, denominator, fractionTop, fractionBottom] = match;
  if (fractionTop !== undefined && fractionBottom !== undefined) return Number(fractionTop) / Number(fractionBottom);
  const fraction = numerator !== undefined && denominator !== undefined ? Number(numerator) / Number(denominator) : 0;
  return Number(whole) + fraction;
}

/**
 * Orders attribute option values as a builder reads sizes: by their measure ("8 ft" before
 * "12 ft", "5/8 in" before "3/4 in"), then numeric-aware by text ("2x4" before "2x10"); values
 * without a number follow those with one, alphabetically.
 */
export function compareOptionValues(a: string, b: string): number {
  const measureA = leadingMeasure(a);
  const measureB = leadingMeasure(b);
  if (measureA !== null && measureB !== null && measureA !== measureB) return measureA - measureB;
  if (measureA !== null && measureB === null) return -1;
  if (measureA === null && measureB !== null) return 1;
  return collator.compare(a, b);
}
