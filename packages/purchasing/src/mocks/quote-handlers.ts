import { apiUrl } from '@marketplace/api-client';
import { quoteAwardRequestSchema, quoteNoteRequestSchema, quoteRequestCreateSchema, type QuoteRequest } from '@marketplace/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorBody } from './fixtures';
import type { MockContext } from './mock-context';
import { mockQuoteMessages, type MockQuoteMessage } from './quote-message-fixtures';
import { createQuoteMessageHandlers } from './quote-message-handlers';
import { mockQuoteComparison, mockQuoteOffers, mockQuoteRequests, mockQuoteSuppliers, quoteSummaryOf } from './quote-fixtures';
import { validationFailure } from './validation-failure';

/** Options of {@link createQuoteHandlers}. */
export interface QuoteMockOptions {
  /** The company's quote requests, newest first; the fixtures' four by default. */
  quoteRequests?: QuoteRequest[];
  /** The suppliers delivering to every project; Northside, Ridge and Oakline by default. */
  deliveringSupplierIds?: string[];
  /** The project's cart has nothing in it: asking for it answers 400 naming `from_cart`. */
  emptyCart?: boolean;
  /** The requests' messages; Maple Street's and the cancelled request's by default. */
  quoteMessages?: MockQuoteMessage[];
}

/** The API's sentences (apps/api quote-access.ts, quote-requests.service.ts). */
export const quoteMessages = {
  decide: 'Only the person who asked, or an owner or admin of the company, can award or cancel this quote request.',
  notDelivering: (name: string) => `${name} does not deliver to this project’s address.`,
  emptyCart: 'The project’s cart is empty.',
  awarded: 'This quote request was awarded already.',
  cancelled: 'This quote request was cancelled.',
} as const;

const supplierName = (id: string) => Object.values(mockQuoteSuppliers).find((supplier) => supplier.id === id)?.name ?? id;

/**
 * A stateful stand-in for the builder's quote calls: the list (by status, paged), one request,
 * asking (the contracts' schema, then a supplier not delivering or an empty cart refused under its
 * field), awarding (the lines get their award, the request closes; an expired or unawardable
 * answer refused) and cancelling, each 409 once the request is no longer open and 403 for anyone
 * but the asker, owners and admins. Also the offers it reads suppliers and SKUs from, and the
 * requests' message threads (quote-message-handlers.ts).
 */
export function createQuoteHandlers(context: MockContext, options: QuoteMockOptions = {}): HttpHandler[] {
  let requests = [...(options.quoteRequests ?? mockQuoteRequests())];
  const delivering = new Set(options.deliveringSupplierIds ?? [mockQuoteSuppliers.northside.id, mockQuoteSuppliers.ridge.id, mockQuoteSuppliers.oakline.id]);
  const find = (id: string) => requests.find((request) => request.id === id);
  const notFound = () => HttpResponse.json(errorBody('not_found', 'This quote request does not exist.'), { status: 404 });
  const refusal = (request: QuoteRequest) => HttpResponse.json(errorBody('conflict', request.status === 'closed' ? quoteMessages.awarded : quoteMessages.cancelled), { status: 409 });
  const mayDecide = (request: QuoteRequest) => context.manages || request.requested_by.id === context.user.id;
  const replace = (changed: QuoteRequest) => {
    requests = requests.map((request) => (request.id === changed.id ? changed : request));
    return HttpResponse.json(changed);
  };

  return [
    ...createQuoteMessageHandlers(context, find, options.quoteMessages ?? mockQuoteMessages()),
    http.get(apiUrl('/api/quote-requests/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('status');
      const limit = Number(params.get('limit') ?? 20);
      const offset = Number(params.get('offset') ?? 0);
      const matching = requests.filter((candidate) => !status || candidate.status === status);
      return HttpResponse.json({ count: matching.length, results: matching.slice(offset, offset + limit).map(quoteSummaryOf) });
    }),
    http.get(apiUrl('/api/quote-requests/:id/'), ({ params }) => {
      const found = find(String(params.id));
      return found ? HttpResponse.json(found) : notFound();
    }),
    http.post(apiUrl('/api/quote-requests/'), async ({ request }) => {
      const parsed = quoteRequestCreateSchema.safeParse(await request.json());
      if (!parsed.success) return validationFailure(parsed.error);
      const body = parsed.data;
      const refused = body.supplier_company_ids.find((id) => !delivering.has(id));
      if (refused) {
        const message = quoteMessages.notDelivering(supplierName(refused));
        return HttpResponse.json({ ...errorBody('validation_error', message), fields: { supplier_company_ids: message } }, { status: 400 });
      }
      if (body.from_cart && options.emptyCart) return HttpResponse.json({ ...errorBody('validation_error', quoteMessages.emptyCart), fields: { from_cart: quoteMessages.emptyCart } }, { status: 400 });
      const asked = body.from_cart ? [{ psv_id: 'psv-studs', quantity: 60 }] : (body.lines ?? []);
      const lines = asked.map((entry, index) => {
        const offer = mockQuoteOffers.find((candidate) => candidate.id === entry.psv_id);
        return {
          id: `ql-new-${index}`,
          kind: offer ? ('catalogue' as const) : ('free_text' as const),
          product_supplier_variant_id: offer?.id ?? null,
          variant_id: offer ? `var-${offer.id}` : null,
          sku: offer?.sku ?? null,
          description: offer ? `${offer.product_name}, ${offer.variant_name}` : (entry.description ?? ''),
          quantity: entry.quantity,
          unit: offer?.unit_of_measure ?? entry.unit ?? null,
          award: null,
        };
      });
      const created: QuoteRequest = {
        id: `quote-new-${requests.length}`,
        buyer_company: { id: 'company-summit', name: 'Summit Builders' },
        project: { id: body.project_id, name: 'Maple Street Duplex', city: 'Portland', state: 'OR', postal_code: '97209' },
        requested_by: context.user,
        status: 'sent',
        needed_by: body.needed_by,
        respond_by: body.respond_by,
        accepting_answers: true,
        note: body.note,
        line_count: lines.length,
        currency: 'USD',
        invitations: body.supplier_company_ids.map((id) => ({ supplier: { id, name: supplierName(id) }, status: 'invited' as const, viewed_at: null, responded_at: null, declined_at: null, decline_note: null })),
        closed_at: null,
        created_at: context.now,
        updated_at: context.now,
        lines,
        answers: [],
        comparison: null,
      };
      requests = [created, ...requests];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.post(apiUrl('/api/quote-requests/:id/award/'), async ({ request, params }) => {
      const found = find(String(params.id));
      if (!found) return notFound();
      if (!mayDecide(found)) return context.forbidden(quoteMessages.decide);
      if (found.status !== 'sent') return refusal(found);
      const parsed = quoteAwardRequestSchema.safeParse(await request.json());
      if (!parsed.success) return validationFailure(parsed.error);
      const awards = new Map(parsed.data.lines.map((entry) => [entry.quote_line_id, entry.supplier_company_id]));
      for (const [lineId, supplierId] of awards) {
        const offer = found.comparison?.lines.find((entry) => entry.quote_line_id === lineId)?.offers.find((entry) => entry.supplier_company_id === supplierId);
        const name = supplierName(supplierId);
        if (found.answers.find((candidate) => candidate.supplier.id === supplierId)?.expired) {
          return HttpResponse.json({ ...errorBody('conflict', `${name}’s answer has expired: ask for a new answer, or award another one.`) }, { status: 409 });
        }
        if (!offer?.awardable) return HttpResponse.json({ ...errorBody('validation_error', `${name} did not offer this line.`) }, { status: 400 });
      }
      const lines = found.lines.map((entry) => {
        const supplierId = awards.get(entry.id);
        const offer = found.comparison?.lines.find((candidate) => candidate.quote_line_id === entry.id)?.offers.find((candidate) => candidate.supplier_company_id === supplierId);
        return supplierId && offer ? { ...entry, award: { supplier: { id: supplierId, name: supplierName(supplierId) }, product_supplier_variant_id: `psv-answer-${entry.id}`, quantity: offer.quantity ?? entry.quantity, unit_price_cents: offer.unit_price_cents ?? 0 } } : entry;
      });
      context.audit('quote.award', 'quote_request', found.id, { status: 'sent' }, { status: 'closed', lines: parsed.data.lines });
      return replace({ ...found, lines, status: 'closed', accepting_answers: false, closed_at: context.now, comparison: mockQuoteComparison(found.answers, lines.map((entry) => entry.id), false) });
    }),
    http.post(apiUrl('/api/quote-requests/:id/cancel/'), async ({ request, params }) => {
      const found = find(String(params.id));
      if (!found) return notFound();
      if (!mayDecide(found)) return context.forbidden(quoteMessages.decide);
      if (found.status !== 'sent') return refusal(found);
      const parsed = quoteNoteRequestSchema.safeParse(await request.json());
      if (!parsed.success) return validationFailure(parsed.error);
      context.audit('quote.cancel', 'quote_request', found.id, { status: 'sent' }, { status: 'cancelled', note: parsed.data.note });
      return replace({ ...found, status: 'cancelled', accepting_answers: false, closed_at: context.now, comparison: mockQuoteComparison(found.answers, found.lines.map((entry) => entry.id), false) });
    }),
    // The suppliers delivering to a project's site, by name.
    http.get(apiUrl('/api/projects/:id/suppliers/'), () =>
      HttpResponse.json({ results: Object.values(mockQuoteSuppliers).filter((supplier) => delivering.has(supplier.id)).sort((a, b) => a.name.localeCompare(b.name)) }),
    ),
    // The offers read for a project, those whose SKU matches `query`.
    http.get(apiUrl('/api/product_supplier_variant/'), ({ request }) => {
      const query = new URL(request.url).searchParams.get('query')?.toLowerCase();
      const offers = mockQuoteOffers.filter((offer) => !query || offer.sku.toLowerCase().includes(query));
      return HttpResponse.json({
        results: offers.map((offer) => ({
          id: offer.id,
          sku: offer.sku,
          product_name: offer.product_name,
          variant_name: offer.variant_name,
          unit_of_measure: offer.unit_of_measure,
          supplier_company: offer.supplier,
          availability: { deliverable: delivering.has(offer.supplier.id), stock_on_hand: 100, earliest_delivery_date: delivering.has(offer.supplier.id) ? '2026-12-01' : null },
        })),
      });
    }),
  ];
}
