/** What a cart line awarded from a quote carries (decision 0611); all null on other lines. */
export interface QuotedTerms {
  quote_line_id: string | null;
  quoted_unit_price_cents: number | null;
  /** YYYY-MM-DD, the last day (UTC) the supplier's answer holds. */
  quote_valid_until: string | null;
}

/**
 * The quoted unit price if it still holds on `now`'s UTC date, else null: the line is then priced
 * from the catalogue like any other. Checkout and the cart page both price through this, so what
 * the builder is shown is what is charged.
 */
export function quotedPriceInForce(terms: QuotedTerms, now: Date): number | null {
  if (terms.quote_line_id === null || terms.quoted_unit_price_cents === null || terms.quote_valid_until === null) return null;
  return terms.quote_valid_until >= now.toISOString().slice(0, 10) ? terms.quoted_unit_price_cents : null;
}
