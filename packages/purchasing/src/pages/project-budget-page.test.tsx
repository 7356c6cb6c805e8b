import { apiUrl } from '@marketplace/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, mockBuyer, mockOverBudget, notAnApproverMessage } from '../mocks/fixtures';
import { createPurchasingHandlers } from '../mocks/handlers';
import { bodiesOf, recordRequests, setupMswServer } from '../test/msw-server';
import { recordSavedFiles } from '@marketplace/vitest-config/saved-files';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

afterEach(() => {
  vi.restoreAllMocks();
});

const url = '/projects/proj-maple/budget';
const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('rowheader', { name }).closest('[role="row"]') as HTMLElement;

describe('ProjectBudgetPage', () => {
  it('shows the totals, the chart and tables by category, and the suppliers', async () => {
    const { user } = renderRoute({ url });
    expect(await screen.findByRole('heading', { name: 'Budget of Maple Street Duplex' })).toBeInTheDocument();
    const totals = await screen.findByLabelText('Budget totals');
    expect(totals).toHaveTextContent('Budget$250,000.00');
    expect(totals).toHaveTextContent('Committed$45,000.00');
    expect(totals).toHaveTextContent('Delivered$60,000.00');
    expect(totals).toHaveTextContent('Remaining$145,000.00');
    expect(screen.queryByText(/Over budget by/)).not.toBeInTheDocument();
    const chart = await screen.findByRole('figure', { name: 'Budget, committed and delivered by category' });
    // The keyboard walks the categories; the tooltip, a live region, reads out each one's amounts.
    act(() => within(chart).getByRole('application', { name: 'Budget, committed and delivered by category' }).focus());
    const tooltip = within(chart).getByRole('status');
    expect(tooltip).toHaveTextContent('LumberBudget: $80,000.00Committed: $30,000.00Delivered: $40,000.00');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tooltip).toHaveTextContent('RoofingBudget: No budgetCommitted: $5,000.00Delivered: $5,000.00');
    expect(rowOf(screen.getByRole('grid', { name: 'Budget by category' }), 'Concrete')).toHaveTextContent('$25,000.00');
    expect(rowOf(screen.getByRole('grid', { name: 'Spending by supplier' }), 'Northside Lumber')).toHaveTextContent('$35,000.00$45,000.00');
  });

  it('says in words when the project and a category are over budget', async () => {
    server.resetHandlers(...createPurchasingHandlers({ budget: mockOverBudget() }));
    renderRoute({ url });
    expect(await screen.findByText('Over budget by $5,000.00.')).toBeInTheDocument();
    expect(await screen.findByText('(over its budget by $10,000.00)', { exact: false })).toBeInTheDocument();
  });

  it('downloads the budget as CSV', async () => {
    const saved = recordSavedFiles();
    const requests = recordRequests(server);
    const { user } = renderRoute({ url });
    await screen.findByRole('heading', { name: 'Budget of Maple Street Duplex' });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved.map((file) => file.download)).toEqual(['budget-maple-street-duplex.csv']));
    expect(requests.some((request) => new URL(request.url).pathname === '/api/projects/proj-maple/budget.csv')).toBe(true);
  });

  it('sets the budget in cents: the total and the parts given, an empty part left out', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url });
    const form = within(await screen.findByRole('form', { name: 'Set the budget' }));
    const total = form.getByRole('textbox', { name: /^Project budget/ });
    expect(total).toHaveValue('250000.00');
    await user.clear(total);
    await user.type(total, '300,000');
    const lumber = form.getByRole('textbox', { name: /^Lumber/ });
    await user.clear(lumber);
    await user.type(lumber, '90000.50');
    await user.clear(form.getByRole('textbox', { name: /^Concrete/ }));
    await user.type(form.getByRole('textbox', { name: /^Roofing/ }), '10000');
    await user.click(form.getByRole('button', { name: 'Save budget' }));
    expect(await screen.findByText('The budget is saved.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'PUT', '/api/projects/proj-maple/budget/')).toEqual([
      {
        amount_cents: 30_000_000,
        categories: [
          { category_id: 'cat-lumber', amount_cents: 9_000_050 },
          { category_id: 'cat-roofing', amount_cents: 1_000_000 },
        ],
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Budget totals')).toHaveTextContent('Budget$300,000.00'));
  });

  it('refuses parts that add up to more than the total before sending', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url });
    const form = within(await screen.findByRole('form', { name: 'Set the budget' }));
    const total = form.getByRole('textbox', { name: /^Project budget/ });
    await user.clear(total);
    await user.type(total, '100000');
    await user.click(form.getByRole('button', { name: 'Save budget' }));
    await waitFor(() => expect(total).toHaveAccessibleDescription('The categories’ budgets add up to $130,000.00, more than the project’s.'));
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('shows the API’s refusal (400) of the categories on the form', async () => {
    server.use(
      http.put(apiUrl('/api/projects/:id/budget/'), () => HttpResponse.json({ ...errorBody('validation_error', 'Check the highlighted fields.'), fields: { categories: 'A category does not exist.' } }, { status: 400 })),
    );
    const { user } = renderRoute({ url });
    const form = within(await screen.findByRole('form', { name: 'Set the budget' }));
    await user.click(form.getByRole('button', { name: 'Save budget' }));
    expect(await within(form.getByRole('alert')).findByText('Check the highlighted fields. A category does not exist.')).toBeInTheDocument();
  });

  it('lets a buyer read the budget but not set it, nor see who approves', async () => {
    server.resetHandlers(...createPurchasingHandlers({ user: mockBuyer }));
    const requests = recordRequests(server);
    renderRoute({ url });
    expect(await screen.findByText('Only owners and admins set the budget.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Set the budget' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Approvers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Approvers of this project' })).not.toBeInTheDocument();
    // Neither list is asked for: both answer a buyer 403.
    expect(requests.some((request) => /\/approvers\/$|\/company\/members\/$/.test(new URL(request.url).pathname))).toBe(false);
  });

  it('lets the owner choose the approvers: everyone who may approve, the current ones checked, the whole list sent', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url });
    const form = within(await screen.findByRole('form', { name: 'Project approvers' }));
    const group = within(form.getByRole('group', { name: 'Approvers of this project' }));
    expect(group.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual(['user-omar', 'user-ava', 'user-paul']);
    const paul = group.getByRole('checkbox', { name: 'Paul Approver (Approver)' });
    expect(paul).toBeChecked();
    expect(paul).toHaveAccessibleDescription(expect.stringContaining('paul@summit.example'));
    const ava = group.getByRole('checkbox', { name: 'Ava Admin (Admin)' });
    expect(ava).not.toBeChecked();
    await user.click(ava);
    await user.click(form.getByRole('button', { name: 'Save approvers' }));
    expect(await screen.findByText('The approvers are saved.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'PUT', '/api/projects/proj-maple/approvers/')).toEqual([{ user_ids: ['user-ava', 'user-paul'] }]);
    // Saving reads the project’s approvers again.
    await waitFor(() => expect(requests.filter((request) => request.method === 'GET' && new URL(request.url).pathname === '/api/projects/proj-maple/approvers/')).toHaveLength(2));
    expect(await screen.findByRole('checkbox', { name: 'Ava Admin (Admin)' })).toBeChecked();
  });

  it('sends an empty list when nobody is checked: owners and admins are then asked', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url });
    const form = within(await screen.findByRole('form', { name: 'Project approvers' }));
    await user.click(form.getByRole('checkbox', { name: 'Paul Approver (Approver)' }));
    await user.click(form.getByRole('button', { name: 'Save approvers' }));
    expect(await screen.findByText('The approvers are saved.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'PUT', '/api/projects/proj-maple/approvers/')).toEqual([{ user_ids: [] }]);
  });

  it('shows the API’s refusal (400) of someone on the boxes and on the form', async () => {
    const message = notAnApproverMessage(['user-paul']);
    server.use(http.put(apiUrl('/api/projects/:id/approvers/'), () => HttpResponse.json({ ...errorBody('validation_error', message), fields: { user_ids: message } }, { status: 400 })));
    const { user } = renderRoute({ url });
    const form = within(await screen.findByRole('form', { name: 'Project approvers' }));
    await user.click(form.getByRole('button', { name: 'Save approvers' }));
    const paul = form.getByRole('checkbox', { name: 'Paul Approver (Approver)' });
    await waitFor(() => expect(paul).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(paul).toBeInvalid();
    expect(within(form.getByRole('alert')).getByText(message)).toBeInTheDocument();
  });
});
