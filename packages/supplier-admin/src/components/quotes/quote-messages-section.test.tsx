import { apiUrl } from '@marketplace/api-client';
import { bodiesOf, recordRequests } from '@marketplace/vitest-config/msw-server';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../mocks/fixtures';
import { quoteMessageRefusals } from '../../mocks/quote-message-handlers';
import { setupMswServer } from '../../test/msw-server';
import { renderRoute } from '../../test/render-route';

const server = setupMswServer();

const thread = () => screen.findByRole('list', { name: 'Messages with Summit Builders' });
const messageField = () => screen.getByRole('textbox', { name: /^Message to Summit Builders/ });

describe('QuoteMessagesSection', () => {
  it('shows the supplier’s own thread with the builder, oldest first, its own messages set apart', async () => {
    renderRoute({ url: '/supplier/quotes/quote-answered' });
    const items = within(await thread()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.mk-message-thread__body')?.textContent)).toEqual([
      'The north gate opens at 7 am; the code is 4521.',
      'Could we bring the drywall in two drops, a week apart?',
      'Two drops are fine, the second by the end of the month.',
    ]);
    expect(items[1]).toHaveClass('mk-message-thread__message--own');
    expect(items[1]).toHaveTextContent(/^Sam SupplierNorthwind Lumber Co\..* UTCAbout: UltraLight Drywall Panel, 1\/2 in, 4 ft x 8 ft/);
    expect(items[0]).toHaveTextContent(/^Bea BuyerSummit Builders/);
  });

  it('writes to the builder about a line, and says the message went', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/supplier/quotes/quote-new' });
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /About a line/ }));
    await user.click(await screen.findByRole('option', { name: 'Galvanized joist hangers for 2x10' }));
    await user.type(messageField(), 'Would 2x10 hangers in a box of 50 do?');
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent to Summit Builders.');
    expect(await bodiesOf(requests, 'POST', '/api/quote-requests/quote-new/messages/')).toEqual([{ body: 'Would 2x10 hangers in a box of 50 do?', quote_line_id: 'quote-new-hangers' }]);
    expect(within(await thread()).getByRole('listitem')).toHaveTextContent('About: Galvanized joist hangers for 2x10Would 2x10 hangers in a box of 50 do?');
    expect(messageField()).toHaveValue('');
  });

  it('writes in paragraphs, sent with Ctrl+Enter, and shows them as written', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/supplier/quotes/quote-new' });
    await screen.findByRole('heading', { name: 'No messages yet' });
    await user.type(messageField(), 'Two options:{Enter}{Enter}1. Boxes of 50{Enter}2. Loose{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent to Summit Builders.');
    expect(await bodiesOf(requests, 'POST', '/api/quote-requests/quote-new/messages/')).toEqual([{ body: 'Two options:\n\n1. Boxes of 50\n2. Loose', quote_line_id: null }]);
    const sent = within(await thread()).getByRole('listitem').querySelector('.mk-message-thread__body');
    expect(sent?.textContent).toBe('Two options:\n\n1. Boxes of 50\n2. Loose');
  });

  it('refuses what the API would before sending, in its words', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/supplier/quotes/quote-new' });
    await screen.findByRole('heading', { name: 'No messages yet' });
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByText('Write a message.')).toBeInTheDocument();
    await user.type(messageField(), 'Invoice\u202Efdp.exe');
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByText('Remove the hidden characters that change the direction of the text (such as U+202E).')).toBeInTheDocument();
    expect(messageField()).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('says why when the builder closed the request meanwhile', async () => {
    server.use(http.post(apiUrl('/api/quote-requests/:id/messages/'), () => HttpResponse.json(errorBody('conflict', quoteMessageRefusals.cancelled), { status: 409 })));
    const { user } = renderRoute({ url: '/supplier/quotes/quote-answered' });
    await thread();
    await user.type(messageField(), 'Still on?');
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByText(quoteMessageRefusals.cancelled, { selector: '.mk-form-error *' })).toBeInTheDocument();
  });

  it('keeps an awarded request’s thread to read, with nothing to write', async () => {
    renderRoute({ url: '/supplier/quotes/quote-awarded' });
    expect(within(await thread()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('The builder has awarded this request: the messages stay here to read, and no more can be sent.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write to the builder' })).not.toBeInTheDocument();
  });
});
