import type { ApprovalRequest } from '@marketplace/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApprovalRequest, mockApprovedRequest } from '../mocks/approval-fixtures';
import { approvalRequiredHandler, mockApprovalRequiredMessage } from '../mocks/approval-handlers';
import { createCheckoutHandlers } from '../mocks/checkout-handlers';
import { mockProject } from '../mocks/fixtures';
import { createCartHandlers } from '../mocks/handlers';
import { bodiesOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

function openCheckout(options: { credit?: 'approved'; approvals?: ApprovalRequest[] } = {}) {
  server.resetHandlers(...createCartHandlers({ approvals: options.approvals }));
  server.use(...createCheckoutHandlers({ credit: options.credit }));
  return renderRoute({ url: '/checkout', selectedProjectId: mockProject.id });
}

async function payByCard(user: ReturnType<typeof renderRoute>['user']) {
  const button = await screen.findByRole('button', { name: 'Pay $919.00 by card' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

describe('CheckoutPage over a limit (decision 0161)', () => {
  it('shows the reasons instead of a failure, and asks for approval at the total shown, with the note', async () => {
    const requests = recordRequests(server);
    const { user } = openCheckout();
    server.use(approvalRequiredHandler('/api/sandbox/checkout-session/'));
    await payByCard(user);
    const form = within(await screen.findByRole('form', { name: 'Ask for approval' }));
    expect(form.getByText(mockApprovalRequiredMessage)).toBeInTheDocument();
    expect(document.querySelector('.mk-flash--error')).toBeNull();

    await user.type(form.getByRole('textbox', { name: /^Note for the approver/ }), 'Framing starts Monday.');
    await user.click(form.getByRole('button', { name: 'Ask for approval ($919.00)' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/));
    expect(await bodiesOf(requests, 'POST', '/api/approval-requests/')).toEqual([{ project_id: mockProject.id, expected_total_cents: 91_900, note: 'Framing starts Monday.' }]);
    expect(await screen.findByText('Approval requested. Your cart is kept as it is until someone decides.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Awaiting approval' })).toBeInTheDocument();
  });

  it('sends no note when none was written', async () => {
    const requests = recordRequests(server);
    const { user } = openCheckout();
    server.use(approvalRequiredHandler('/api/sandbox/checkout-session/'));
    await payByCard(user);
    await user.click(await screen.findByRole('button', { name: 'Ask for approval ($919.00)' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/));
    expect(await bodiesOf(requests, 'POST', '/api/approval-requests/')).toEqual([{ project_id: mockProject.id, expected_total_cents: 91_900 }]);
  });

  it('offers to ask when paying on terms needs approval too', async () => {
    const { user } = openCheckout({ credit: 'approved' });
    server.use(approvalRequiredHandler('/api/create_order/'));
    await user.click(await screen.findByRole('button', { name: 'Place the order on terms ($919.00)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Place the order' }));
    expect(within(await screen.findByRole('form', { name: 'Ask for approval' })).getByText(mockApprovalRequiredMessage)).toBeInTheDocument();
  });

  it('shows the API’s message when the cart is waiting for approval already', async () => {
    const { user } = openCheckout();
    server.use(approvalRequiredHandler('/api/sandbox/checkout-session/'));
    await payByCard(user);
    await screen.findByRole('form', { name: 'Ask for approval' });
    // Someone else on the project asked meanwhile.
    server.resetHandlers(...createCartHandlers({ approvals: [mockApprovalRequest()] }), ...createCheckoutHandlers());
    await user.click(screen.getByRole('button', { name: 'Ask for approval ($919.00)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This cart is waiting for approval already.');
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });

  it('sends a cart waiting for a decision back to the cart', async () => {
    openCheckout({ approvals: [mockApprovalRequest()] });
    expect(await screen.findByRole('heading', { name: 'This cart is waiting for approval' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/cart');
  });

  it('once approved for the buyer’s card, offers the card and not terms', async () => {
    openCheckout({ credit: 'approved', approvals: [mockApprovedRequest()] });
    expect(await screen.findByRole('button', { name: 'Pay $919.00 by card' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place the order on terms ($919.00)' })).not.toBeInTheDocument();
  });
});

describe('CheckoutPage and the project’s budget (decision 0162)', () => {
  const warning = /^Over the project’s budget:/;

  it('warns before paying when the order would go over what is left, naming both amounts', async () => {
    server.resetHandlers(...createCartHandlers({ budget: { amountCents: 500_000, remainingCents: 50_000 } }));
    server.use(...createCheckoutHandlers());
    renderRoute({ url: '/checkout', selectedProjectId: mockProject.id });
    const payment = within(await screen.findByRole('complementary', { name: 'Payment' }));
    const shown = await payment.findByText(warning);
    expect(shown.closest('p')).toHaveTextContent('Over the project’s budget: $500.00 of $5,000.00 is left, and this order goes $419.00 over it.');
    // A warning, not a wall: paying stays offered.
    expect(payment.getByRole('button', { name: 'Pay $919.00 by card' })).toBeInTheDocument();
  });

  it('says nothing when the order fits, to the cent, or when the project has no budget', async () => {
    server.resetHandlers(...createCartHandlers({ budget: { amountCents: 500_000, remainingCents: 91_900 } }));
    server.use(...createCheckoutHandlers());
    const { unmount } = renderRoute({ url: '/checkout', selectedProjectId: mockProject.id });
    await screen.findByRole('button', { name: 'Pay $919.00 by card' });
    await waitFor(() => expect(screen.queryByText(warning)).toBeNull());
    unmount();

    openCheckout();
    await screen.findByRole('button', { name: 'Pay $919.00 by card' });
    expect(screen.queryByText(warning)).toBeNull();
  });
});
