import { apiUrl } from '@marketplace/api-client';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockEmptyAccountCodes } from '../../mocks/account-code-fixtures';
import { mockBuyer } from '../../mocks/fixtures';
import { createPurchasingHandlers } from '../../mocks/handlers';
import { bodiesOf, recordRequests, setupMswServer } from '../../test/msw-server';
import { renderRoute } from '../../test/render-route';

const server = setupMswServer();

type User = ReturnType<typeof renderRoute>['user'];

const openForm = async () => within(await screen.findByRole('form', { name: 'Account codes' }));
async function retype(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}
async function choose(user: User, group: ReturnType<typeof within>, option: string) {
  await user.click(group.getByRole('button', { name: /Category/ }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the account codes on the company page', () => {
  it('shows the table, changes a row, adds a sub-category and removes one, sending the whole table', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/company' });
    const form = await openForm();
    expect(within(form.getByRole('group', { name: 'Default account' })).getByRole('textbox', { name: /^Xero account code/ })).toHaveValue('400');
    const lumber = within(form.getByRole('group', { name: 'Lumber' }));
    await retype(user, lumber.getByRole('textbox', { name: /^QuickBooks account/ }), 'Materials:Lumber');
    await user.click(form.getByRole('button', { name: 'Remove Concrete' }));
    await user.click(form.getByRole('button', { name: 'Add a category' }));
    const added = within(form.getByRole('group', { name: 'New category 3' }));
    await choose(user, added, 'Lumber › Framing');
    await retype(user, added.getByRole('textbox', { name: /^Xero account code/ }), '312');
    await retype(user, added.getByRole('textbox', { name: /^QuickBooks account/ }), 'Materials:Framing');
    await user.click(form.getByRole('button', { name: 'Save account codes' }));
    expect(await screen.findByText('The account codes are saved; the next export books its lines and payments to them.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'PUT', '/api/company/account-codes/')).toEqual([
      {
        default_account: { xero_code: '400', quickbooks_account: 'Purchases' },
        payment_account: { xero_code: '091', quickbooks_account: 'Operating Account' },
        categories: [
          { category_id: 'cat-lumber', xero_code: '310', quickbooks_account: 'Materials:Lumber' },
          { category_id: 'cat-plywood', xero_code: '311', quickbooks_account: 'Job Materials:Plywood' },
          { category_id: 'cat-framing', xero_code: '312', quickbooks_account: 'Materials:Framing' },
        ],
      },
    ]);
    // The audit log is read again with the change on top.
    expect(await screen.findByText('Omar Owner changed the account codes.')).toBeInTheDocument();
  });

  it('shows the paying account and sends a new one with the table', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/company' });
    const form = await openForm();
    const paying = within(form.getByRole('group', { name: 'Paying account' }));
    expect(paying.getByRole('textbox', { name: /^Xero account code/ })).toHaveValue('091');
    expect(paying.getByRole('textbox', { name: /^QuickBooks account/ })).toHaveValue('Operating Account');
    await retype(user, paying.getByRole('textbox', { name: /^Xero account code/ }), ' 092 ');
    await retype(user, paying.getByRole('textbox', { name: /^QuickBooks account/ }), 'Payables Account');
    await user.click(form.getByRole('button', { name: 'Save account codes' }));
    expect(await screen.findByText('The account codes are saved; the next export books its lines and payments to them.')).toBeInTheDocument();
    const [sent] = (await bodiesOf(requests, 'PUT', '/api/company/account-codes/')) as { payment_account: unknown }[];
    expect(sent?.payment_account).toEqual({ xero_code: '092', quickbooks_account: 'Payables Account' });
    expect(within((await openForm()).getByRole('group', { name: 'Paying account' })).getByRole('textbox', { name: /^Xero account code/ })).toHaveValue('092');
  });

  it('puts the API’s refusal of the paying account under its field', async () => {
    server.use(
      http.put(apiUrl('/api/company/account-codes/'), () =>
        HttpResponse.json(
          { code: 'validation_error', message: 'The request has invalid fields.', display_error: 'Start the Xero account code with a letter or digit.', fields: { 'payment_account.xero_code': 'Start the Xero account code with a letter or digit.' } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderRoute({ url: '/company' });
    const form = await openForm();
    await user.click(form.getByRole('button', { name: 'Save account codes' }));
    expect(await within(form.getByRole('group', { name: 'Paying account' })).findByText('Start the Xero account code with a letter or digit.')).toBeInTheDocument();
    expect(within(form.getByRole('group', { name: 'Default account' })).queryByText('Start the Xero account code with a letter or digit.')).not.toBeInTheDocument();
  });

  it('names every field it cannot send, and sends nothing', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/company' });
    const form = await openForm();
    const defaults = within(form.getByRole('group', { name: 'Default account' }));
    await retype(user, defaults.getByRole('textbox', { name: /^Xero account code/ }), '12345678901');
    await user.clear(defaults.getByRole('textbox', { name: /^QuickBooks account/ }));
    await user.click(form.getByRole('button', { name: 'Add a category' }));
    const added = within(form.getByRole('group', { name: 'New category 4' }));
    await choose(user, added, 'Lumber');
    await retype(user, added.getByRole('textbox', { name: /^Xero account code/ }), '=SUM(1)');
    await user.click(form.getByRole('button', { name: 'Save account codes' }));
    expect(await defaults.findByText('Use at most 10 characters.')).toBeInTheDocument();
    expect(defaults.getByText('Give the QuickBooks account.')).toBeInTheDocument();
    expect(added.getByText('This category has an account above: give each category once.')).toBeInTheDocument();
    expect(added.getByText('Start the Xero account code with a letter or digit.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('puts the API’s refusal under the row it names', async () => {
    server.use(
      http.put(apiUrl('/api/company/account-codes/'), () =>
        HttpResponse.json(
          { code: 'validation_error', message: 'The request has invalid fields.', display_error: 'There is no such category in the catalogue.', fields: { 'categories.1.category_id': 'There is no such category in the catalogue.' } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderRoute({ url: '/company' });
    const form = await openForm();
    await user.click(form.getByRole('button', { name: 'Save account codes' }));
    expect(await within(form.getByRole('group', { name: 'Lumber' })).findByText('There is no such category in the catalogue.')).toBeInTheDocument();
    expect(within(form.getByRole('group', { name: 'Concrete' })).queryByText('There is no such category in the catalogue.')).not.toBeInTheDocument();
  });

  it('says when no category has an account of its own', async () => {
    server.resetHandlers(...createPurchasingHandlers({ accountCodes: mockEmptyAccountCodes() }));
    renderRoute({ url: '/company' });
    const form = await openForm();
    expect(within(form.getByRole('group', { name: 'Default account' })).getByRole('textbox', { name: /^QuickBooks account/ })).toHaveValue('Cost of Goods Sold');
    // Payments come from each program's standard bank account until the company names its own.
    expect(within(form.getByRole('group', { name: 'Paying account' })).getByRole('textbox', { name: /^QuickBooks account/ })).toHaveValue('Checking');
    expect(form.getByText('No category has an account of its own: every line goes to the default account.')).toBeInTheDocument();
  });

  it('shows them to the other members, who cannot change them', async () => {
    server.resetHandlers(...createPurchasingHandlers({ user: mockBuyer }));
    renderRoute({ url: '/company' });
    const card = await screen.findByRole('region', { name: 'Account codes' });
    const accounts = await within(card).findByLabelText('Default and paying accounts');
    expect(accounts).toHaveTextContent('Default accountXero 400, QuickBooks “Purchases”');
    expect(accounts).toHaveTextContent('Paying accountXero 091, QuickBooks “Operating Account”');
    expect(within(card).getByRole('list', { name: 'Accounts by category' })).toHaveTextContent('Lumber › Plywood: Xero 311, QuickBooks “Job Materials:Plywood”');
    expect(within(card).getByText(/Owners and admins set them\./)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Account codes' })).not.toBeInTheDocument();
  });
});
