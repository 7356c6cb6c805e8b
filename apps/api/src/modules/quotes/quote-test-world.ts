import type { QuoteAnswerRequest, QuoteRequest, QuoteRequestCreate } from '@marketplace/contracts';
import { signInCompanyMember } from '../../testing/company-members';
import type { TestClient } from '../../testing/test-client';
import { startOrderWorld } from '../orders/order-test-world';
import type { OrderWorld } from '../orders/order-test-world';

/** The order world plus a buyer who asks for quotes and the ids a quote test names. */
export interface QuoteWorld extends OrderWorld {
  buyer: TestClient;
  buyerId: string;
  projectId: string;
  northwindId: string;
  graniteId: string;
  /** Asks for a quote as `client` (default: the buyer), with the standard lines unless overridden. */
  ask(overrides?: Partial<QuoteRequestCreate>, client?: TestClient): ReturnType<TestClient['post']>;
  /** {@link ask}, failing loudly unless the request is created; answers it. */
  asked(overrides?: Partial<QuoteRequestCreate>): Promise<QuoteRequest>;
  answer(client: TestClient, id: string, body: QuoteAnswerRequest): ReturnType<TestClient['post']>;
}

/** The UTC date `days` from today, YYYY-MM-DD. */
export const day = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A moment `hours` from now, as the API stores it. */
export const hoursFromNow = (hours: number): string => new Date(Date.now() + hours * 3_600_000).toISOString();

/**
 * Standard lines: drywall panels (Northwind's offer; Granite sells the variant too), plywood
 * (both sell it), free text, and screws (only Northwind sells them).
 */
export function standardLines(w: OrderWorld): NonNullable<QuoteRequestCreate['lines']> {
  return [
    { psv_id: w.offer('drywallPanel', 'northwind'), quantity: 40 },
    { psv_id: w.offer('plywood', 'northwind'), quantity: 10, unit: 'sheet' },
    { description: 'Steel lintel, 2.4 m', quantity: 2, unit: 'each' },
    { psv_id: w.offer('drywallScrews', 'northwind'), quantity: 5 },
  ];
}

export async function startQuoteWorld(): Promise<QuoteWorld> {
  const w = await startOrderWorld();
  const { client: buyer, id: buyerId } = await signInCompanyMember(w.t, 'buyer', { email: 'bea@builder.test', firstName: 'Bea' });
  const projectId = w.fixture.projects.missionBay;
  const { northwind: northwindId, granite: graniteId } = w.fixture.companies;
  const ask = (overrides: Partial<QuoteRequestCreate> = {}, client: TestClient = buyer) =>
    client.post('/api/quote-requests/', {
      project_id: projectId,
      supplier_company_ids: [northwindId, graniteId],
      needed_by: day(14),
      respond_by: hoursFromNow(72),
      note: 'Second floor, east wing',
      ...(overrides.from_cart ? {} : { lines: standardLines(w) }),
      ...overrides,
    });
  return {
    ...w,
    buyer,
    buyerId,
    projectId,
    northwindId,
    graniteId,
    ask,
    async asked(overrides) {
      const response = await ask(overrides);
      if (response.statusCode !== 201) throw new Error(`Asking for a quote failed: ${response.statusCode} ${response.body}`);
      return response.json() as QuoteRequest;
    },
    answer: (client, id, body) => client.post(`/api/quote-requests/${id}/answer/`, body),
  };
}

/** Northwind's answer to the standard lines: panels, plywood and screws offered; no lintel. */
export function northwindAnswer(request: QuoteRequest, validUntil = day(30)): QuoteAnswerRequest {
  const [panels, plywood, lintel, screws] = request.lines;
  return {
    valid_until: validUntil,
    note: 'Delivered from Oakland',
    lines: [
      { quote_line_id: panels!.id, status: 'offered', unit_price_cents: 1400, ship_date: day(5) },
      { quote_line_id: plywood!.id, status: 'offered', unit_price_cents: 3100 },
      { quote_line_id: lintel!.id, status: 'unavailable' },
      { quote_line_id: screws!.id, status: 'offered', unit_price_cents: 850 },
    ],
  };
}

/** Granite's answer: cheaper panels, 6 of the 10 plywood, joint compound for the lintel (a substitute), no screws. */
export function graniteAnswer(w: OrderWorld, request: QuoteRequest, validUntil = day(30)): QuoteAnswerRequest {
  const [panels, plywood, lintel, screws] = request.lines;
  return {
    valid_until: validUntil,
    lines: [
      { quote_line_id: panels!.id, status: 'offered', unit_price_cents: 1350 },
      { quote_line_id: plywood!.id, status: 'offered', unit_price_cents: 3000, available_quantity: 6 },
      { quote_line_id: lintel!.id, status: 'substitute', substitute_psv_id: w.offer('jointCompound', 'granite'), unit_price_cents: 2500, note: 'Closest we stock' },
      { quote_line_id: screws!.id, status: 'unavailable' },
    ],
  };
}

/** GET a request's messages as `client`, `query` as the query string (`?supplier_company_id=…`). */
export const readMessages = (client: TestClient, id: string, query = '') => client.get(`/api/quote-requests/${id}/messages/${query}`);
/** POST a message to a request as `client`. */
export const writeMessage = (client: TestClient, id: string, body: Record<string, unknown>) => client.post(`/api/quote-requests/${id}/messages/`, body);
