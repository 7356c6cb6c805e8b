import { apiUrl } from '@marketplace/api-client';
import { quoteMessageRequestSchema, type QuoteMessage, type QuoteRequest } from '@marketplace/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorBody } from './fixtures';
import type { MockContext } from './mock-context';
import type { MockQuoteMessage } from './quote-message-fixtures';
import { validationFailure } from './validation-failure';

/** The API's sentences (apps/api quote-messages.service.ts). */
export const quoteMessageRefusals = {
  closed: 'This quote request was awarded: its messages can still be read, but no more can be sent.',
  cancelled: 'This quote request was cancelled: its messages can still be read, but no more can be sent.',
  expired: 'This quote request expired: its messages can still be read, but no more can be sent.',
  chooseSupplier: 'Choose the supplier to write to, or write to all of them.',
  notInvited: 'This supplier was not asked to quote this request.',
  notALine: 'This line is not part of the request.',
} as const;

const refused = (field: string, message: string) => HttpResponse.json({ ...errorBody('validation_error', message), fields: { [field]: message } }, { status: 400 });

/**
 * A stateful stand-in for the builder's side of the message threads: one supplier's thread
 * (`supplier_company_id`) or every thread, a message sent to all shown once; writing to one
 * supplier or to all (a copy in each thread), refused as the API refuses it: the contracts' schema,
 * no supplier chosen or one not asked, a line of another request, and 409 once the request is closed.
 */
export function createQuoteMessageHandlers(context: MockContext, find: (id: string) => QuoteRequest | undefined, initial: readonly MockQuoteMessage[]): HttpHandler[] {
  let messages = [...initial];
  const notFound = () => HttpResponse.json(errorBody('not_found', 'This quote request does not exist.'), { status: 404 });

  return [
    http.get(apiUrl('/api/quote-requests/:id/messages/'), ({ request, params }) => {
      const found = find(String(params.id));
      if (!found) return notFound();
      const supplierId = new URL(request.url).searchParams.get('supplier_company_id');
      const seen = new Set<string>();
      const results = messages
        .filter((entry) => entry.requestId === found.id && (!supplierId || entry.message.supplier?.id === supplierId))
        .filter((entry) => {
          if (supplierId || entry.toAllId === null) return true;
          if (seen.has(entry.toAllId)) return false;
          seen.add(entry.toAllId);
          return true;
        })
        .map((entry): QuoteMessage => (!supplierId && entry.toAllId !== null ? { ...entry.message, supplier: null } : entry.message));
      return HttpResponse.json({ count: results.length, results });
    }),
    http.post(apiUrl('/api/quote-requests/:id/messages/'), async ({ request, params }) => {
      const found = find(String(params.id));
      if (!found) return notFound();
      if (found.status !== 'sent') return HttpResponse.json(errorBody('conflict', quoteMessageRefusals[found.status]), { status: 409 });
      const parsed = quoteMessageRequestSchema.safeParse(await request.json());
      if (!parsed.success) return validationFailure(parsed.error);
      const body = parsed.data;
      const invited = found.invitations.map((invitation) => invitation.supplier);
      if (!body.to_all && !body.supplier_company_id) return refused('supplier_company_id', quoteMessageRefusals.chooseSupplier);
      const threads = body.to_all ? invited : invited.filter((supplier) => supplier.id === body.supplier_company_id);
      if (threads.length === 0) return refused('supplier_company_id', quoteMessageRefusals.notInvited);
      const line = body.quote_line_id ? found.lines.find((candidate) => candidate.id === body.quote_line_id) : undefined;
      if (body.quote_line_id && !line) return refused('quote_line_id', quoteMessageRefusals.notALine);
      const toAllId = body.to_all ? `all-new-${messages.length}` : null;
      const written = threads.map((supplier): MockQuoteMessage => {
        const sequence = messages.filter((entry) => entry.requestId === found.id && entry.message.supplier?.id === supplier.id).length + 1;
        return {
          requestId: found.id,
          toAllId,
          message: {
            id: `msg-new-${messages.length}-${supplier.id}`,
            supplier,
            sequence,
            author: { side: 'builder', company: found.buyer_company, user: context.user },
            body: body.body,
            quote_line: line ? { id: line.id, description: line.description } : null,
            to_all: toAllId !== null,
            created_at: context.now,
          },
        };
      });
      messages = [...messages, ...written];
      return HttpResponse.json({ count: written.length, results: written.map((entry) => entry.message) }, { status: 201 });
    }),
  ];
}
