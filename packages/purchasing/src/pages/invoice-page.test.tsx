import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockBuyer } from '../mocks/fixtures';
import { createPurchasingHandlers } from '../mocks/handlers';
import { bodiesOf, recordRequests, setupMswServer } from '../test/msw-server';
import { recordSavedFiles } from '@marketplace/vitest-config/saved-files';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

afterEach(() => {
  vi.restoreAllMocks();
});

type User = ReturnType<typeof renderRoute>['user'];

const rowOf = (table: HTMLElement, name: RegExp) => within(table).getByRole('rowheader', { name }).closest('[role="row"]') as HTMLElement;
const decisionButtons = () =>
  within(screen.getByRole('region', { name: 'Decision' }))
    .queryAllByRole('button')
    .map((button) => button.textContent);

async function choose(user: User, scope: ReturnType<typeof within>, field: RegExp, option: string) {
  await user.click(scope.getByRole('button', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('InvoicePage', () => {
  it('shows the header, the totals against the order, each line’s match, and the history', async () => {
    renderRoute({ url: '/invoices/inv-2' });
    expect(await screen.findByRole('heading', { name: 'Invoice RB-778 from Ridge Building Supply' })).toBeInTheDocument();
    const facts = screen.getByLabelText('Invoice RB-778');
    for (const fact of ['SupplierRidge Building Supply', 'Purchase orderPO-1002', 'ProjectMaple Street Duplex', 'Invoice dateNov 20, 2026', 'Due dateDec 20, 2026 (net 30 days)', 'StatusException', 'Total$1,098.72', 'Goods and freight against the order$68.90 over: over the total tolerance']) {
      expect(facts).toHaveTextContent(fact);
    }
    const lines = screen.getByRole('grid', { name: 'Lines of invoice RB-778' });
    expect(rowOf(lines, /^Douglas Fir/)).toHaveTextContent('$4.495060 piece$4.4910 overNone$269.40Quantity exception');
    expect(rowOf(lines, /^OSB Sheathing/)).toHaveTextContent('$18.901212 sheet$20.90None$2.00 over$250.80Price exceptionBilled $20.90 a sheet against $18.90 ordered');
    expect(rowOf(lines, /^Galvanized/)).toHaveTextContent('Within tolerance');
    expect(within(screen.getByRole('list', { name: 'History' })).getByRole('listitem')).toHaveTextContent('The marketplace: Received, being matched → Exception. “2 lines are off the order.”');
  });

  it('approves a matched invoice, after which it can be marked paid', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/invoices/inv-1' });
    await user.click(await screen.findByRole('button', { name: 'Approve $747.52' }));
    expect(await screen.findByText('Invoice NL-1042 is approved.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/ordering/invoices/inv-1/approve/')).toEqual([{}]);
    expect(await screen.findByRole('button', { name: 'Mark $747.52 paid' })).toBeInTheDocument();
    expect(screen.getByLabelText('Dispute and approval')).toHaveTextContent('ApprovedBy Omar Owner');
  });

  it('offers owners the override of an exception, only with a reason', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/invoices/inv-2' });
    await screen.findByRole('heading', { name: 'Invoice RB-778 from Ridge Building Supply' });
    expect(decisionButtons()).toEqual(['Approve $1,098.72 with a reason', 'Dispute']);
    await user.click(screen.getByRole('button', { name: 'Approve $1,098.72 with a reason' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve invoice RB-778 despite its exceptions?' }));
    await user.click(dialog.getByRole('button', { name: 'Approve the invoice' }));
    expect(await dialog.findByText('Say why you approve it despite the exceptions; the reason is recorded.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    await user.type(dialog.getByRole('textbox', { name: /^Why you approve it/ }), 'Ten studs came on a later truck.');
    await user.click(dialog.getByRole('button', { name: 'Approve the invoice' }));
    expect(await screen.findByText('Invoice RB-778 is approved. Your reason is recorded.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/ordering/invoices/inv-2/approve/')).toEqual([{ override_reason: 'Ten studs came on a later truck.' }]);
    expect(await screen.findByText('Ten studs came on a later truck.')).toBeInTheDocument();
  });

  it('lets an approver dispute an exception but not override it', async () => {
    server.resetHandlers(...createPurchasingHandlers({ user: { id: 'user-paul', name: 'Paul Approver' }, role: 'approver' }));
    renderRoute({ url: '/invoices/inv-2' });
    await screen.findByRole('heading', { name: 'Invoice RB-778 from Ridge Building Supply' });
    expect(decisionButtons()).toEqual(['Dispute']);
    expect(screen.getByText('An invoice with exceptions or in dispute is approved only by an owner or admin, who gives a reason.')).toBeInTheDocument();
  });

  it('gives a buyer nothing to decide, and says who decides', async () => {
    server.resetHandlers(...createPurchasingHandlers({ user: mockBuyer }));
    renderRoute({ url: '/invoices/inv-1' });
    await screen.findByRole('heading', { name: 'Invoice NL-1042 from Northside Lumber' });
    expect(decisionButtons()).toEqual([]);
    expect(screen.getByText('Owners, admins and the project’s approvers (within their approval limit) decide on invoices.')).toBeInTheDocument();
  });

  it('disputes with a reason and a note the supplier reads', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/invoices/inv-1' });
    await user.click(await screen.findByRole('button', { name: 'Dispute' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dispute invoice NL-1042' }));
    await user.click(dialog.getByRole('button', { name: 'Dispute the invoice' }));
    expect(await dialog.findByText('Choose why you dispute the invoice.')).toBeInTheDocument();
    expect(dialog.getByText('Say what is wrong with the invoice; the supplier reads it.')).toBeInTheDocument();
    await choose(user, dialog, /Reason/, 'Price does not match the order');
    await user.type(dialog.getByRole('textbox', { name: /^What is wrong/ }), 'The plywood was quoted at $31.00.');
    await user.click(dialog.getByRole('button', { name: 'Dispute the invoice' }));
    expect(await screen.findByText('Invoice NL-1042 is disputed; Northside Lumber is told.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/ordering/invoices/inv-1/dispute/')).toEqual([{ reason: 'price_mismatch', note: 'The plywood was quoted at $31.00.' }]);
    await waitFor(() => expect(screen.getByLabelText('Dispute and approval')).toHaveTextContent('Price does not match the order, by Omar Owner'));
  });

  it('shows the supplier’s response to a dispute', async () => {
    renderRoute({ url: '/invoices/inv-3' });
    const decisions = await screen.findByLabelText('Dispute and approval');
    expect(decisions).toHaveTextContent('DisputedShort shipped, by Omar Owner');
    expect(decisions).toHaveTextContent('The supplier answered');
    expect(decisions).toHaveTextContent('Supplier’s responseWe shipped 40 bags; the delivery ticket is signed for 40.');
  });

  it('marks an approved invoice paid', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/invoices/inv-4' });
    await user.click(await screen.findByRole('button', { name: 'Mark $747.52 paid' }));
    expect(await screen.findByText('Invoice NL-1001 is marked paid.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST' && request.url.endsWith('/api/ordering/invoices/inv-4/mark-paid/'))).toHaveLength(1);
    expect(await screen.findByText('Paid · Maple Street Duplex')).toBeInTheDocument();
    // Paid, but no payments file carried it yet.
    expect(screen.queryByText(/^Payment exported on/)).not.toBeInTheDocument();
  });

  it('says when a payments file carried the payment', async () => {
    renderRoute({ url: '/invoices/inv-5' });
    const decision = await screen.findByRole('region', { name: 'Decision' });
    expect(await within(decision).findByText('Payment exported on Nov 28, 2026')).toBeInTheDocument();
  });

  it('downloads the invoice as printed and the supplier’s own PDF', async () => {
    const saved = recordSavedFiles();
    const { user } = renderRoute({ url: '/invoices/inv-1' });
    await user.click(await screen.findByRole('button', { name: 'Invoice PDF' }));
    await user.click(screen.getByRole('button', { name: 'Supplier’s PDF: NL-1042.pdf' }));
    await waitFor(() => expect(saved.map((file) => file.download)).toEqual(['invoice-NL-1042.pdf', 'NL-1042.pdf']));
  });

  it('says when the invoice does not exist', async () => {
    renderRoute({ url: '/invoices/inv-x' });
    expect(await screen.findByRole('heading', { name: 'We could not find this invoice' })).toBeInTheDocument();
  });
});
