import type { QuoteAnswer, QuoteComparison } from '@marketplace/contracts';
import type { AnswerLineRow, AnswerRow } from './quote-answers.repository';

/** A line asked, as pricing an answer needs it. */
export interface AskedLine {
  id: string;
  quantity: number;
}

type AnswerLine = QuoteAnswer['lines'][number];

/** What a supplier would supply of a line: what was asked, or less when it has less. */
export function suppliedQuantity(asked: number, available: number | null): number {
  return available === null ? asked : Math.min(asked, available);
}

/** Whether an answer's prices no longer hold: `valid_until` is the last day (UTC) they do. */
export function answerExpired(validUntil: string, now: Date): boolean {
  return validUntil < now.toISOString().slice(0, 10);
}

/** What an answer's lines come to: each priced line × what the supplier would supply of it. */
export function offeredTotal(asked: readonly AskedLine[], rows: readonly Pick<AnswerLineRow, 'quote_line_id' | 'unit_price_cents' | 'available_quantity'>[]): number {
  return rows.reduce((sum, row) => {
    const line = asked.find((candidate) => candidate.id === row.quote_line_id);
    return line && row.unit_price_cents !== null ? sum + row.unit_price_cents * suppliedQuantity(line.quantity, row.available_quantity) : sum;
  }, 0);
}

/** Unavailable, or none of it to be had: nothing to price. */
function notOffered(line: AnswerLine): boolean {
  return line.unit_price_cents === null || line.available_quantity === 0;
}

/**
 * An answer version as the API shows it: each line priced for what the supplier would supply,
 * in the order the lines were asked, and its total over the lines it offers.
 */
export function presentAnswer(asked: readonly AskedLine[], answer: AnswerRow, rows: readonly AnswerLineRow[], currency: string, now: Date): QuoteAnswer {
  const byLine = new Map(rows.filter((row) => row.quote_answer_id === answer.id).map((row) => [row.quote_line_id, row]));
  const lines = asked.flatMap((line): AnswerLine[] => {
    const row = byLine.get(line.id);
    if (!row) return [];
    const quantity = suppliedQuantity(line.quantity, row.available_quantity);
    const priced = row.unit_price_cents !== null && quantity > 0;
    return [
      {
        quote_line_id: line.id,
        status: row.status,
        product_supplier_variant_id: row.psv_id,
        product_name: row.product_name,
        variant_name: row.variant_name,
        unit_price_cents: row.unit_price_cents,
        available_quantity: row.available_quantity,
        line_total_cents: priced ? row.unit_price_cents! * quantity : null,
        ship_date: row.ship_date,
        note: row.note,
      },
    ];
  });
  return {
    id: answer.id,
    supplier: { id: answer.supplier_company_id, name: answer.supplier_name },
    version: answer.version,
    status: answer.status,
    valid_until: answer.valid_until,
    expired: answerExpired(answer.valid_until, now),
    note: answer.note,
    total_cents: lines.reduce((sum, line) => sum + (line.line_total_cents ?? 0), 0),
    currency,
    submitted_at: answer.created_at,
    lines,
  };
}

/**
 * The builder's side-by-side view: per line, each answering supplier's price and line total,
 * the cheapest unit price among answers still valid marked (every one of a tie), lines a supplier
 * did not offer flagged; per supplier, its total over what it offers.
 */
export function compareAnswers(asked: readonly AskedLine[], answers: readonly QuoteAnswer[]): QuoteComparison {
  const lines = asked.map((line) => {
    const offers = answers.map((answer) => {
      const answered = answer.lines.find((candidate) => candidate.quote_line_id === line.id);
      const missing = !answered || notOffered(answered);
      return {
        supplier_company_id: answer.supplier.id,
        status: answered?.status ?? ('unavailable' as const),
        unit_price_cents: missing ? null : answered.unit_price_cents,
        quantity: missing ? null : suppliedQuantity(line.quantity, answered.available_quantity),
        line_total_cents: missing ? null : answered.line_total_cents,
        cheapest: false,
        not_offered: missing,
        // Only a catalogue offer can go into the cart; an expired answer cannot be accepted.
        awardable: !missing && !answer.expired && answered.product_supplier_variant_id !== null,
        expired: answer.expired,
      };
    });
    const valid = offers.filter((offer) => offer.unit_price_cents !== null && !offer.expired);
    const lowest = Math.min(...valid.map((offer) => offer.unit_price_cents!));
    return {
      quote_line_id: line.id,
      offers: offers.map(({ expired, ...offer }) => ({ ...offer, cheapest: !expired && offer.unit_price_cents !== null && offer.unit_price_cents === lowest })),
    };
  });
  return {
    lines,
    suppliers: answers.map((answer) => {
      const offered = answer.lines.filter((line) => !notOffered(line)).length;
      return {
        supplier: answer.supplier,
        answer_id: answer.id,
        valid_until: answer.valid_until,
        expired: answer.expired,
        total_cents: answer.total_cents,
        lines_offered: offered,
        lines_not_offered: asked.length - offered,
      };
    }),
  };
}
