import { bodiesOf, recordRequests } from '@marketplace/vitest-config/msw-server';
import { dayFromToday } from '@marketplace/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { allHandlers } from '../mocks/all-handlers';
import { errorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { mockPurchaseOrders, mockShortReceivedPurchaseOrder } from '../mocks/order-handlers';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

// PO-2007-1 is delivered, 18 of its 20 sheets of OSB counted; two invoices bill it already.
beforeEach(() => {
  server.resetHandlers(...allHandlers({ orders: { purchaseOrders: [...mockPurchaseOrders(), mockShortReceivedPurchaseOrder()] } }));
});

const dialog = () => within(screen.getByRole('dialog', { name: 'Invoice PO-2007-1' }));
const line = (number: number) => within(dialog().getByRole('group', { name: new RegExp(`^Line ${number}`) }));

async function openTheInvoiceForm() {
  const rendered = renderRoute({ url: '/supplier/purchase-orders/po-short' });
  await rendered.user.click(await screen.findByRole('button', { name: 'Issue invoice' }));
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

  it('prefills the form from the purchase order: what was received, at the purchase order’s price', async () => {
    await openTheInvoiceForm();
    // 18 of the 20 sheets were counted: 18 are billed. All 40 studs arrived.
    expect(line(1).getByRole('textbox', { name: /^Description/ })).toHaveValue('OSB Sheathing, 7/16 in × 4 × 8 ft');
    expect(line(1).getByRole('textbox', { name: /^Quantity \(sheet\)/ })).toHaveValue('18');
    expect(line(1).getByRole('textbox', { name: /^Unit price/ })).toHaveValue('12.90');
    expect(line(2).getByRole('textbox', { name: /^Quantity \(each\)/ })).toHaveValue('40');
    expect(line(2).getByRole('textbox', { name: /^Unit price/ })).toHaveValue('4.65');
    expect(dialog().getByLabelText('Invoice total')).toHaveTextContent('Total$418.20');
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
    // The second line is billed on another invoice already.
    await user.click(line(2).getByRole('button', { name: 'Remove line 2' }));
    await user.type(dialog().getByRole('textbox', { name: /^Freight/ }), '25');
    await user.upload(dialog().getByLabelText('Your PDF of the invoice (optional)'), new File(['%PDF-1.7'], 'NW-1003.pdf', { type: 'application/pdf' }));
    await user.click(dialog().getByRole('button', { name: 'Issue the invoice' }));

    expect(await screen.findByText('Invoice NW-1003 issued.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/ordering/purchase_orders/po-short/invoices/')).toEqual([
      {
        number: 'NW-1003',
        invoice_date: dayFromToday(0),
        tax_cents: 0,
        freight_cents: 2500,
        lines: [{ line_item_id: 'li-osb-short', description: 'OSB Sheathing, 7/16 in × 4 × 8 ft', unit_of_measure: 'sheet', quantity: 18, unit_price_cents: 1290 }],
      },
    ]);
    expect(requests.some((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/ordering/invoices/inv-new-7/attachment/')).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const table = screen.getByRole('grid', { name: 'Invoices of PO-2007-1' });
    expect(await within(table).findByRole('row', { name: /NW-1003/ })).toHaveTextContent('Matched');
  });

  it('shows the API’s refusal above the form, and keeps what was typed', async () => {
    server.use(failingHandler('post', '/api/ordering/purchase_orders/po-short/invoices/', 409, errorBody('conflict', 'You already issued invoice NW-1001: give each invoice its own number.')));
    const { user } = await openTheInvoiceForm();
    await user.type(dialog().getByRole('textbox', { name: /^Invoice number/ }), 'NW-1001');
    await user.click(dialog().getByRole('button', { name: 'Issue the invoice' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent('You already issued invoice NW-1001: give each invoice its own number.');
    expect(dialog().getByRole('textbox', { name: /^Invoice number/ })).toHaveValue('NW-1001');
  });

  it('puts the API’s field errors under their fields', async () => {
    server.use(failingHandler('post', '/api/ordering/purchase_orders/po-short/invoices/', 400, errorBody('validation_error', 'Bill at most 1000000.', { 'lines.0.quantity': 'Bill at most 1000000.' })));
    const { user } = await openTheInvoiceForm();
    await user.type(dialog().getByRole('textbox', { name: /^Invoice number/ }), 'NW-1003');
    await user.click(dialog().getByRole('button', { name: 'Issue the invoice' }));
    await waitFor(() => expect(line(1).getByRole('textbox', { name: /^Quantity/ })).toHaveAccessibleDescription('Bill at most 1000000.'));
  });
});
