import { apiUrl } from '@marketplace/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody, mockBuyer } from '../mocks/fixtures';
import { createPurchasingHandlers, lastOwnerFieldMessage, lastOwnerMessage } from '../mocks/handlers';
import { bodiesOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

type User = ReturnType<typeof renderRoute>['user'];

/** The row of a table whose row header is `name`. */
const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('rowheader', { name }).closest('[role="row"]') as HTMLElement;

const openMember = async (user: User, name: string) => {
  await user.click(await screen.findByRole('button', { name: `Manage ${name}` }));
  return within(await screen.findByRole('dialog', { name: `Manage ${name}` }));
};
const choose = async (user: User, scope: ReturnType<typeof within>, field: RegExp, option: string) => {
  await user.click(scope.getByRole('button', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('CompanyPage', () => {
  it('lists the members with role, limits and projects, the pending invitations and the audit log, newest first', async () => {
    renderRoute({ url: '/company' });
    const members = await screen.findByRole('grid', { name: 'Members' });
    const dana = rowOf(members, 'Dana Builder');
    expect(dana).toHaveTextContent('dana@summit.example');
    expect(dana).toHaveTextContent('Buyer');
    expect(dana).toHaveTextContent('$500.00 per order, $5,000.00 a month');
    expect(rowOf(members, 'Paul Approver')).toHaveTextContent('Maple Street Duplex');
    expect(rowOf(members, 'Rick Receiver')).toHaveTextContent('Receiver');
    expect(rowOf(screen.getByRole('grid', { name: 'Pending invitations' }), 'bea@summit.example')).toHaveTextContent('Buyer');
    const log = within(await screen.findByRole('list', { name: 'Audit log' }));
    const entries = log.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(entries[0]).toContain('Omar Owner rejected a request. Note: “Order the plywood next month.”');
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Omar Owner asked for approval of an order of $919.00 for Maple Street Duplex.'),
        expect.stringContaining('Omar Owner set the budget of Maple Street Duplex to $250,000.00, with 1 category part.'),
        expect.stringContaining('Omar Owner set the approvers of Maple Street Duplex: Paul Approver.'),
        expect.stringContaining('Omar Owner changed the purchasing settings: approval from $10,000.00, requests wait 72 hours, orders over budget need approval.'),
        expect.stringContaining('Omar Owner set Dana Builder’s limits: $500.00 per order, $5,000.00 a month, no approval limit.'),
        expect.stringContaining('Omar Owner changed Paul Approver’s role from buyer to approver.'),
        expect.stringContaining('Omar Owner invited bea@summit.example as a buyer.'),
        expect.stringContaining('Omar Owner approved a request, on the company’s credit terms.'),
        expect.stringContaining('Omar Owner withdrew their request for approval.'),
      ]),
    );
  });

  it('tells anyone but an owner or admin that only they manage the company, without asking for the members', async () => {
    server.resetHandlers(...createPurchasingHandlers({ user: mockBuyer }));
    const requests = recordRequests(server);
    renderRoute({ url: '/company' });
    expect(await screen.findByRole('heading', { name: 'Only owners and admins manage the company' })).toBeInTheDocument();
    // They read the invoice tolerances and the account codes only (invoice-tolerances-section.test.tsx, account-codes-section.test.tsx).
    expect(requests.filter((request) => request.url.includes('/api/company/')).map((request) => new URL(request.url).pathname).sort()).toEqual(['/api/company/account-codes/', '/api/company/invoice-tolerances/']);
  });

  it('changes a member’s role', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/company' });
    const dialog = await openMember(user, 'Paul Approver');
    await choose(user, dialog, /Role/, 'Buyer: orders within their limits');
    await user.click(dialog.getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Paul Approver is now buyer.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'PUT', '/api/company/members/user-paul/role/')).toEqual([{ company_role: 'buyer' }]);
    // The audit log is read again with the change on top.
    expect(await screen.findByText('Omar Owner changed Paul Approver’s role from approver to buyer.')).toBeInTheDocument();
  });

  it('shows the API’s refusal to change the last owner’s role (409) under the role and on the form', async () => {
    const { user } = renderRoute({ url: '/company' });
    const dialog = await openMember(user, 'Omar Owner');
    await choose(user, dialog, /Role/, 'Admin: members, limits, settings and budgets');
    await user.click(dialog.getByRole('button', { name: 'Change role' }));
    expect(await dialog.findByText(lastOwnerFieldMessage)).toBeInTheDocument();
    expect(within(dialog.getByRole('alert')).getByText(lastOwnerMessage)).toBeInTheDocument();
  });

  it('saves a member’s limits typed in dollars, in cents, an empty field as no limit', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/company' });
    const dialog = await openMember(user, 'Dana Builder');
    const order = dialog.getByRole('textbox', { name: /^Per order/ });
    expect(order).toHaveValue('500.00');
    await user.clear(order);
    await user.type(order, '$1,250.50');
    await user.clear(dialog.getByRole('textbox', { name: /^Per month/ }));
    await user.type(dialog.getByRole('textbox', { name: /^Largest request/ }), '300');
    await user.click(dialog.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Dana Builder’s limits are saved.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'PUT', '/api/company/members/user-dana/limits/')).toEqual([{ order_limit_cents: 125_050, monthly_limit_cents: null, approval_limit_cents: 30_000 }]);
  });

  it('refuses an amount that is not dollars before sending, and shows the API’s field message (400) under its field', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/company' });
    const dialog = await openMember(user, 'Dana Builder');
    const monthly = dialog.getByRole('textbox', { name: /^Per month/ });
    await user.clear(monthly);
    await user.type(monthly, 'ten');
    await user.click(dialog.getByRole('button', { name: 'Save limits' }));
    expect(await dialog.findByText('Give the amount in dollars, e.g. 1250.50, or leave it empty for no limit.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    server.use(
      http.put(apiUrl('/api/company/members/:userId/limits/'), () =>
        HttpResponse.json({ ...errorBody('validation_error', 'Make the monthly limit at most 1000000000 dollars.'), fields: { monthly_limit_cents: 'Make the monthly limit at most 1000000000 dollars.' } }, { status: 400 }),
      ),
    );
    await user.clear(monthly);
    await user.type(monthly, '100');
    await user.click(dialog.getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(monthly).toHaveAccessibleDescription(/Make the monthly limit at most 1000000000 dollars\./));
  });

  it('saves the purchasing settings: threshold in cents, hours, and whether budgets ask approval', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/company' });
    const form = within(await screen.findByRole('form', { name: 'Purchasing settings' }));
    const threshold = form.getByRole('textbox', { name: /^Approval threshold/ });
    expect(threshold).toHaveValue('10000.00');
    await user.clear(threshold);
    await user.type(threshold, '2500');
    const hours = form.getByRole('textbox', { name: /^Hours a request waits/ });
    await user.clear(hours);
    await user.type(hours, '48');
    await user.click(form.getByRole('checkbox', { name: /Orders over a project’s budget need approval/ }));
    await user.click(form.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The purchasing settings are saved.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'PUT', '/api/company/purchasing-settings/')).toEqual([{ approval_threshold_cents: 250_000, approval_expiry_hours: 48, approval_over_budget: false }]);
  });

  it('refuses hours outside 1 to 720 before sending', async () => {
    const { user } = renderRoute({ url: '/company' });
    const form = within(await screen.findByRole('form', { name: 'Purchasing settings' }));
    const hours = form.getByRole('textbox', { name: /^Hours a request waits/ });
    await user.clear(hours);
    await user.type(hours, '1000');
    await user.click(form.getByRole('button', { name: 'Save settings' }));
    expect(await form.findByText('Give the hours a request waits, from 1 to 720 (30 days).')).toBeInTheDocument();
  });

  it('invites a colleague with a role, and lists the invitation', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/company' });
    const form = within(await screen.findByRole('form', { name: 'Invite a colleague' }));
    await user.type(form.getByRole('textbox', { name: /^Email/ }), 'pat@summit.example');
    await choose(user, form, /Role/, 'Approver: decides on the projects assigned');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('We emailed an invitation to pat@summit.example to join as approver.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/invitations/')).toEqual([{ email: 'pat@summit.example', user_type: 'builder', company_role: 'approver' }]);
    const invitations = await screen.findByRole('grid', { name: 'Pending invitations' });
    await waitFor(() => expect(rowOf(invitations, 'pat@summit.example')).toHaveTextContent('Approver'));
  });

  it('shows the API’s refusal of an invitation under the email', async () => {
    const { user } = renderRoute({ url: '/company' });
    const form = within(await screen.findByRole('form', { name: 'Invite a colleague' }));
    const email = form.getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'dana@summit.example');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/This person is already a member of the company\./));
  });
});
