import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alreadyDecidedMessage, createPurchasingHandlers } from '../mocks/handlers';
import { mockApprovalRequest } from '../mocks/fixtures';
import { bodiesOf, queryOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

const danasForm = async () => within(await screen.findByRole('form', { name: 'Decide on Dana Builder’s request for Maple Street Duplex' }));
const choose = async (user: ReturnType<typeof renderRoute>['user'], form: Awaited<ReturnType<typeof danasForm>>, field: RegExp, option: string) => {
  await user.click(form.getByRole('button', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('ApprovalsPage', () => {
  it('lists the waiting requests with who asked, why, the total and the lines', async () => {
    const requests = recordRequests(server);
    renderRoute({ url: '/approvals' });
    const card = (await screen.findByRole('heading', { name: 'Maple Street Duplex: $919.00' })).closest('article') as HTMLElement;
    expect(card).toHaveTextContent('asked by Dana Builder');
    expect(within(card).getByLabelText('Request of Dana Builder for Maple Street Duplex')).toHaveTextContent('Over your limit of $500.00 per order.');
    const lines = within(card).getByRole('grid', { name: 'Lines of the request for Maple Street Duplex' });
    expect(within(lines).getByRole('rowheader', { name: 'CDX Plywood Sheathing, 3/4 in × 4 × 8 ft' })).toBeInTheDocument();
    expect(within(lines).getByText('$390.00')).toBeInTheDocument();
    expect(queryOf(requests, '/api/approval-requests/')[0]?.get('status')).toBe('pending');
  });

  it('approves on company credit terms: sends the settlement and the note', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/approvals' });
    const form = await danasForm();
    await user.type(form.getByRole('textbox', { name: /^Note for the buyer/ }), 'Go ahead.');
    await user.click(form.getByRole('button', { name: 'Approve $919.00' }));
    expect(await screen.findByText('Dana Builder’s request for Maple Street Duplex: approved and ordered on credit terms.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/approval-requests/appr-1/approve/')).toEqual([{ settlement: 'credit', note: 'Go ahead.' }]);
    // Decided: it leaves the waiting list.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Maple Street Duplex: $919.00' })).not.toBeInTheDocument());
  });

  it('approves for the buyer to pay by card', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/approvals' });
    const form = await danasForm();
    await choose(user, form, /Who pays/, 'By card at checkout: the buyer, or you');
    await user.click(form.getByRole('button', { name: 'Approve $919.00' }));
    expect(await screen.findByText('Dana Builder’s request for Maple Street Duplex: approved; Dana Builder, or you, pay by card at checkout.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/approval-requests/appr-1/approve/')).toEqual([{ settlement: 'buyer_card' }]);
  });

  it('rejects only with a note the buyer reads', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/approvals' });
    const form = await danasForm();
    await choose(user, form, /Decision/, 'Reject');
    await user.click(form.getByRole('button', { name: 'Reject the request' }));
    expect(await form.findByText('Say why, in words the buyer reads.')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: /^Why/ }), 'Order the plywood next month.');
    await user.click(form.getByRole('button', { name: 'Reject the request' }));
    expect(await screen.findByText('Dana Builder’s request for Maple Street Duplex: rejected.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/approval-requests/appr-1/reject/')).toEqual([{ note: 'Order the plywood next month.' }]);
  });

  it('shows the API’s message when someone else decided first (409)', async () => {
    // The list still shows it waiting; the API knows it was decided meanwhile.
    server.resetHandlers(...createPurchasingHandlers({ requests: [mockApprovalRequest()] }));
    const { user } = renderRoute({ url: '/approvals' });
    const form = await danasForm();
    server.resetHandlers(...createPurchasingHandlers({ requests: [mockApprovalRequest({ status: 'rejected' })] }));
    await user.click(form.getByRole('button', { name: 'Approve $919.00' }));
    // Whether or not the list has been read again (the form then leaves), the reason stays in the flash.
    expect(await screen.findByText(alreadyDecidedMessage, { selector: '.mk-flash-region *' })).toBeInTheDocument();
  });

  it('lets the asker withdraw their own request', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/approvals' });
    const own = (await screen.findByRole('heading', { name: 'Harbor View Offices: $12,500.00' })).closest('article') as HTMLElement;
    expect(within(own).queryByRole('form')).not.toBeInTheDocument();
    await user.click(within(own).getByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByText('Your request for Harbor View Offices was withdrawn.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST' && request.url.endsWith('/api/approval-requests/appr-2/withdraw/'))).toHaveLength(1);
  });

  it('filters by status from the URL and the select', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/approvals?status=rejected' });
    expect(await screen.findByText('Order the plywood next month.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'All requests' }));
    expect(await screen.findByRole('heading', { name: 'Harbor View Offices: $12,500.00' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/approvals?status=all');
    expect(queryOf(requests, '/api/approval-requests/').map((query) => query.get('status'))).toEqual(['rejected', null]);
  });
});
