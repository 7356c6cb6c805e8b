import { apiUrl } from '@marketplace/api-client';
import { quoteAnswerRequestSchema, quoteNoteRequestSchema, type QuoteAnswer, type QuoteRequest } from '@marketplace/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorBody, mockOffers } from './fixtures';
import { mockQuoteRequests } from './quote-fixtures';
import { mockQuoteMessages, type MockQuoteMessage } from './quote-message-fixtures';
import { createQuoteMessageHandlers } from './quote-message-handlers';
import { invalidFields, parseBody } from './validation';

/** Options of {@link createQuoteHandlers}. */
export interface QuoteMockOptions {
  /** The requests sent to the mock supplier (wire form), newest first; {@link mockQuoteRequests} by default. */
  requests?: QuoteRequest[];
  /** The mock supplier's message threads; {@link mockQuoteMessages} by default. */
  messages?: MockQuoteMessage[];
}

const conflict = (message: string) => HttpResponse.json(errorBody('conflict', message), { status: 409 });
const notFound = () => HttpResponse.json(errorBody('not_found', 'This quote request does not exist.'), { status: 404 });

/** A request as lists show it. */
const summaryOf = ({ lines: _lines, answers: _answers, comparison: _comparison, ...summary }: QuoteRequest) => summary;

/** Whether the request still takes answers, at this moment: sent and before its deadline. */
const accepting = (request: QuoteRequest) => request.status === 'sent' && request.respond_by > new Date().toISOString();

/** 409 in the API's words unless the mock supplier may still answer or decline. */
function refusal(request: QuoteRequest): Response | null {
  const invitation = request.invitations[0];
  if (request.status === 'closed') return conflict('This quote request was awarded already.');
  if (request.status === 'cancelled') return conflict('This quote request was cancelled.');
  if (invitation?.status === 'declined') return conflict('You declined this quote request.');
  if (!accepting(request)) return conflict(`The time to answer this quote request ended at ${request.respond_by}.`);
  return null;
}

/**
 * A stand-in for the supplier's quote calls, shared by tests and stories: the inbox a page at a
 * time, one request (its first read marks it viewed), answering under the contracts' rules and the
 * API's (the deadline, a substitute among the supplier's own offers on sale, no ship date in the
 * past; a new answer supersedes the last) and declining, and the supplier's message threads
 * (quote-message-handlers.ts). Changes are kept while the handlers live.
 */
export function createQuoteHandlers(options: QuoteMockOptions = {}): HttpHandler[] {
  const requests = structuredClone(options.requests ?? mockQuoteRequests());
  const find = (id: unknown) => requests.find((candidate) => candidate.id === id);
  const seen = (request: QuoteRequest): QuoteRequest => ({ ...request, accepting_answers: accepting(request) });
  return [
    ...createQuoteMessageHandlers(find, options.messages ?? mockQuoteMessages()),
    http.get(apiUrl('/api/quote-requests/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('status');
      const rows = requests.filter((candidate) => !status || candidate.status === status);
      const limit = Number(params.get('limit') ?? 20);
      const offset = Number(params.get('offset') ?? 0);
      return HttpResponse.json({ count: rows.length, results: rows.slice(offset, offset + limit).map((row) => summaryOf(seen(row))) });
    }),
    http.get(apiUrl('/api/quote-requests/:id/'), ({ params }) => {
      const found = find(params.id);
      if (!found) return notFound();
      const invitation = found.invitations[0];
      if (invitation?.status === 'invited') Object.assign(invitation, { status: 'viewed', viewed_at: new Date().toISOString() });
      return HttpResponse.json(seen(found));
    }),
    http.post(apiUrl('/api/quote-requests/:id/answer/'), async ({ params, request }) => {
      const found = find(params.id);
      if (!found) return notFound();
      const parsed = parseBody(quoteAnswerRequestSchema, await request.json());
      if ('refusal' in parsed) return parsed.refusal;
      const refused = refusal(found);
      if (refused) return refused;
      const body = parsed.data;
      const today = new Date().toISOString().slice(0, 10);
      if (body.valid_until < today) return invalidFields({ valid_until: 'Choose a date that is not in the past.' });
      const lines: QuoteAnswer['lines'] = [];
      for (const [index, line] of body.lines.entries()) {
        const asked = found.lines.find((candidate) => candidate.id === line.quote_line_id);
        if (!asked) return invalidFields({ [`lines.${index}.quote_line_id`]: 'This line is not part of the request.' });
        if (line.ship_date && line.ship_date < today) return invalidFields({ [`lines.${index}.ship_date`]: 'Choose a ship date that is not in the past.' });
        const offer = line.status === 'substitute' ? mockOffers.find((candidate) => candidate.id === line.substitute_psv_id) : line.status === 'offered' ? mockOffers.find((candidate) => candidate.variant_id === asked.variant_id) : undefined;
        if (line.status === 'offered' && asked.variant_id !== null && !offer?.active) {
          return invalidFields({ [`lines.${index}.status`]: 'You have no offer of this product on sale: answer it with a substitute of yours, or as unavailable.' });
        }
        if (line.status === 'substitute' && !offer?.active) return invalidFields({ [`lines.${index}.substitute_psv_id`]: 'Choose one of your own offers on sale.' });
        const supplied = line.available_quantity == null ? asked.quantity : Math.min(asked.quantity, line.available_quantity);
        const price = line.unit_price_cents ?? null;
        lines.push({
          quote_line_id: asked.id,
          status: line.status,
          product_supplier_variant_id: offer?.id ?? null,
          product_name: offer?.product_name ?? null,
          variant_name: offer?.variant_name ?? null,
          unit_price_cents: price,
          available_quantity: line.available_quantity ?? null,
          line_total_cents: price !== null && supplied > 0 ? price * supplied : null,
          ship_date: line.ship_date ?? null,
          note: line.note,
        });
      }
      if (lines.length < found.lines.length) return invalidFields({ lines: `Answer every line of the request: ${found.lines.length - lines.length} missing.` });
      const previous = found.answers[0];
      const version = (previous?.version ?? 0) + 1;
      const now = new Date().toISOString();
      found.answers = [
        {
          id: `${found.id}-answer-${version}`,
          supplier: found.invitations[0]?.supplier ?? { id: '', name: '' },
          version,
          status: 'submitted',
          valid_until: body.valid_until,
          expired: false,
          note: body.note,
          total_cents: lines.reduce((sum, line) => sum + (line.line_total_cents ?? 0), 0),
          currency: found.currency,
          submitted_at: now,
          lines,
        },
      ];
      Object.assign(found.invitations[0] ?? {}, { status: 'responded', responded_at: now });
      return HttpResponse.json(seen(found));
    }),
    http.post(apiUrl('/api/quote-requests/:id/decline/'), async ({ params, request }) => {
      const found = find(params.id);
      if (!found) return notFound();
      const parsed = parseBody(quoteNoteRequestSchema, await request.json());
      if ('refusal' in parsed) return parsed.refusal;
      const refused = refusal(found);
      if (refused) return refused;
      // Declining withdraws the answer given: the supplier sees none any more.
      found.answers = [];
      Object.assign(found.invitations[0] ?? {}, { status: 'declined', declined_at: new Date().toISOString(), decline_note: parsed.data.note });
      return HttpResponse.json(seen(found));
    }),
  ];
}
