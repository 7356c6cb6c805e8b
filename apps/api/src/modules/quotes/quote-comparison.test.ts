import { describe, expect, it } from 'vitest';
import type { AnswerLineRow, AnswerRow } from './quote-answers.repository';
import { compareAnswers, presentAnswer, suppliedQuantity } from './quote-comparison';

const NOW = new Date('2026-05-10T12:00:00.000Z');
const asked = [
  { id: 'l1', quantity: 10 },
  { id: 'l2', quantity: 4 },
];

function answer(id: string, supplier: string, validUntil: string): AnswerRow {
  return { id, quote_request_id: 'r', supplier_company_id: supplier, supplier_name: supplier.toUpperCase(), version: 1, status: 'submitted', valid_until: validUntil, note: null, submitted_by: 'u', created_at: '', updated_at: '' };
}

function line(answerId: string, lineId: string, values: Partial<AnswerLineRow>): AnswerLineRow {
  return { id: `${answerId}-${lineId}`, quote_answer_id: answerId, quote_line_id: lineId, status: 'offered', psv_id: `psv-${answerId}`, unit_price_cents: null, available_quantity: null, ship_date: null, note: null, product_name: null, variant_name: null, ...values };
}

describe('comparing answers', () => {
  const rows = [
    line('a', 'l1', { unit_price_cents: 500 }),
    line('a', 'l2', { status: 'unavailable', psv_id: null }),
    line('b', 'l1', { unit_price_cents: 450, available_quantity: 6 }),
    line('b', 'l2', { unit_price_cents: 900 }),
    line('c', 'l1', { unit_price_cents: 100 }),
    line('c', 'l2', { status: 'offered', psv_id: null, unit_price_cents: 800 }),
  ];
  const answers = [answer('a', 'a', '2026-05-10'), answer('b', 'b', '2026-06-01'), answer('c', 'c', '2026-05-09')].map((row) => presentAnswer(asked, row, rows, 'USD', NOW));

  it('prices each line for what the supplier has, and totals what it offers', () => {
    expect(suppliedQuantity(10, null)).toBe(10);
    expect(suppliedQuantity(10, 6)).toBe(6);
    expect(answers[0]).toMatchObject({ expired: false, total_cents: 5000, lines: [{ line_total_cents: 5000 }, { line_total_cents: null }] });
    expect(answers[1]).toMatchObject({ total_cents: 450 * 6 + 900 * 4 });
    // Valid through its last day (UTC), expired the day after.
    expect(answers[2]!.expired).toBe(true);
  });

  it('marks the cheapest valid price per line, flags what was not offered, and what can be awarded', () => {
    const comparison = compareAnswers(asked, answers);
    const [first, second] = comparison.lines;
    expect(first!.offers.map((offer) => [offer.supplier_company_id, offer.cheapest, offer.awardable])).toEqual([
      ['a', false, true],
      ['b', true, true],
      // The cheapest price of all, but its answer expired: neither cheapest nor awardable.
      ['c', false, false],
    ]);
    expect(first!.offers[1]).toMatchObject({ quantity: 6, line_total_cents: 2700 });
    expect(second!.offers[0]).toMatchObject({ not_offered: true, unit_price_cents: null, cheapest: false, awardable: false });
    expect(second!.offers[1]).toMatchObject({ cheapest: true, awardable: true });
    expect(comparison.suppliers.map((supplier) => [supplier.supplier.id, supplier.lines_offered, supplier.lines_not_offered, supplier.expired])).toEqual([
      ['a', 1, 1, false],
      ['b', 2, 0, false],
      ['c', 2, 0, true],
    ]);
  });

  it('never marks a line that nobody priced', () => {
    const none = compareAnswers(asked.slice(1), [answers[0]!]);
    expect(none.lines[0]!.offers[0]).toMatchObject({ cheapest: false, not_offered: true });
  });
});
