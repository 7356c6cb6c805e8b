import type { ApprovalRequest } from '@marketplace/contracts';
import { formatMoment } from '@marketplace/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApprovalRequest, mockApprovedRequest, mockRejectedRequest } from '../mocks/approval-fixtures';
import { mockApprovalReason, mockFrozenCartMessage } from '../mocks/approval-handlers';
import { mockProject } from '../mocks/fixtures';
import { createCartHandlers } from '../mocks/handlers';
import { recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

function openCart(approvals: ApprovalRequest[]) {
  server.resetHandlers(...createCartHandlers({ approvals }));
  return renderRoute({ url: '/cart', selectedProjectId: mockProject.id });
}

const panel = (title: string) => screen.findByRole('region', { name: title });

describe('CartPage with an approval request (decision 0161)', () => {
  it('shows who asked, why and until when, holds checkout, and lets the asker withdraw', async () => {
    const requests = recordRequests(server);
    const { user } = openCart([mockApprovalRequest()]);
    const awaiting = await panel('Awaiting approval');
    expect(awaiting).toHaveTextContent(`Dana Builder asked on ${formatMoment('2026-11-21T15:00:00.000Z')} for $919.00.`);
    expect(within(within(awaiting).getByRole('list', { name: 'Why it needs approval' })).getByRole('listitem')).toHaveTextContent(mockApprovalReason);
    expect(awaiting).toHaveTextContent(`The request expires ${formatMoment('2026-11-24T15:00:00.000Z')}.`);
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
    expect(screen.getByText('This cart is waiting for approval.')).toBeInTheDocument();

    await user.click(await within(awaiting).findByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByText('Request withdrawn. You can change the cart again.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST' && request.url.endsWith('/api/approval-requests/appr-1/withdraw/'))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Awaiting approval' })).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Proceed to checkout' })).toBeInTheDocument();
  });

  it('shows the API’s message when a change of the frozen cart is refused', async () => {
    const { user } = openCart([mockApprovalRequest()]);
    await panel('Awaiting approval');
    await user.click(screen.getByRole('button', { name: 'Remove Douglas Fir Framing Lumber, 2x4 × 8 ft #2' }));
    expect(await screen.findByText(mockFrozenCartMessage)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Douglas Fir Framing Lumber, 2x4 × 8 ft #2' })).toBeInTheDocument();
  });

  it('learns of a request opened elsewhere when a change is refused as frozen', async () => {
    const { user } = openCart([]);
    await screen.findByRole('link', { name: 'Proceed to checkout' });
    // Someone else on the project asked meanwhile: the list now has the request.
    server.resetHandlers(...createCartHandlers({ approvals: [mockApprovalRequest({ requested_by: { id: 'user-lee', name: 'Lee Buyer' } })] }));
    await user.click(screen.getByRole('button', { name: 'Remove Douglas Fir Framing Lumber, 2x4 × 8 ft #2' }));
    expect(await screen.findByText(mockFrozenCartMessage)).toBeInTheDocument();
    const awaiting = await panel('Awaiting approval');
    expect(awaiting).toHaveTextContent('Lee Buyer asked');
    // Only the asker withdraws.
    expect(within(awaiting).queryByRole('button', { name: 'Withdraw request' })).not.toBeInTheDocument();
  });

  it('once approved for the buyer’s card, says who approved with the note and opens checkout', async () => {
    openCart([mockApprovedRequest()]);
    const approved = await panel('Approved — pay by card');
    expect(approved).toHaveTextContent('Omar Owner approved $919.00');
    expect(approved).toHaveTextContent('Fine for the framing phase.');
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('shows a rejection with its note while the cart is the one asked for', async () => {
    openCart([mockRejectedRequest()]);
    const rejected = await panel('Not approved');
    expect(rejected).toHaveTextContent('Omar Owner did not approve this order');
    expect(rejected).toHaveTextContent('Order the plywood next month.');
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toBeInTheDocument();
  });

  it('says nothing of a rejection once the cart is not the one asked for', async () => {
    openCart([{ ...mockRejectedRequest(), total_cents: 123_400 }]);
    expect(await screen.findByRole('link', { name: 'Proceed to checkout' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Not approved' })).not.toBeInTheDocument();
  });
});
