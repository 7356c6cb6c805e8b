import { bodiesOf, recordRequests } from '@marketplace/vitest-config/msw-server';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';
import { recordSavedFiles } from '@marketplace/vitest-config/saved-files';

const server = setupMswServer();

afterEach(() => {
  vi.restoreAllMocks();
});

const dispute = () => within(screen.getByRole('region', { name: 'Dispute' }));

describe('InvoicePage', () => {
  it('shows each line with what the match found, and the builder’s dispute', async () => {
    renderRoute({ url: '/supplier/invoices/inv-osb' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice NW-1002' })).toBeInTheDocument();
    expect(screen.getByLabelText('Invoice details')).toHaveTextContent('StatusDisputed');
    const osb = within(screen.getByRole('grid', { name: 'Lines of invoice NW-1002' })).getByRole('row', { name: /OSB Sheathing/ });
    expect(osb).toHaveTextContent('20 of 18 billable');
    expect(osb).toHaveTextContent('More than received');
    expect(osb).toHaveTextContent('20 billed, 18 received and not yet billed.');
    const facts = screen.getByLabelText('The builder’s dispute');
    expect(facts).toHaveTextContent('ReasonShort shipped');
    expect(facts).toHaveTextContent('The builder’s noteOnly 18 sheets arrived; bill the 18.');
  });

  it('answers the dispute, and asks for words first', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/supplier/invoices/inv-osb' });
    await screen.findByRole('region', { name: 'Dispute' });
    await user.click(dispute().getByRole('button', { name: 'Send the answer' }));
    await waitFor(() => expect(dispute().getByRole('textbox', { name: /^Your answer/ })).toHaveAccessibleDescription(/Write your answer to the dispute\./));
    await user.type(dispute().getByRole('textbox', { name: /^Your answer/ }), 'Agreed: a corrected invoice follows.');
    await user.click(dispute().getByRole('button', { name: 'Send the answer' }));
    expect(await screen.findByText('Your answer on invoice NW-1002 was sent to Summit Builders.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/ordering/invoices/inv-osb/respond/')).toEqual([{ note: 'Agreed: a corrected invoice follows.' }]);
    expect(await within(screen.getByLabelText('The builder’s dispute')).findByText(/Agreed: a corrected invoice follows\./)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Dispute' })).toHaveTextContent('You answered; the builder decides');
  });

  it('issues a corrected invoice from the disputed one, which it replaces', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/supplier/invoices/inv-osb' });
    await screen.findByRole('region', { name: 'Dispute' });
    await user.click(dispute().getByRole('button', { name: 'Issue a corrected invoice' }));
    const form = within(screen.getByRole('dialog', { name: 'Correct invoice NW-1002' }));
    const line = within(form.getByRole('group', { name: /^Line 1/ }));
    expect(line.getByRole('textbox', { name: /^Quantity/ })).toHaveValue('20');
    expect(line.getByRole('textbox', { name: /^Unit price/ })).toHaveValue('12.90');
    expect(form.getByRole('textbox', { name: /^Freight/ })).toHaveValue('45.00');
    await user.type(form.getByRole('textbox', { name: /^Invoice number/ }), 'NW-1002-R');
    await user.clear(line.getByRole('textbox', { name: /^Quantity/ }));
    await user.type(line.getByRole('textbox', { name: /^Quantity/ }), '18');
    await user.click(form.getByRole('button', { name: 'Issue the corrected invoice' }));

    expect(await screen.findByText('Invoice NW-1002-R issued; it replaces NW-1002, which is now void.')).toBeInTheDocument();
    const [sent] = (await bodiesOf(requests, 'POST', '/api/ordering/purchase_orders/po-short/invoices/')) as [Record<string, unknown>];
    expect(sent).toMatchObject({ number: 'NW-1002-R', replaces_invoice_id: 'inv-osb', freight_cents: 4500, lines: [{ line_item_id: 'li-osb-short', quantity: 18, unit_price_cents: 1290 }] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice NW-1002-R' })).toBeInTheDocument();
    expect(screen.getByLabelText('Invoice details')).toHaveTextContent('StatusMatched');
    await user.click(screen.getByRole('link', { name: 'The invoice it replaces' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice NW-1002' })).toBeInTheDocument();
    expect(await within(screen.getByLabelText('Invoice details')).findByText('Void')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The corrected invoice' })).toBeInTheDocument();
  });

  it('voids an invoice after a confirmation', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/supplier/invoices/inv-studs' });
    await user.click(await screen.findByRole('button', { name: 'Void invoice' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Void invoice NW-1001?' }));
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Void invoice' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Void the invoice' }));
    expect(await screen.findByText('Invoice NW-1001 is void.')).toBeInTheDocument();
    expect(await within(screen.getByLabelText('Invoice details')).findByText('Void')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void invoice' })).not.toBeInTheDocument();
  });

  it('flashes the API’s refusal to void', async () => {
    server.use(failingHandler('post', '/api/ordering/invoices/inv-studs/void/', 409, errorBody('conflict', 'This invoice is approved: it cannot be voided.')));
    const { user } = renderRoute({ url: '/supplier/invoices/inv-studs' });
    await user.click(await screen.findByRole('button', { name: 'Void invoice' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Void the invoice' }));
    expect(await screen.findByText('This invoice is approved: it cannot be voided.')).toBeInTheDocument();
  });

  it('downloads the invoice’s PDF and the supplier’s own', async () => {
    const saved = recordSavedFiles();
    const { user } = renderRoute({ url: '/supplier/invoices/inv-studs' });
    await user.click(await screen.findByRole('button', { name: 'Invoice (PDF)' }));
    await user.click(screen.getByRole('button', { name: 'Your PDF' }));
    await waitFor(() => expect(saved.map((file) => file.download)).toEqual(['invoice-NW-1001.pdf', 'NW-1001.pdf']));
    expect(saved[0]?.type).toBe('application/pdf');
  });

  it('offers nothing but the PDF on a paid invoice', async () => {
    renderRoute({ url: '/supplier/invoices/inv-paid' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice NW-0940' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invoice (PDF)' })).toBeInTheDocument();
    for (const name of ['Void invoice', 'Issue a corrected invoice', 'Attach the PDF']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('says when the invoice is not the supplier’s', async () => {
    renderRoute({ url: '/supplier/invoices/inv-unknown' });
    expect(await screen.findByRole('heading', { name: 'We could not find this invoice' })).toBeInTheDocument();
  });
});
