import { apiUrl } from '@marketplace/api-client';
import { quoteMessageRequestSchema, type QuoteRequest } from '@marketplace/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorBody, mockSupplierUser, SUPPLIER_COMPANY_ID } from './fixtures';
import type { MockQuoteMessage } from './quote-message-fixtures';
import { invalidFields, parseBody } from './validation';

/** The API's 409 once a request takes no more messages (apps/api quote-messages.service.ts). */
export const quoteMessageRefusals = {
  closed: 'This quote request was awarded: its messages can still be read, but no more can be sent.',
  cancelled: 'This quote request was cancelled: its messages can still be read, but no more can be sent.',
  expired: 'This quote request expired: its messages can still be read, but no more can be sent.',
} as const;

/**
 * A stand-in for the mock supplier's message threads: its own thread of a request, and writing to
 * the builder in it under the contracts' rules and the API's (a line of the request, its own thread
 * only, nothing to all suppliers; 409 once the request is awarded, cancelled or expired).
 */
export function createQuoteMessageHandlers(find: (id: unknown) => QuoteRequest | undefined, initial: readonly MockQuoteMessage[]): HttpHandler[] {
  const messages = [...initial];
  const notFound = () => HttpResponse.json(errorBody('not_found', 'This quote request does not exist.'), { status: 404 });
  const threadOf = (requestId: string) => messages.filter((entry) => entry.requestId === requestId).map((entry) => entry.message);

  return [
    http.get(apiUrl('/api/quote-requests/:id/messages/'), ({ params }) => {
      const found = find(params.id);
      if (!found) return notFound();
      const results = threadOf(found.id);
      return HttpResponse.json({ count: results.length, results });
    }),
    http.post(apiUrl('/api/quote-requests/:id/messages/'), async ({ params, request }) => {
      const found = find(params.id);
      if (!found) return notFound();
      if (found.status !== 'sent') return HttpResponse.json(errorBody('conflict', quoteMessageRefusals[found.status]), { status: 409 });
      const parsed = parseBody(quoteMessageRequestSchema, await request.json());
      if ('refusal' in parsed) return parsed.refusal;
      const body = parsed.data;
      if (body.to_all) return invalidFields({ to_all: 'Only the builder writes to every supplier at once.' });
      if (body.supplier_company_id && body.supplier_company_id !== SUPPLIER_COMPANY_ID) return invalidFields({ supplier_company_id: 'You write to the builder in your own thread: leave the supplier out.' });
      const line = body.quote_line_id ? found.lines.find((candidate) => candidate.id === body.quote_line_id) : undefined;
      if (body.quote_line_id && !line) return invalidFields({ quote_line_id: 'This line is not part of the request.' });
      const supplier = found.invitations[0]?.supplier ?? { id: SUPPLIER_COMPANY_ID, name: '' };
      const written: MockQuoteMessage = {
        requestId: found.id,
        message: {
          id: `${found.id}-message-new-${messages.length}`,
          supplier,
          sequence: threadOf(found.id).length + 1,
          author: { side: 'supplier', company: supplier, user: { id: mockSupplierUser.id, name: `${mockSupplierUser.first_name} ${mockSupplierUser.last_name}` } },
          body: body.body,
          quote_line: line ? { id: line.id, description: line.description } : null,
          to_all: false,
          created_at: new Date().toISOString(),
        },
      };
      messages.push(written);
      return HttpResponse.json({ count: 1, results: [written.message] }, { status: 201 });
    }),
  ];
}
