import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBuyer } from '../../mocks/fixtures';
import { createPurchasingHandlers } from '../../mocks/handlers';
import { mockInvoiceTolerances } from '../../mocks/invoice-fixtures';
import { bodiesOf, recordRequests, setupMswServer } from '../../test/msw-server';
import { renderRoute } from '../../test/render-route';

const server = setupMswServer();

type User = ReturnType<typeof renderRoute>['user'];

const openForm = async () => within(await screen.findByRole('form', { name: 'Invoice tolerances' }));
async function retype(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

describe('the invoice tolerances on the company page', () => {
  it('sets them in basis points and cents, keeping each supplier’s own', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/company' });
    const form = await openForm();
    expect(form.getByRole('textbox', { name: /^Price \(%\)/ })).toHaveValue('2');
    expect(form.getByRole('textbox', { name: /^Price, per line/ })).toHaveValue('50.00');
    await retype(user, form.getByRole('textbox', { name: /^Price \(%\)/ }), '2.5');
    await retype(user, form.getByRole('textbox', { name: /^Quantity \(units\)/ }), '0');
    await retype(user, form.getByRole('textbox', { name: /^Total \(\$\)/ }), '$1,250');
    await user.click(form.getByRole('button', { name: 'Save tolerances' }));
    expect(await screen.findByText('The invoice tolerances are saved; they apply to invoices from now on.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'PUT', '/api/company/invoice-tolerances/')).toEqual([
      {
        defaults: { price_basis_points: 250, price_amount_cents: 5000, quantity_basis_points: 500, quantity_units: 0, total_basis_points: 100, total_amount_cents: 125_000 },
        suppliers: [{ supplier_company_id: 'sup-harbor', price_basis_points: 0, price_amount_cents: 0, quantity_basis_points: 0, quantity_units: 0, total_basis_points: 0, total_amount_cents: 0 }],
        auto_approve_matched: false,
      },
    ]);
    // The audit log is read again with the change on top.
    expect(requests.filter((request) => request.method === 'GET' && request.url.includes('/api/company/audit-events/')).length).toBeGreaterThan(0);
  });

  it('turns on the automatic approval of matched invoices, and shows it on as saved', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/company' });
    const form = await openForm();
    const automatic = form.getByRole('checkbox', { name: 'Approve matched invoices automatically' });
    expect(automatic).not.toBeChecked();
    expect(automatic).toHaveAccessibleDescription(/Exceptions still wait for a person\./);
    await user.click(automatic);
    await user.click(form.getByRole('button', { name: 'Save tolerances' }));
    expect(await screen.findByText('The invoice tolerances are saved; they apply to invoices from now on.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'PUT', '/api/company/invoice-tolerances/')).toEqual([expect.objectContaining({ auto_approve_matched: true, defaults: expect.objectContaining({ price_basis_points: 200 }) })]);
    // The form is drawn again from what the API kept.
    expect((await openForm()).getByRole('checkbox', { name: 'Approve matched invoices automatically' })).toBeChecked();
  });

  it('names every field it cannot send, and sends nothing', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/company' });
    const form = await openForm();
    await retype(user, form.getByRole('textbox', { name: /^Price \(%\)/ }), 'two');
    await retype(user, form.getByRole('textbox', { name: /^Quantity \(units\)/ }), '2.5');
    await retype(user, form.getByRole('textbox', { name: /^Total \(%\)/ }), '150');
    await user.clear(form.getByRole('textbox', { name: /^Total \(\$\)/ }));
    await user.click(form.getByRole('button', { name: 'Save tolerances' }));
    expect(await form.findByText('Give the price tolerance as a percent from 0 to 100, e.g. 2.5.')).toBeInTheDocument();
    expect(form.getByText('Give whole units from 0 to 1000000.')).toBeInTheDocument();
    expect(form.getByText('Give the total tolerance as a percent from 0 to 100, e.g. 2.5.')).toBeInTheDocument();
    expect(form.getByText('Give the amount in dollars, 0 for none.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('shows them to the other members, who cannot change them', async () => {
    server.resetHandlers(...createPurchasingHandlers({ user: mockBuyer }));
    renderRoute({ url: '/company' });
    const tolerances = await screen.findByRole('region', { name: 'Invoice tolerances' });
    expect(await within(tolerances).findByLabelText('Invoice tolerances')).toHaveTextContent('Price2% of the order’s price and $50.00 a line');
    expect(within(tolerances).getByRole('list', { name: 'Suppliers with their own tolerances' })).toHaveTextContent('Harbor Concrete: price 0% of the order’s price and $0.00 a line');
    expect(screen.queryByRole('form', { name: 'Invoice tolerances' })).not.toBeInTheDocument();
    expect(within(tolerances).getByLabelText('Invoice tolerances')).toHaveTextContent('Matched invoicesWait for an owner, admin or approver');
  });

  it('tells the other members when matched invoices are approved automatically', async () => {
    server.resetHandlers(...createPurchasingHandlers({ user: mockBuyer, tolerances: mockInvoiceTolerances({ auto_approve_matched: true }) }));
    renderRoute({ url: '/company' });
    const tolerances = await screen.findByRole('region', { name: 'Invoice tolerances' });
    expect(await within(tolerances).findByLabelText('Invoice tolerances')).toHaveTextContent('Matched invoicesApproved automatically');
  });
});
