import type { InvoiceLineMatchStatus, InvoiceToleranceValues } from '@marketplace/contracts';
import type { LineItemStatus } from '../../db/ordering-schema';
import { formatMoney } from '../../lib/money';

/*
 * Three-way match (decision 0610): each billed line against the purchase order's price and what
 * the site counted. Pure, so every boundary is tested without a database.
 */

/** A purchase-order line as the match needs it. */
export interface OrderedLine {
  id: string;
  quantity: number;
  unit_price_cents: number;
  /** What the site counted so far (null: nothing). */
  quantity_received: number | null;
  unit_of_measure: string;
  status: LineItemStatus;
  /** What other invoices of the line that are not void billed already. */
  already_invoiced: number;
}

/** A line as the supplier bills it. */
export interface BilledLine {
  line_item_id: string | null;
  quantity: number;
  unit_price_cents: number;
  unit_of_measure: string | null;
}

/** What the match found of one line. */
export interface LineMatch {
  status: InvoiceLineMatchStatus;
  billable_quantity: number | null;
  po_unit_price_cents: number | null;
  quantity_variance: number | null;
  price_variance_cents: number | null;
  /** The purchase order's value of what this line bills: up to the billable quantity at its price. */
  expected_cents: number;
  message: string;
}

/** What the match found of the invoice. */
export interface InvoiceMatch {
  lines: LineMatch[];
  subtotal_cents: number;
  expected_cents: number;
  /** Goods and freight − expected: freight is not on the purchase order, so it counts as over. */
  total_variance_cents: number;
  total_within_tolerance: boolean;
  status: 'matched' | 'exception';
}

/** Everything a match reads. */
export interface MatchInput {
  invoiceCurrency: string;
  purchaseOrderCurrency: string;
  lines: readonly BilledLine[];
  ordered: ReadonlyMap<string, OrderedLine>;
  freight_cents: number;
  tolerances: InvoiceToleranceValues;
}

/** The line statuses that let an invoice be matched. */
const PASSING: ReadonlySet<InvoiceLineMatchStatus> = new Set(['matched', 'within_tolerance']);

/**
 * Whether a variance is within a tolerance of a percent (basis points of `base`) and an amount:
 * over either limit is out, exactly at a limit is in, and billing less (a variance of 0 or below)
 * always passes. Integer arithmetic throughout, so a cent is never lost to rounding.
 */
export function withinTolerance(variance: number, base: number, basisPoints: number, amount: number): boolean {
  if (variance <= 0) return true;
  return variance * 10_000 <= Math.max(base, 0) * basisPoints && variance <= amount;
}

/** Units compare as words, whatever their case or spacing ("Each" is "each"). */
const sameUnit = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const unmatched = (message: string): LineMatch => ({ status: 'unmatched', billable_quantity: null, po_unit_price_cents: null, quantity_variance: null, price_variance_cents: null, expected_cents: 0, message });

/** One billed line against its purchase-order line (if any) and what was received. */
export function matchLine(billed: BilledLine, ordered: OrderedLine | undefined, currencies: { invoice: string; purchaseOrder: string }, tolerances: InvoiceToleranceValues): LineMatch {
  // Hard exceptions, never within any tolerance (PROCUREMENT.md): nothing to compare with.
  if (!ordered) return unmatched('The purchase order has no such line.');
  if (currencies.invoice !== currencies.purchaseOrder) return unmatched(`Billed in ${currencies.invoice}; the purchase order is in ${currencies.purchaseOrder}.`);
  if (billed.unit_of_measure !== null && !sameUnit(billed.unit_of_measure, ordered.unit_of_measure)) {
    return unmatched(`Billed per ${billed.unit_of_measure}; the purchase order line is per ${ordered.unit_of_measure}.`);
  }
  if (ordered.status === 'cancelled') return unmatched('This purchase order line was cancelled.');

  const received = ordered.quantity_received ?? 0;
  const billable = Math.max(received - ordered.already_invoiced, 0);
  const quantityVariance = billed.quantity - billable;
  const priceVariance = billed.unit_price_cents - ordered.unit_price_cents;
  const money = (cents: number) => formatMoney(cents, currencies.invoice);
  const facts = {
    billable_quantity: billable,
    po_unit_price_cents: ordered.unit_price_cents,
    quantity_variance: quantityVariance,
    price_variance_cents: priceVariance,
    expected_cents: Math.min(billed.quantity, billable) * ordered.unit_price_cents,
  };
  if (received === 0) return { status: 'awaiting_receipt', ...facts, message: 'Nothing of this line was received yet.' };

  const quantityOk = withinTolerance(quantityVariance, billable, tolerances.quantity_basis_points, tolerances.quantity_units);
  // The percent is of the unit price; the amount is of the whole line (the difference on every unit billed).
  const priceOk = priceVariance <= 0 || (withinTolerance(priceVariance, ordered.unit_price_cents, tolerances.price_basis_points, Number.MAX_SAFE_INTEGER) && priceVariance * billed.quantity <= tolerances.price_amount_cents);
  const counted = `${received} received, ${ordered.already_invoiced} billed before`;
  // Quantity first: the site's count is the firmer evidence of the two.
  if (!quantityOk) return { status: 'qty_exception', ...facts, message: `Billed ${billed.quantity}, ${billable} billable (${counted}): ${quantityVariance} over.` };
  if (!priceOk) return { status: 'price_exception', ...facts, message: `Billed ${money(billed.unit_price_cents)} a unit; the purchase order says ${money(ordered.unit_price_cents)}.` };
  if (quantityVariance <= 0 && priceVariance <= 0) return { status: 'matched', ...facts, message: `Billed ${billed.quantity} of ${billable} billable at the purchase order's price or less.` };
  const over = [quantityVariance > 0 ? `${quantityVariance} over the billable ${billable}` : null, priceVariance > 0 ? `${money(priceVariance)} a unit over the purchase order's price` : null].filter(Boolean).join(' and ');
  return { status: 'within_tolerance', ...facts, message: `Within tolerance: ${over}.` };
}

/**
 * Matches an invoice: each line on its own, then goods and freight against the purchase order's
 * value of what is billed. Matched when every line is matched or within tolerance and the total is
 * within the total tolerance; otherwise an exception.
 */
export function threeWayMatch(input: MatchInput): InvoiceMatch {
  const currencies = { invoice: input.invoiceCurrency, purchaseOrder: input.purchaseOrderCurrency };
  const lines = input.lines.map((billed) => matchLine(billed, billed.line_item_id === null ? undefined : input.ordered.get(billed.line_item_id), currencies, input.tolerances));
  const subtotal = input.lines.reduce((sum, line) => sum + line.quantity * line.unit_price_cents, 0);
  const expected = lines.reduce((sum, line) => sum + line.expected_cents, 0);
  const variance = subtotal + input.freight_cents - expected;
  const totalOk = withinTolerance(variance, expected, input.tolerances.total_basis_points, input.tolerances.total_amount_cents);
  return {
    lines,
    subtotal_cents: subtotal,
    expected_cents: expected,
    total_variance_cents: variance,
    total_within_tolerance: totalOk,
    status: totalOk && lines.every((line) => PASSING.has(line.status)) ? 'matched' : 'exception',
  };
}

/** A line's finding as the history and the emails say it. */
export interface DescribedLine {
  description: string;
  match_status: InvoiceLineMatchStatus;
  match_message: string;
}

/**
 * What keeps an invoice from matching, in words: each line neither matched nor within tolerance
 * ("Screws: Billed 5, 2 billable…"), and the total when it is over.
 */
export function matchFindings(lines: readonly DescribedLine[], match: Pick<InvoiceMatch, 'total_within_tolerance' | 'total_variance_cents'>, currency: string): { exceptions: string[]; totalNote: string | null } {
  const exceptions = lines.filter((line) => !PASSING.has(line.match_status)).map((line) => `${line.description}: ${line.match_message}`);
  const totalNote = match.total_within_tolerance ? null : `Goods and freight are ${formatMoney(match.total_variance_cents, currency)} over the purchase order's value of what is billed.`;
  return { exceptions, totalNote };
}
