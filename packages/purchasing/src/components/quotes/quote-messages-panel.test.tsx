import { apiUrl } from '@marketplace/api-client';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../mocks/fixtures';
import { quoteMessageRefusals } from '../../mocks/quote-message-handlers';
import { bodiesOf, queryOf, recordRequests, setupMswServer } from '../../test/msw-server';
import { renderRoute } from '../../test/render-route';

const server = setupMswServer();

const thread = (name: string) => screen.findByRole('list', { name });
const itemsOf = async (name: string) => within(await thread(name)).getAllByRole('listitem').map((item) => item.textContent);
const messageField = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^Message to ${name}`) });

describe('QuoteMessagesPanel', () => {
  it('shows every thread at once, a message sent to all once, each of the builder’s saying whom it went to', async () => {
    renderRoute({ url: '/quotes/quote-1' });
    expect(await itemsOf('Messages with every supplier')).toEqual([
      'Dana BuilderSummit BuildersNov 20, 2026, 11:00 AM UTCTo all suppliersDeliveries go to the rear lot off Alder Street; the gate code is 4521.',
      'Sam NorthsideNorthside LumberNov 21, 2026, 9:15 AM UTCAbout: Douglas Fir Framing Lumber, 2x4 × 8 ft #2Can we bring the studs in two drops? The second would follow within a week.',
      'Dana BuilderSummit BuildersNov 21, 2026, 9:40 AM UTCTo Northside LumberAbout: Douglas Fir Framing Lumber, 2x4 × 8 ft #2Two drops are fine, as long as the second arrives by December 5.',
      'Rita RidgeRidge Building SupplyNov 21, 2026, 10:30 AM UTCAbout: CDX Plywood Sheathing, 3/4 in × 4 × 8 ftWe quoted OSB instead of the CDX: same span rating, and in stock.',
    ]);
  });

  it('reads and writes one supplier’s thread, pointing at a line, and says the message went', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/quotes/quote-1' });
    await thread('Messages with every supplier');
    await user.click(screen.getByRole('button', { name: /Conversation/ }));
    await user.click(await screen.findByRole('option', { name: 'Ridge Building Supply' }));
    expect(await itemsOf('Messages with Ridge Building Supply')).toHaveLength(2);
    expect(queryOf(requests, '/api/quote-requests/quote-1/messages/').map((query) => query.get('supplier_company_id'))).toEqual([null, 'sup-ridge']);

    await user.click(screen.getByRole('button', { name: /About a line/ }));
    await user.click(await screen.findByRole('option', { name: 'CDX Plywood Sheathing, 3/4 in × 4 × 8 ft' }));
    await user.type(messageField('Ridge Building Supply'), '  Is the OSB tongue and groove?  ');
    await user.click(screen.getByRole('button', { name: 'Send to Ridge Building Supply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent to Ridge Building Supply.');
    expect(await bodiesOf(requests, 'POST', '/api/quote-requests/quote-1/messages/')).toEqual([{ body: 'Is the OSB tongue and groove?', quote_line_id: 'ql-cdx', supplier_company_id: 'sup-ridge' }]);
    expect(await screen.findByText('Is the OSB tongue and groove?')).toBeInTheDocument();
    expect(messageField('Ridge Building Supply')).toHaveValue('');
  });

  it('writes to every supplier at once', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/quotes/quote-1' });
    await thread('Messages with every supplier');
    await user.type(messageField('all suppliers'), 'Can you all deliver on Saturday?');
    await user.click(screen.getByRole('button', { name: 'Send to all suppliers' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent to all suppliers.');
    expect(await bodiesOf(requests, 'POST', '/api/quote-requests/quote-1/messages/')).toEqual([{ body: 'Can you all deliver on Saturday?', quote_line_id: null, to_all: true }]);
    // Shown once in the list of every thread, though each supplier has a copy.
    expect((await itemsOf('Messages with every supplier')).filter((text) => text?.includes('Saturday'))).toHaveLength(1);
  });

  it('writes in paragraphs, sent with Ctrl+Enter, and shows them as written', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/quotes/quote-1' });
    await thread('Messages with every supplier');
    await user.type(messageField('all suppliers'), 'Two questions:{Enter}{Enter}1. Saturday?{Enter}2. Before 7 am?{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent to all suppliers.');
    expect(await bodiesOf(requests, 'POST', '/api/quote-requests/quote-1/messages/')).toEqual([{ body: 'Two questions:\n\n1. Saturday?\n2. Before 7 am?', quote_line_id: null, to_all: true }]);
    const sent = within(await thread('Messages with every supplier')).getByText(/Two questions:/);
    expect(sent.textContent).toBe('Two questions:\n\n1. Saturday?\n2. Before 7 am?');
  });

  it('sends nothing blank, and shows the API’s refusal under the field', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/quotes/quote-1' });
    await thread('Messages with every supplier');
    await user.click(screen.getByRole('button', { name: 'Send to all suppliers' }));
    expect(await screen.findByText('Write a message.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(messageField('all suppliers'), 'Invoice\u202Efdp.exe');
    await user.click(screen.getByRole('button', { name: 'Send to all suppliers' }));
    const refusal = 'Remove the hidden characters that change the direction of the text (such as U+202E).';
    expect(await screen.findByText(refusal, { selector: '.mk-field__error, .mk-field__error *' })).toBeInTheDocument();
    expect(messageField('all suppliers')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says why when the request closed meanwhile', async () => {
    server.use(http.post(apiUrl('/api/quote-requests/:id/messages/'), () => HttpResponse.json(errorBody('conflict', quoteMessageRefusals.cancelled), { status: 409 })));
    const { user } = renderRoute({ url: '/quotes/quote-1' });
    await thread('Messages with every supplier');
    await user.type(messageField('all suppliers'), 'Still there?');
    await user.click(screen.getByRole('button', { name: 'Send to all suppliers' }));
    expect(await screen.findByText(quoteMessageRefusals.cancelled, { selector: '.mk-form-error *' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('keeps a closed request’s messages to read, with nothing to write', async () => {
    renderRoute({ url: '/quotes/quote-c' });
    expect(await itemsOf('Messages with every supplier')).toHaveLength(1);
    expect(screen.getByText('This request is cancelled: its messages stay here to read, and no more can be sent.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write a message' })).not.toBeInTheDocument();
  });
});
