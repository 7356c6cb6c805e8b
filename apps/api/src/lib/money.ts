/** Integer cents as a sentence shows them ("$1,234.50"): emails, PDFs and error messages. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}
