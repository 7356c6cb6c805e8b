import { apiUrl } from '@marketplace/api-client';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../mocks/fixtures';
import { createPurchasingHandlers } from '../mocks/handlers';
import { quoteMessages } from '../mocks/quote-handlers';
import { bodiesOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

const studs = 'Douglas Fir Framing Lumber, 2x4 × 8 ft #2';
const plywood = 'CDX Plywood Sheathing, 3/4 in × 4 × 8 ft';
const hangers = 'Galvanized joist hangers for 2x10';

const comparison = () => screen.findByRole('table', { name: 'Each line asked, and each supplier’s answer to it' });
/** The cells of a line's row, in the suppliers' order (Northside, Ridge, Oakline), then "Award to". */
const cellsOf = (table: HTMLElement, line: string) => within(within(table).getByRole('rowheader', { name: new RegExp(`^${line.replace(/[()]/g, '\\$&')}`) }).closest('tr') as HTMLElement).getAllByRole('cell');
const awardOf = async (line: string) => within(await screen.findByRole('radiogroup', { name: `Award ${line} to` }));

describe('QuotePage', () => {
  it('compares every answer line by line: the cheapest, the missing and the expired said in words, totals per supplier', async () => {
    renderRoute({ url: '/quotes/quote-1' });
    const table = await comparison();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Line',
      'Northside LumberValid until Dec 15, 2026',
      'Ridge Building SupplyValid until Dec 12, 2026',
      'Oakline MaterialsExpired Nov 20, 2026',
      'Award to',
    ]);
    const [northsideStuds, ridgeStuds, oaklineStuds] = cellsOf(table, studs);
    expect(ridgeStuds).toHaveTextContent('★ Cheapest$4.49 each$269.40 for 60Ships Dec 2, 2026');
    expect(northsideStuds).not.toHaveTextContent('Cheapest');
    // Oakline is cheaper, but its answer expired: never the cheapest, never awarded.
    expect(oaklineStuds).toHaveTextContent('Answer expired');
    expect(oaklineStuds).not.toHaveTextContent('Cheapest');
    const [, ridgePlywood, oaklinePlywood] = cellsOf(table, plywood);
    expect(ridgePlywood).toHaveTextContent('Substitute: OSB Sheathing, 7/16 in × 4 × 8 ft');
    expect(oaklinePlywood).toHaveTextContent('Only 8 available');
    const [northsideHangers] = cellsOf(table, hangers);
    expect(northsideHangers).toHaveTextContent('Not offeredWe do not stock hangers.');
    expect(cellsOf(table, 'Total').map((cell) => cell.textContent)).toEqual([
      expect.stringContaining('$669.00' + '2 offered, 1 not offered'),
      expect.stringContaining('$996.20' + '3 offered, 0 not offered'),
      '$487.402 offered, 1 not offered',
      '',
    ]);
    expect(screen.getByLabelText('Facts of the request')).toHaveTextContent('Harbor Concrete: Declined (“We sell no lumber.”)');
  });

  it('awards line by line, then opens the cart with the lines at the quoted prices', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/quotes/quote-1', selectedProjectId: 'proj-maple' });
    const studsAward = await awardOf(studs);
    // Only answers still valid can be awarded.
    expect(studsAward.queryByRole('radio', { name: /Oakline/ })).not.toBeInTheDocument();
    await user.click(studsAward.getByRole('radio', { name: /^Northside Lumber/ }));
    await user.click((await awardOf(plywood)).getByRole('radio', { name: /^Ridge Building Supply/ }));
    await user.click(screen.getByRole('button', { name: 'Review the award of 2 lines' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Award these lines?' }));
    expect(dialog.getByText(/at the quoted prices, \$505\.80 in all/)).toBeInTheDocument();
    const lines = within(dialog.getByRole('grid', { name: 'Lines to award' }));
    expect(lines.getByRole('rowheader', { name: studs }).closest('[role="row"]')).toHaveTextContent('Northside Lumber60$4.65$279.00');
    await user.click(dialog.getByRole('button', { name: 'Award and add to the cart' }));
    expect(await screen.findByText('2 lines are in the cart of Maple Street Duplex at the quoted prices.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/quote-requests/quote-1/award/')).toEqual([
      {
        lines: [
          { quote_line_id: 'ql-studs', supplier_company_id: 'sup-northside' },
          { quote_line_id: 'ql-cdx', supplier_company_id: 'sup-ridge' },
        ],
      },
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  it('awards the whole request to one supplier', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/quotes/quote-1' });
    await user.click(await screen.findByRole('button', { name: 'Choose Ridge Building Supply for every line' }));
    await user.click(screen.getByRole('button', { name: 'Review the award of 3 lines' }));
    await user.click(await screen.findByRole('button', { name: 'Award and add to the cart' }));
    // Shown elsewhere than the project selected in the header: the flash says where the lines went.
    expect(await screen.findByText('3 lines are in the cart of Maple Street Duplex at the quoted prices. Choose Maple Street Duplex in the header to see them.')).toBeInTheDocument();
    const [body] = await bodiesOf(requests, 'POST', '/api/quote-requests/quote-1/award/');
    expect(body).toEqual({ lines: ['ql-studs', 'ql-cdx', 'ql-hangers'].map((id) => ({ quote_line_id: id, supplier_company_id: 'sup-ridge' })) });
  });

  it('asks for a supplier for at least one line before anything is awarded', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/quotes/quote-1' });
    await user.click(await screen.findByRole('button', { name: 'Review the award' }));
    expect(await screen.findByText('Choose a supplier for at least one line.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('keeps the choices and says why when the API refuses the award', async () => {
    server.use(http.post(apiUrl('/api/quote-requests/:id/award/'), () => HttpResponse.json(errorBody('conflict', quoteMessages.awarded), { status: 409 })));
    const { user } = renderRoute({ url: '/quotes/quote-1' });
    await user.click(await screen.findByRole('button', { name: 'Choose the cheapest for every line' }));
    await user.click(screen.getByRole('button', { name: 'Review the award of 3 lines' }));
    await user.click(await screen.findByRole('button', { name: 'Award and add to the cart' }));
    expect(await screen.findByText(quoteMessages.awarded, { selector: '.mk-form-error *' })).toBeInTheDocument();
    expect((await awardOf(studs)).getByRole('radio', { name: /^Ridge Building Supply/ })).toBeChecked();
  });

  it('cancels the request after asking, with a note for the suppliers', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/quotes/quote-1' });
    await user.click(await screen.findByRole('button', { name: 'Cancel the request' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel this quote request?' }));
    await user.type(dialog.getByRole('textbox', { name: /Note for the suppliers/ }), 'The job was postponed.');
    await user.click(dialog.getByRole('button', { name: 'Cancel the request' }));
    expect(await screen.findByText('The request for Maple Street Duplex is cancelled; the suppliers are told.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/quote-requests/quote-1/cancel/')).toEqual([{ note: 'The job was postponed.' }]);
    expect(await screen.findByText('Cancelled · 3 lines')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Award the request' })).not.toBeInTheDocument();
  });

  it('lets only the asker, owners and admins award or cancel: a colleague reads', async () => {
    server.resetHandlers(...createPurchasingHandlers({ user: { id: 'user-bea', name: 'Bea Buyer' }, role: 'buyer' }));
    renderRoute({ url: '/quotes/quote-1' });
    expect(await screen.findByText('Only Dana Builder, who asked, or an owner or admin of the company can award or cancel this request.')).toBeInTheDocument();
    expect(await comparison()).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Award the request' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the request' })).not.toBeInTheDocument();
  });

  it('shows what each line went to once awarded', async () => {
    renderRoute({ url: '/quotes/quote-0' });
    const table = await comparison();
    expect(screen.getByText('Awarded · 3 lines')).toBeInTheDocument();
    expect(cellsOf(table, studs).at(-1)).toHaveTextContent('Ridge Building Supply: 60 × $4.49');
    expect(cellsOf(table, hangers).at(-1)).toHaveTextContent('Not awarded');
  });
});
