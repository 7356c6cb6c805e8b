import { bodiesOf, recordRequests } from '@marketplace/vitest-config/msw-server';
import { dayFromToday } from '@marketplace/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

const answerForm = () => within(screen.getByRole('form', { name: /^(Your answer|Revise your answer)$/ }));
const line = (name: RegExp) => within(answerForm().getByRole('group', { name }));
const drywall = () => line(/^UltraLight Drywall Panel/);
const studs = () => line(/^Douglas Fir Framing Lumber/);
const hangers = () => line(/^Galvanized joist hangers/);

async function choose(user: UserEvent, field: ReturnType<typeof line>, label: RegExp, option: string) {
  await user.click(field.getByRole('button', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('QuoteRequestPage', () => {
  it('shows what the builder asks: the lines, the days and the builder’s note', async () => {
    renderRoute({ url: '/supplier/quotes/quote-new' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote request for Mission Bay Townhomes' })).toBeInTheDocument();
    const facts = screen.getByLabelText('Quote request details');
    expect(facts).toHaveTextContent('Summit Builders (asked by Bea Buyer)');
    expect(facts).toHaveTextContent('Builder’s noteDeliveries before 10 am only, through the north gate.');
    const lines = screen.getByRole('grid', { name: 'Lines asked' });
    expect(within(lines).getByRole('row', { name: /UltraLight Drywall Panel/ })).toHaveTextContent('120 sheets');
    expect(within(lines).getByRole('row', { name: /Galvanized joist hangers/ })).toHaveTextContent('Described by the builder');
  });

  it('names the fields in error and sends nothing until the answer is valid', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/supplier/quotes/quote-new' });
    await screen.findByRole('form', { name: 'Your answer' });
    await user.type(drywall().getByRole('textbox', { name: /^Available quantity/ }), 'many');
    await choose(user, studs(), /Answer/, 'Substitute');
    await user.click(answerForm().getByRole('button', { name: 'Send the answer' }));
    await waitFor(() => expect(drywall().getByRole('textbox', { name: /^Unit price/ })).toHaveAccessibleDescription('Give the unit price in dollars, like 14.50.'));
    expect(drywall().getByRole('textbox', { name: /^Available quantity/ })).toHaveAccessibleDescription(/Give a whole quantity, or leave it empty for all of it\./);
    expect(studs().getByRole('button', { name: /Substitute offer/ })).toHaveAccessibleDescription(/Choose the offer of yours you propose instead\./);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('puts the API’s refusal of a line under its answer', async () => {
    const { user } = renderRoute({ url: '/supplier/quotes/quote-new' });
    await screen.findByRole('form', { name: 'Your answer' });
    await user.type(drywall().getByRole('textbox', { name: /^Unit price/ }), '13.90');
    // The supplier sells no such studs: offering them as asked is refused by the API.
    await user.type(studs().getByRole('textbox', { name: /^Unit price/ }), '4.50');
    await user.type(hangers().getByRole('textbox', { name: /^Unit price/ }), '2.10');
    await user.click(answerForm().getByRole('button', { name: 'Send the answer' }));
    await waitFor(() =>
      expect(studs().getByRole('button', { name: /Answer/ })).toHaveAccessibleDescription('You have no offer of this product on sale: answer it with a substitute of yours, or as unavailable.'),
    );
  });

  it('answers with a substitute of the supplier’s own and a line not available, then offers to revise it', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/supplier/quotes/quote-new' });
    await screen.findByRole('form', { name: 'Your answer' });
    await user.type(drywall().getByRole('textbox', { name: /^Unit price/ }), '13.90');
    await user.type(drywall().getByRole('textbox', { name: /^Available quantity/ }), '100');
    await choose(user, studs(), /Answer/, 'Substitute');
    await user.type(studs().getByRole('textbox', { name: /^Find one of your offers/ }), 'Plywood 3');
    await choose(user, studs(), /Substitute offer/, 'Structural Plywood 3, 3/8 in (CT-PLY-0003) · $23.00');
    await user.type(studs().getByRole('textbox', { name: /^Unit price/ }), '22');
    await user.type(studs().getByRole('textbox', { name: /^Note on this line/ }), 'No studs in stock.');
    await choose(user, hangers(), /Answer/, 'Not available');
    expect(hangers().queryByRole('textbox', { name: /^Unit price/ })).not.toBeInTheDocument();
    await user.click(answerForm().getByRole('button', { name: 'Send the answer' }));

    expect(await screen.findByText('Your answer was sent to Summit Builders.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/quote-requests/quote-new/answer/')).toEqual([
      {
        valid_until: dayFromToday(14),
        note: null,
        lines: [
          { quote_line_id: 'quote-new-drywall', status: 'offered', unit_price_cents: 1390, available_quantity: 100, ship_date: null, note: null },
          { quote_line_id: 'quote-new-studs', status: 'substitute', unit_price_cents: 2200, substitute_psv_id: 'offer-3', available_quantity: null, ship_date: null, note: 'No studs in stock.' },
          { quote_line_id: 'quote-new-hangers', status: 'unavailable', available_quantity: null, ship_date: null, note: null },
        ],
      },
    ]);
    const answer = await screen.findByRole('grid', { name: 'Lines of your answer, version 1' });
    expect(within(answer).getByRole('row', { name: /Douglas Fir Framing Lumber/ })).toHaveTextContent('Structural Plywood 3, 3/8 in');
    expect(await screen.findByRole('form', { name: 'Revise your answer' })).toBeInTheDocument();
  });

  it('shows the answer sent, starts a revision from it, and sends the new version', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/supplier/quotes/quote-answered' });
    expect(await screen.findByRole('heading', { name: 'Your answer, version 1' })).toBeInTheDocument();
    expect(screen.getByLabelText('Answer details')).toHaveTextContent('Total$10,068.00');
    expect(drywall().getByRole('textbox', { name: /^Unit price/ })).toHaveValue('13.90');
    expect(studs().getByRole('button', { name: /Substitute offer/ })).toHaveTextContent('Structural Plywood 1, 1/8 in');
    await user.clear(drywall().getByRole('textbox', { name: /^Unit price/ }));
    await user.type(drywall().getByRole('textbox', { name: /^Unit price/ }), '13.50');
    await user.click(answerForm().getByRole('button', { name: 'Send the revised answer' }));
    expect(await screen.findByText('Your revised answer (version 2) was sent to Summit Builders.')).toBeInTheDocument();
    const [sent] = (await bodiesOf(requests, 'POST', '/api/quote-requests/quote-answered/answer/')) as [{ lines: { unit_price_cents?: number; substitute_psv_id?: string }[] }];
    expect(sent.lines[0]?.unit_price_cents).toBe(1350);
    expect(sent.lines[1]?.substitute_psv_id).toBe('offer-1');
    expect(await screen.findByRole('heading', { name: 'Your answer, version 2' })).toBeInTheDocument();
  });

  it('declines with a note after a confirmation', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/supplier/quotes/quote-new' });
    await user.click(await screen.findByRole('button', { name: 'Decline to quote' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Decline to quote?' }));
    await user.type(dialog.getByRole('textbox', { name: /^Note to the builder/ }), 'We are booked until spring.');
    await user.click(dialog.getByRole('button', { name: 'Decline to quote' }));
    expect(await screen.findByText('You declined to quote for Summit Builders; they are told.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/quote-requests/quote-new/decline/')).toEqual([{ note: 'We are booked until spring.' }]);
    expect(await screen.findByRole('heading', { name: 'You declined this request' })).toBeInTheDocument();
    expect(screen.getByText('Your note: We are booked until spring.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your answer' })).not.toBeInTheDocument();
  });

  it('takes no answer once the deadline has passed', async () => {
    renderRoute({ url: '/supplier/quotes/quote-late' });
    expect(await screen.findByRole('heading', { name: 'The deadline has passed' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /^(Your answer|Revise your answer)$/ })).not.toBeInTheDocument();
    // The builder may still award it: the thread with the builder stays open.
    expect(screen.getByRole('form', { name: 'Write to the builder' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline to quote' })).not.toBeInTheDocument();
  });

  it('shows the API’s refusal when the deadline passes while the supplier answers', async () => {
    server.use(failingHandler('post', '/api/quote-requests/quote-answered/answer/', 409, errorBody('conflict', 'The time to answer this quote request ended at 2026-11-24T17:00:00.000Z.')));
    const { user } = renderRoute({ url: '/supplier/quotes/quote-answered' });
    await user.click(await answerFormButton('Send the revised answer'));
    expect(await within(screen.getByRole('form', { name: 'Revise your answer' })).findByRole('alert')).toHaveTextContent('The time to answer this quote request ended at 2026-11-24T17:00:00.000Z.');
  });

  it('says when the request is not the supplier’s', async () => {
    renderRoute({ url: '/supplier/quotes/quote-unknown' });
    expect(await screen.findByRole('heading', { name: 'We could not find this quote request' })).toBeInTheDocument();
  });
});

async function answerFormButton(name: string): Promise<HTMLElement> {
  return within(await screen.findByRole('form', { name: 'Revise your answer' })).getByRole('button', { name });
}
