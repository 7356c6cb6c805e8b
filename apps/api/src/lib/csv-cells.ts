/**
 * A spreadsheet program runs a cell that starts with one of these as a formula; text someone
 * typed (a product or company name) must stay text (OWASP "CSV injection"), so such a cell gets a
 * leading quote.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text someone typed, kept text in a CSV cell; amounts are written by us and stay numbers. */
export function csvText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Cents as a spreadsheet reads a decimal amount ("1234.50"), exact: no floating point. */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
