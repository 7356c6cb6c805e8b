import { bodiesOf, recordRequests } from '@marketplace/vitest-config/msw-server';
import { dayFromToday } from '@marketplace/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { allHandlers } from '../mocks/all-handlers';
import { errorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { mockInvoices } from '../mocks/invoice-fixtures';
import { mockPurchaseOrders, mockShortReceivedPurchaseOrder } from '../mocks/order-handlers';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

// PO-2007-1 is delivered, 18 of its 20 sheets of OSB counted; two invoices bill all of it already.
// PO-2019-1 shipped: its glulam beams are billed on NW-0990, its 20 sheets of OSB (18 counted) on none.
beforeEach(() => {
  server.resetHandlers(...allHandlers({ orders: { purchaseOrders: [...mockPurchaseOrders(), mockShortReceivedPurchaseOrder()] } }));
});

let dialogName = 'Invoice PO-2019-1';
const dialog = () => within(screen.getByRole('dialog', { name: dialogName }));
const line = (number: number) => within(dialog().getByRole('group', { name: new RegExp(`^Line ${number}`) }));

async function openTheInvoiceForm(purchaseOrder = { id: 'po-shipped', number: 'PO-2019-1' }) {
  dialogName = `Invoice ${purchaseOrder.number}`;
  const rendered = renderRoute({ url: `/supplier/purchase-orders/${purchaseOrder.id}` });
  await rendered.user.click(await screen.findByRole('button', { name: 'Issue invoice' }));
  await screen.findByRole('dialog', { name: dialogName });
  return rendered;
}

describe('the purchase order’s invoices', () => {
  it('lists the invoices of this purchase order, each linked to its page', async () => {
    const { user } = renderRoute({ url: '/supplier/purchase-orders/po-short' });
    const table = await screen.findByRole('grid', { name: 'Invoices of PO-2007-1' });
    expect(await within(table).findByRole('row', { name: /NW-1002/ })).toHaveTextContent('Disputed');
    expect(within(table).getByRole('row', { name: /NW-1001/ })).toHaveTextContent('$186.00');
    // Another purchase order's invoice is not listed.
    expect(within(table).queryByRole('row', { name: /NW-0990/ })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('link', { name: 'NW-1001' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice NW-1001' })).toBeInTheDocument();
  });

  it('prefills the form with what has shipped and is not yet invoiced, at the purchase order’s price', async () => {
    const requests = recordRequests(server);
    await openTheInvoiceForm();
    expect(dialog().getByText('Bill what has shipped and is not yet invoiced.')).toBeInTheDocument();
    // The 20 sheets shipped are billed, counted or not yet; the beams are on NW-0990 already.
    expect(line(1).getByRole('textbox', { name: /^Description/ })).toHaveValue('OSB Sheathing, 7/16 in × 4 × 8 ft');
    expect(line(1).getByRole('textbox', { name: /^Quantity \(sheet\)/ })).toHaveValue('20');
    expect(line(1).getByRole('textbox', { name: /^Unit price/ })).toHaveValue('12.90');
    expect(dialog().queryByRole('group', { name: /^Line 2/ })).not.toBeInTheDocument();
    expect(dialog().getByLabelText('Invoice total')).toHaveTextContent('Total$258.00');
    expect(requests.some((request) => new URL(request.url).pathname === '/api/ordering/purchase_orders/po-shipped/invoices/billable/')).toBe(true);
  });

  it('prefills only what is left of a line billed in part before', async () => {
    const invoices = mockInvoices().map((invoice) => (invoice.id === 'inv-osb' ? { ...invoice, lines: invoice.lines.map((billed) => ({ ...billed, quantity: 12, amount_cents: 12 * billed.unit_price_cents })) } : invoice));
    server.resetHandlers(...allHandlers({ orders: { purchaseOrders: [...mockPurchaseOrders(), mockShortReceivedPurchaseOrder()] }, invoices: { invoices } }));
    await openTheInvoiceForm({ id: 'po-short', number: 'PO-2007-1' });
    // 20 sheets shipped, 12 billed: 8 left. The 40 studs are billed in full on NW-1001.
    expect(line(1).getByRole('textbox', { name: /^Quantity \(sheet\)/ })).toHaveValue('8');
    expect(dialog().queryByRole('group', { name: /^Line 2/ })).not.toBeInTheDocument();
  });

  it('says so when everything shipped is invoiced already', async () => {
    await openTheInvoiceForm({ id: 'po-short', number: 'PO-2007-1' });
    expect(dialog().getByText(/^Bill what has shipped and is not yet invoiced: every line shipped so far is invoiced already/)).toBeInTheDocument();
    expect(dialog().queryByRole('group', { name: /^Line 1/ })).not.toBeInTheDocument();
  });

  it('names each field in error and sends nothing until the form is valid', async () => {
    const requests = recordRequests(server);
    const { user } = await openTheInvoiceForm();
    await user.clear(line(1).getByRole('textbox', { name: /^Quantity/ }));
    await user.type(line(1).getByRole('textbox', { name: /^Quantity/ }), '1.5');
    await user.type(dialog().getByRole('textbox', { name: /^Tax/ }), 'ten');
    await user.click(dialog().getByRole('button', { name: 'Issue the invoice' }));
    await waitFor(() => expect(dialog().getByRole('textbox', { name: /^Invoice number/ })).toHaveAccessibleDescription(/Give your invoice number\./));
    expect(line(1).getByRole('textbox', { name: /^Quantity/ })).toHaveAccessibleDescription('Give the quantity billed as a whole number.');
    expect(dialog().getByRole('textbox', { name: /^Tax/ })).toHaveAccessibleDescription(/Give the tax in dollars, like 12\.50, or leave it empty\./);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('issues the invoice with its PDF, and lists it', async () => {
    const requests = recordRequests(server);
    const { user } = await openTheInvoiceForm();
    await user.type(dialog().getByRole('textbox', { name: /^Invoice number/ }), 'NW-1003');
    await user.type(dialog().getByRole('textbox', { name: /^Freight/ }), '25');
    await user.upload(dialog().getByLabelText('Your PDF of the invoice (optional)'), new File(['%PDF-1.7'], 'NW-1003.pdf', { type: 'application/pdf' }));
    await user.click(dialog().getByRole('button', { name: 'Issue the invoice' }));

    expect(await screen.findByText('Invoice NW-1003 issued.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/ordering/purchase_orders/po-shipped/invoices/')).toEqual([
      {
        number: 'NW-1003',
        invoice_date: dayFromToday(0),
        tax_cents: 0,
        freight_cents: 2500,
        lines: [{ line_item_id: 'li-sheathing', description: 'OSB Sheathing, 7/16 in × 4 × 8 ft', unit_of_measure: 'sheet', quantity: 20, unit_price_cents: 1290 }],
      },
    ]);
    expect(requests.some((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/ordering/invoices/inv-new-7/attachment/')).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const table = screen.getByRole('grid', { name: 'Invoices of PO-2019-1' });
    // Two sheets are not counted yet: an exception until they are.
    expect(await within(table).findByRole('row', { name: /NW-1003/ })).toHaveTextContent('Exception');
    // Billed in full, nothing is left to bill: the next invoice starts empty.
    await user.click(screen.getByRole('button', { name: 'Issue invoice' }));
    expect(await screen.findByText(/every line shipped so far is invoiced already/)).toBeInTheDocument();
  });

  it('shows the API’s refusal above the form, and keeps what was typed', async () => {
    server.use(failingHandler('post', '/api/ordering/purchase_orders/po-shipped/invoices/', 409, errorBody('conflict', 'You already issued invoice NW-1001: give each invoice its own number.')));
    const { user } = await openTheInvoiceForm();
    await user.type(dialog().getByRole('textbox', { name: /^Invoice number/ }), 'NW-1001');
    await user.click(dialog().getByRole('button', { name: 'Issue the invoice' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent('You already issued invoice NW-1001: give each invoice its own number.');
    expect(dialog().getByRole('textbox', { name: /^Invoice number/ })).toHaveValue('NW-1001');
  });

  it('puts the API’s field errors under their fields', async () => {
    server.use(failingHandler('post', '/api/ordering/purchase_orders/po-shipped/invoices/', 400, errorBody('validation_error', 'Bill at most 1000000.', { 'lines.0.quantity': 'Bill at most 1000000.' })));
    const { user } = await openTheInvoiceForm();
    await user.type(dialog().getByRole('textbox', { name: /^Invoice number/ }), 'NW-1003');
    await user.click(dialog().getByRole('button', { name: 'Issue the invoice' }));
    await waitFor(() => expect(line(1).getByRole('textbox', { name: /^Quantity/ })).toHaveAccessibleDescription('Bill at most 1000000.'));
  });
});
