import type { LineFindings } from './invoices.repository';
import type { LineMatch } from './three-way-match';

/**
 * What the match found of a line, in the columns the line keeps it in. One mapping for the line as
 * issued and as matched again after late goods, so the two never keep different findings.
 */
export function lineFindingsOf(found: LineMatch): LineFindings {
  return {
    match_status: found.status,
    billable_quantity: found.billable_quantity,
    po_unit_price_cents: found.po_unit_price_cents,
    quantity_variance: found.quantity_variance,
    price_variance_cents: found.price_variance_cents,
    match_message: found.message,
  };
}
