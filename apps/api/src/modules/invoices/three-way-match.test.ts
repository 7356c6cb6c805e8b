import type { InvoiceToleranceValues } from '@marketplace/contracts';
import { describe, expect, it } from 'vitest';
import { matchLine, threeWayMatch, withinTolerance } from './three-way-match';
import type { BilledLine, OrderedLine } from './three-way-match';

/** 2% / $50 on price and total; 10% / 3 units on quantity, so both quantity limits can be reached. */
const tolerances: InvoiceToleranceValues = {
  price_basis_points: 200,
  price_amount_cents: 5_000,
  quantity_basis_points: 1_000,
  quantity_units: 3,
  total_basis_points: 200,
  total_amount_cents: 5_000,
};
const usd = { invoice: 'USD', purchaseOrder: 'USD' };

function ordered(overrides: Partial<OrderedLine> = {}): OrderedLine {
  return { id: 'line-1', quantity: 100, unit_price_cents: 1_000, quantity_received: 100, unit_of_measure: 'each', status: 'delivered', already_invoiced: 0, ...overrides };
}
function billed(overrides: Partial<BilledLine> = {}): BilledLine {
  return { line_item_id: 'line-1', quantity: 100, unit_price_cents: 1_000, unit_of_measure: null, ...overrides };
}
const statusOf = (line: Partial<BilledLine>, po: Partial<OrderedLine> = {}, limits = tolerances) => matchLine(billed(line), ordered(po), usd, limits).status;

describe('withinTolerance', () => {
  it('passes exactly at the percent and refuses one over it', () => {
    // 2% of 1000 is 20.
    expect(withinTolerance(20, 1_000, 200, 1_000_000)).toBe(true);
    expect(withinTolerance(21, 1_000, 200, 1_000_000)).toBe(false);
  });

  it('passes exactly at the amount and refuses one over it, whatever the percent allows', () => {
    expect(withinTolerance(5_000, 1_000_000, 200, 5_000)).toBe(true);
    expect(withinTolerance(5_001, 1_000_000, 200, 5_000)).toBe(false);
  });

  it('always passes billing less, and nothing over a base of zero', () => {
    expect(withinTolerance(-500, 1_000, 0, 0)).toBe(true);
    expect(withinTolerance(0, 0, 0, 0)).toBe(true);
    expect(withinTolerance(1, 0, 10_000, 1_000)).toBe(false);
  });
});

describe('matchLine: price', () => {
  it('is matched at the purchase order’s price or below it', () => {
    expect(statusOf({})).toBe('matched');
    expect(statusOf({ unit_price_cents: 900 })).toBe('matched');
  });

  it('passes a unit price exactly 2% over, and refuses a cent more', () => {
    expect(statusOf({ unit_price_cents: 1_020, quantity: 10 })).toBe('within_tolerance');
    expect(statusOf({ unit_price_cents: 1_021, quantity: 10 })).toBe('price_exception');
  });

  it('passes a line exactly $50 over in all, and refuses a cent more, even within the percent', () => {
    // $10.00 → $10.20 (2%) on 250 units is $50.00 over; on 251 it is $50.20.
    const manyReceived = { quantity: 1_000, quantity_received: 1_000 };
    expect(statusOf({ unit_price_cents: 1_020, quantity: 250 }, manyReceived)).toBe('within_tolerance');
    expect(statusOf({ unit_price_cents: 1_020, quantity: 251 }, manyReceived)).toBe('price_exception');
    // A price of $3,000.00 a unit: 1 cent over on 5000 units is $50.00; on 5001, $50.01.
    const dear = { unit_price_cents: 300_000, quantity: 10_000, quantity_received: 10_000 };
    expect(statusOf({ unit_price_cents: 300_001, quantity: 5_000 }, dear)).toBe('within_tolerance');
    expect(statusOf({ unit_price_cents: 300_001, quantity: 5_001 }, dear)).toBe('price_exception');
  });

  it('says what the purchase order says', () => {
    expect(matchLine(billed({ unit_price_cents: 1_500 }), ordered(), usd, tolerances)).toMatchObject({ price_variance_cents: 500, po_unit_price_cents: 1_000, message: 'Billed $15.00 a unit; the purchase order says $10.00.' });
  });
});

describe('matchLine: quantity', () => {
  it('bills what was received less what other invoices billed', () => {
    expect(matchLine(billed({ quantity: 40 }), ordered({ already_invoiced: 60 }), usd, tolerances)).toMatchObject({ status: 'matched', billable_quantity: 40, quantity_variance: 0 });
    expect(matchLine(billed({ quantity: 30 }), ordered({ quantity_received: 50 }), usd, tolerances)).toMatchObject({ status: 'matched', billable_quantity: 50, quantity_variance: -20 });
  });

  it('passes 10% over the billable quantity, and refuses a unit more', () => {
    // 20 billable: 10% is 2 units, within the 3 units.
    const twenty = { quantity_received: 20 };
    expect(statusOf({ quantity: 22 }, twenty)).toBe('within_tolerance');
    expect(statusOf({ quantity: 23 }, twenty)).toBe('qty_exception');
  });

  it('passes 3 units over, and refuses a fourth, even within 10%', () => {
    expect(statusOf({ quantity: 103 })).toBe('within_tolerance');
    expect(statusOf({ quantity: 104 })).toBe('qty_exception');
  });

  it('refuses billing again what another invoice billed', () => {
    expect(matchLine(billed({ quantity: 100 }), ordered({ already_invoiced: 100 }), usd, tolerances)).toMatchObject({ status: 'qty_exception', billable_quantity: 0, quantity_variance: 100 });
  });

  it('refuses any quantity over when the tolerance is zero', () => {
    const strict = { ...tolerances, quantity_basis_points: 0, quantity_units: 0 };
    expect(statusOf({ quantity: 100 }, {}, strict)).toBe('matched');
    expect(statusOf({ quantity: 101 }, {}, strict)).toBe('qty_exception');
  });

  it('names the quantity first when both the quantity and the price are over', () => {
    expect(statusOf({ quantity: 150, unit_price_cents: 2_000 })).toBe('qty_exception');
  });

  it('awaits receipt while nothing of the line was counted', () => {
    expect(statusOf({ quantity: 1 }, { quantity_received: null, status: 'shipped' })).toBe('awaiting_receipt');
    expect(statusOf({ quantity: 1 }, { quantity_received: 0, status: 'confirmed' })).toBe('awaiting_receipt');
  });
});

describe('matchLine: hard exceptions', () => {
  it('leaves unmatched a line with no purchase order line, another currency, another unit or a cancelled line', () => {
    expect(matchLine(billed({ line_item_id: null }), undefined, usd, tolerances).status).toBe('unmatched');
    expect(matchLine(billed(), ordered(), { invoice: 'CAD', purchaseOrder: 'USD' }, tolerances)).toMatchObject({ status: 'unmatched', message: 'Billed in CAD; the purchase order is in USD.' });
    expect(statusOf({ unit_of_measure: 'box' })).toBe('unmatched');
    expect(statusOf({ unit_of_measure: ' Each ' })).toBe('matched');
    expect(statusOf({}, { status: 'cancelled' })).toBe('unmatched');
  });
});

describe('threeWayMatch', () => {
  const lines = new Map([
    ['a', ordered({ id: 'a', unit_price_cents: 100_000, quantity: 10, quantity_received: 10 })],
    ['b', ordered({ id: 'b', unit_price_cents: 100_000, quantity: 10, quantity_received: 10 })],
  ]);
  const match = (billedLines: BilledLine[], freight = 0) => threeWayMatch({ invoiceCurrency: 'USD', purchaseOrderCurrency: 'USD', lines: billedLines, ordered: lines, freight_cents: freight, tolerances });

  it('is matched when every line and the total pass', () => {
    const result = match([billed({ line_item_id: 'a', quantity: 10, unit_price_cents: 100_000 })]);
    expect(result).toMatchObject({ status: 'matched', subtotal_cents: 1_000_000, expected_cents: 1_000_000, total_variance_cents: 0, total_within_tolerance: true });
  });

  it('passes freight up to the total tolerance ($50 here), and refuses a cent more', () => {
    const one = [billed({ line_item_id: 'a', quantity: 10, unit_price_cents: 100_000 })];
    expect(match(one, 5_000)).toMatchObject({ status: 'matched', total_variance_cents: 5_000 });
    expect(match(one, 5_001)).toMatchObject({ status: 'exception', total_within_tolerance: false });
  });

  it('adds up variances each within tolerance into a total over it', () => {
    // Each line $10.00 over a unit on 3 units: $30 per line, within $50; $60 in all, over $50.
    const result = match([billed({ line_item_id: 'a', quantity: 3, unit_price_cents: 101_000 }), billed({ line_item_id: 'b', quantity: 3, unit_price_cents: 101_000 })]);
    expect(result.lines.map((line) => line.status)).toEqual(['within_tolerance', 'within_tolerance']);
    expect(result).toMatchObject({ status: 'exception', total_variance_cents: 6_000, expected_cents: 600_000 });
  });

  it('is an exception when any line is, and counts an unmatched line’s whole amount as over', () => {
    const result = match([billed({ line_item_id: 'a', quantity: 10, unit_price_cents: 100_000 }), billed({ line_item_id: null, quantity: 1, unit_price_cents: 100 })]);
    expect(result.lines.map((line) => line.status)).toEqual(['matched', 'unmatched']);
    expect(result).toMatchObject({ status: 'exception', total_variance_cents: 100, total_within_tolerance: true });
  });
});
