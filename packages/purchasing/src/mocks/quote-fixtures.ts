import type { QuoteAnswer, QuoteRequest, QuoteRequestSummary } from '@marketplace/contracts';
import { mockBuyer, mockOwner } from './fixtures';

/** The suppliers of the mock quotes: three deliver to Maple Street's site, Harbor Concrete too but sells no lumber. */
export const mockQuoteSuppliers = {
  northside: { id: 'sup-northside', name: 'Northside Lumber' },
  ridge: { id: 'sup-ridge', name: 'Ridge Building Supply' },
  oakline: { id: 'sup-oakline', name: 'Oakline Materials' },
  harbor: { id: 'sup-harbor', name: 'Harbor Concrete' },
} as const;

const { northside, ridge, oakline, harbor } = mockQuoteSuppliers;

/** The catalogue offers the mock API knows by SKU (GET /api/product_supplier_variant/?query=). */
export const mockQuoteOffers = [
  { id: 'psv-studs', sku: 'DF-2408', product_name: 'Douglas Fir Framing Lumber', variant_name: '2x4 × 8 ft #2', unit_of_measure: 'piece', supplier: northside },
  { id: 'psv-cdx', sku: 'CDX-3448', product_name: 'CDX Plywood Sheathing', variant_name: '3/4 in × 4 × 8 ft', unit_of_measure: 'sheet', supplier: northside },
  { id: 'psv-osb', sku: 'OSB-7164', product_name: 'OSB Sheathing', variant_name: '7/16 in × 4 × 8 ft', unit_of_measure: 'sheet', supplier: ridge },
  { id: 'psv-hangers', sku: 'JH-210', product_name: 'Galvanized Joist Hanger', variant_name: '2x10, box of 25', unit_of_measure: 'box', supplier: ridge },
  { id: 'psv-mix', sku: 'HS-80', product_name: 'High-Strength Concrete Mix', variant_name: '80 lb bag', unit_of_measure: 'bag', supplier: oakline },
  { id: 'psv-rebar', sku: 'RB-4', product_name: 'Rebar #4', variant_name: '20 ft', unit_of_measure: 'piece', supplier: harbor },
];

const project = { id: 'proj-maple', name: 'Maple Street Duplex', city: 'Portland', state: 'OR', postal_code: '97209' };
const buyerCompany = { id: 'company-summit', name: 'Summit Builders' };

const line = (id: string, description: string, quantity: number, unit: string, sku: string | null): QuoteRequest['lines'][number] => ({
  id,
  kind: sku ? 'catalogue' : 'free_text',
  product_supplier_variant_id: sku ? `psv-${id}` : null,
  variant_id: sku ? `var-${id}` : null,
  sku,
  description,
  quantity,
  unit,
  award: null,
});

type AnswerLine = QuoteAnswer['lines'][number];
const offered = (quoteLineId: string, unitPrice: number, quantity: number, shipDate: string, extra: Partial<AnswerLine> = {}): AnswerLine => ({
  quote_line_id: quoteLineId,
  status: 'offered',
  product_supplier_variant_id: `psv-answer-${quoteLineId}`,
  product_name: null,
  variant_name: null,
  unit_price_cents: unitPrice,
  available_quantity: quantity,
  line_total_cents: unitPrice * quantity,
  ship_date: shipDate,
  note: null,
  ...extra,
});
const unavailable = (quoteLineId: string, note: string | null = null): AnswerLine => ({
  quote_line_id: quoteLineId,
  status: 'unavailable',
  product_supplier_variant_id: null,
  product_name: null,
  variant_name: null,
  unit_price_cents: null,
  available_quantity: null,
  line_total_cents: null,
  ship_date: null,
  note,
});

const answer = (id: string, supplier: { id: string; name: string }, validUntil: string, expired: boolean, lines: AnswerLine[]): QuoteAnswer => ({
  id,
  supplier,
  version: 1,
  status: 'submitted',
  valid_until: validUntil,
  expired,
  note: null,
  total_cents: lines.reduce((sum, entry) => sum + (entry.line_total_cents ?? 0), 0),
  currency: 'USD',
  submitted_at: '2026-11-21T10:00:00.000Z',
  lines,
});

/** The three answers to Maple Street's request: Northside's, Ridge's (cheapest, a substitute), Oakline's (expired, short). */
function mockQuoteAnswers(): QuoteAnswer[] {
  return [
    answer('ans-northside', northside, '2026-12-15', false, [offered('ql-studs', 465, 60, '2026-12-01'), offered('ql-cdx', 3250, 12, '2026-12-01'), unavailable('ql-hangers', 'We do not stock hangers.')]),
    answer('ans-ridge', ridge, '2026-12-12', false, [
      offered('ql-studs', 449, 60, '2026-12-02'),
      offered('ql-cdx', 1890, 12, '2026-12-03', { status: 'substitute', product_supplier_variant_id: 'psv-osb', product_name: 'OSB Sheathing', variant_name: '7/16 in × 4 × 8 ft', note: 'OSB instead of CDX: same span rating.' }),
      offered('ql-hangers', 1250, 40, '2026-12-02'),
    ]),
    answer('ans-oakline', oakline, '2026-11-20', true, [offered('ql-studs', 399, 60, '2026-11-25'), offered('ql-cdx', 3100, 8, '2026-11-25', { available_quantity: 8 }), unavailable('ql-hangers')]),
  ];
}

/**
 * The comparison the API computes from the answers: the cheapest among answers still valid,
 * awardable when priced, a catalogue offer and valid (and the request still open).
 */
export function mockQuoteComparison(answers: readonly QuoteAnswer[], lineIds: readonly string[], isOpen: boolean): QuoteRequest['comparison'] {
  if (answers.length === 0) return null;
  const lines = lineIds.map((quoteLineId) => {
    const entries = answers.map((candidate) => ({ answer: candidate, entry: candidate.lines.find((entry) => entry.quote_line_id === quoteLineId) }));
    const prices = entries.filter(({ answer: candidate, entry }) => !candidate.expired && entry?.unit_price_cents != null).map(({ entry }) => entry?.unit_price_cents ?? 0);
    const lowest = prices.length > 0 ? Math.min(...prices) : null;
    return {
      quote_line_id: quoteLineId,
      offers: entries.flatMap(({ answer: candidate, entry }) => {
        if (!entry) return [];
        const notOffered = entry.status === 'unavailable' || entry.available_quantity === 0;
        return [
          {
            supplier_company_id: candidate.supplier.id,
            status: entry.status,
            unit_price_cents: entry.unit_price_cents,
            quantity: entry.available_quantity,
            line_total_cents: entry.line_total_cents,
            cheapest: !candidate.expired && entry.unit_price_cents !== null && entry.unit_price_cents === lowest,
            not_offered: notOffered,
            awardable: isOpen && !candidate.expired && !notOffered && entry.product_supplier_variant_id !== null,
          },
        ];
      }),
    };
  });
  const suppliers = answers.map((candidate) => ({
    supplier: candidate.supplier,
    answer_id: candidate.id,
    valid_until: candidate.valid_until,
    expired: candidate.expired,
    total_cents: candidate.total_cents,
    lines_offered: candidate.lines.filter((entry) => entry.status !== 'unavailable').length,
    lines_not_offered: candidate.lines.filter((entry) => entry.status === 'unavailable').length,
  }));
  return { lines, suppliers };
}

/** A request as the builder reads it, with its comparison worked out; Dana's for Maple Street, answered by three of four, by default. */
export function mockQuoteRequest(overrides: Partial<QuoteRequest> = {}): QuoteRequest {
  const lines = overrides.lines ?? [
    line('ql-studs', 'Douglas Fir Framing Lumber, 2x4 × 8 ft #2', 60, 'piece', 'DF-2408'),
    line('ql-cdx', 'CDX Plywood Sheathing, 3/4 in × 4 × 8 ft', 12, 'sheet', 'CDX-3448'),
    line('ql-hangers', 'Galvanized joist hangers for 2x10', 40, 'box', null),
  ];
  const answers = overrides.answers ?? mockQuoteAnswers();
  const status = overrides.status ?? 'sent';
  const request: QuoteRequest = {
    id: 'quote-1',
    buyer_company: buyerCompany,
    project,
    requested_by: mockBuyer,
    status,
    needed_by: '2026-12-10',
    respond_by: '2026-11-30T17:00:00.000Z',
    accepting_answers: status === 'sent',
    note: 'Deliveries to the rear lot, weekdays only.',
    line_count: lines.length,
    currency: 'USD',
    invitations: [
      { supplier: northside, status: 'responded', viewed_at: '2026-11-20T12:00:00.000Z', responded_at: '2026-11-21T10:00:00.000Z', declined_at: null, decline_note: null },
      { supplier: ridge, status: 'responded', viewed_at: '2026-11-20T13:00:00.000Z', responded_at: '2026-11-21T10:00:00.000Z', declined_at: null, decline_note: null },
      { supplier: oakline, status: 'responded', viewed_at: '2026-11-20T14:00:00.000Z', responded_at: '2026-11-21T10:00:00.000Z', declined_at: null, decline_note: null },
      { supplier: harbor, status: 'declined', viewed_at: '2026-11-20T15:00:00.000Z', responded_at: null, declined_at: '2026-11-20T15:30:00.000Z', decline_note: 'We sell no lumber.' },
    ],
    closed_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    lines,
    answers,
    comparison: null,
    ...overrides,
  };
  return { ...request, comparison: overrides.comparison !== undefined ? overrides.comparison : mockQuoteComparison(answers, lines.map((entry) => entry.id), status === 'sent') };
}

/** A request no supplier has answered yet. */
export function mockUnansweredQuoteRequest(): QuoteRequest {
  return mockQuoteRequest({
    id: 'quote-2',
    project: { id: 'proj-harbor', name: 'Harbor View Offices', city: 'Portland', state: 'OR', postal_code: '97201' },
    requested_by: mockOwner,
    answers: [],
    invitations: [{ supplier: northside, status: 'viewed', viewed_at: '2026-11-21T12:00:00.000Z', responded_at: null, declined_at: null, decline_note: null }],
    created_at: '2026-11-21T10:00:00.000Z',
  });
}

/** Maple Street's request once awarded: studs and sheathing to Ridge, hangers to Ridge too. */
export function mockAwardedQuoteRequest(): QuoteRequest {
  const base = mockQuoteRequest({ id: 'quote-0', status: 'closed', closed_at: '2026-11-19T10:00:00.000Z', created_at: '2026-11-15T10:00:00.000Z' });
  const awards: Record<string, { price: number; quantity: number }> = { 'ql-studs': { price: 449, quantity: 60 }, 'ql-cdx': { price: 1890, quantity: 12 } };
  return {
    ...base,
    lines: base.lines.map((entry) => {
      const won = awards[entry.id];
      return won ? { ...entry, award: { supplier: ridge, product_supplier_variant_id: `psv-answer-${entry.id}`, quantity: won.quantity, unit_price_cents: won.price } } : entry;
    }),
  };
}

/** The company's requests, newest first: one unanswered, Maple Street's answered, one awarded, one cancelled. */
export function mockQuoteRequests(): QuoteRequest[] {
  return [mockUnansweredQuoteRequest(), mockQuoteRequest(), mockAwardedQuoteRequest(), mockQuoteRequest({ id: 'quote-c', status: 'cancelled', answers: [], created_at: '2026-11-10T10:00:00.000Z' })];
}

/** A request as the list shows it. */
export function quoteSummaryOf({ lines: _lines, answers: _answers, comparison: _comparison, ...summary }: QuoteRequest): QuoteRequestSummary {
  return summary;
}
