import type { QuoteAnswer, QuoteInvitation, QuoteLine, QuoteRequest } from '@marketplace/contracts';
import { mockDay } from './order-handlers';
import { SUPPLIER_COMPANY_ID } from './fixtures';

/** A moment `hours` from now (negative: past) as the API writes it, so deadlines stay ahead on any day. */
export function hoursFromNow(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString();
}

const supplier = { id: SUPPLIER_COMPANY_ID, name: 'Northwind Lumber Co.' };

/** Three lines: two of the catalogue (the drywall is one of the mock supplier's offers) and one described. */
export function mockQuoteLines(requestId: string): QuoteLine[] {
  return [
    { id: `${requestId}-drywall`, kind: 'catalogue', product_supplier_variant_id: 'offer-half', variant_id: 'variant-half', sku: 'SG-UDP-0001-01', description: 'UltraLight Drywall Panel, 1/2 in, 4 ft x 8 ft', quantity: 120, unit: 'sheet', award: null },
    { id: `${requestId}-studs`, kind: 'catalogue', product_supplier_variant_id: 'psv-other-studs', variant_id: 'variant-studs', sku: 'OT-DF-2408', description: 'Douglas Fir Framing Lumber, 2x4 × 8 ft #2', quantity: 400, unit: 'each', award: null },
    { id: `${requestId}-hangers`, kind: 'free_text', product_supplier_variant_id: null, variant_id: null, sku: null, description: 'Galvanized joist hangers for 2x10', quantity: 60, unit: null, award: null },
  ];
}

function invitation(status: QuoteInvitation['status'], overrides: Partial<QuoteInvitation> = {}): QuoteInvitation {
  return { supplier, status, viewed_at: status === 'invited' ? null : hoursFromNow(-20), responded_at: status === 'responded' ? hoursFromNow(-10) : null, declined_at: null, decline_note: null, ...overrides };
}

/** The mock supplier's answer, version `version`: drywall offered, studs as a substitute, hangers not available. */
export function mockQuoteAnswer(requestId: string, version = 1): QuoteAnswer {
  return {
    id: `${requestId}-answer-${version}`,
    supplier,
    version,
    status: 'submitted',
    valid_until: mockDay(14),
    expired: false,
    note: 'Prices include delivery to the site.',
    total_cents: 120 * 1390 + 400 * 2100,
    currency: 'USD',
    submitted_at: hoursFromNow(-10),
    lines: [
      { quote_line_id: `${requestId}-drywall`, status: 'offered', product_supplier_variant_id: 'offer-half', product_name: 'UltraLight Drywall Panel', variant_name: '1/2 in, 4 ft x 8 ft', unit_price_cents: 1390, available_quantity: null, line_total_cents: 120 * 1390, ship_date: mockDay(5), note: null },
      { quote_line_id: `${requestId}-studs`, status: 'substitute', product_supplier_variant_id: 'offer-1', product_name: 'Structural Plywood 1', variant_name: '1/8 in', unit_price_cents: 2100, available_quantity: null, line_total_cents: 400 * 2100, ship_date: mockDay(6), note: 'We carry no 2x4 studs; plywood instead.' },
      { quote_line_id: `${requestId}-hangers`, status: 'unavailable', product_supplier_variant_id: null, product_name: null, variant_name: null, unit_price_cents: null, available_quantity: null, line_total_cents: null, ship_date: null, note: null },
    ],
  };
}

function request(id: string, overrides: Partial<QuoteRequest>): QuoteRequest {
  const value: QuoteRequest = {
    id,
    buyer_company: { id: 'company-summit', name: 'Summit Builders' },
    project: { id: 'project-mission-bay', name: 'Mission Bay Townhomes', city: 'San Francisco', state: 'CA', postal_code: '94158' },
    requested_by: { id: 'user-buyer', name: 'Bea Buyer' },
    status: 'sent',
    needed_by: mockDay(21),
    respond_by: hoursFromNow(3 * 24 + 2),
    accepting_answers: true,
    note: 'Deliveries before 10 am only, through the north gate.',
    line_count: 3,
    currency: 'USD',
    invitations: [invitation('invited')],
    closed_at: null,
    created_at: hoursFromNow(-24),
    updated_at: hoursFromNow(-24),
    lines: mockQuoteLines(id),
    answers: [],
    comparison: null,
    ...overrides,
  };
  return { ...value, line_count: value.lines.length, accepting_answers: value.status === 'sent' && value.respond_by > new Date().toISOString() };
}

/**
 * The mock supplier's quote requests, newest first: a new one; one answered (version 1); one
 * viewed whose deadline passed unanswered; one declined; one the builder awarded after the
 * supplier answered, its drywall awarded to the supplier.
 */
export function mockQuoteRequests(): QuoteRequest[] {
  return [
    request('quote-new', {}),
    request('quote-answered', {
      project: { id: 'project-oakland-lofts', name: 'Oakland Lofts', city: 'Oakland', state: 'CA', postal_code: '94607' },
      respond_by: hoursFromNow(5 * 24),
      invitations: [invitation('responded')],
      answers: [mockQuoteAnswer('quote-answered')],
      created_at: hoursFromNow(-48),
    }),
    request('quote-late', {
      buyer_company: { id: 'company-bayside', name: 'Bayside Construction' },
      project: { id: 'project-berkeley', name: 'Berkeley Library Annex', city: 'Berkeley', state: 'CA', postal_code: '94704' },
      respond_by: hoursFromNow(-6),
      invitations: [invitation('viewed')],
      note: null,
      created_at: hoursFromNow(-72),
    }),
    request('quote-declined', {
      project: { id: 'project-san-jose', name: 'San Jose Offices', city: 'San Jose', state: 'CA', postal_code: '95113' },
      invitations: [invitation('declined', { declined_at: hoursFromNow(-30), decline_note: 'We do not deliver to San Jose.' })],
      created_at: hoursFromNow(-96),
    }),
    request('quote-awarded', {
      project: { id: 'project-palo-alto', name: 'Palo Alto Homes', city: 'Palo Alto', state: 'CA', postal_code: '94301' },
      status: 'closed',
      closed_at: hoursFromNow(-100),
      respond_by: hoursFromNow(-120),
      invitations: [invitation('responded')],
      answers: [{ ...mockQuoteAnswer('quote-awarded'), status: 'partially_accepted' }],
      lines: mockQuoteLines('quote-awarded').map((line) => (line.kind === 'catalogue' && line.sku === 'SG-UDP-0001-01' ? { ...line, award: { supplier, product_supplier_variant_id: 'offer-half', quantity: 120, unit_price_cents: 1390 } } : line)),
      created_at: hoursFromNow(-200),
    }),
  ];
}
