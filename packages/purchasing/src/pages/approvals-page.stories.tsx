import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { apiUrl } from '@marketplace/api-client';
import { expect, within } from 'storybook/test';
import { errorBody, mockApprovalRequest, mockBuyer, mockOwner } from '../mocks/fixtures';
import { mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { ApprovalsPage } from './approvals-page';

const route = (url = '/approvals') => ({ route: { path: '/approvals', url } });

const meta = {
  title: 'Purchasing/Pages/Approvals',
  component: ApprovalsPage,
  decorators: [withRoute],
  parameters: { ...route(), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof ApprovalsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's queue: Dana's request to decide, their own asked of someone else (to withdraw). */
export const WaitingForADecision: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Decide on Dana Builder’s request for Maple Street Duplex' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Withdraw request' })).toBeVisible();
  },
};

/** A buyer sees their own request, without a decision to take: only withdraw. */
export const BuyersOwnRequest: Story = {
  parameters: { msw: mockApi({ user: mockBuyer, requests: [mockApprovalRequest({ can_decide: false })] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Withdraw request' })).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** Approved for the buyer's card, with the note (from the URL's filter). */
export const Approved: Story = {
  parameters: {
    ...route('/approvals?status=approved'),
    msw: mockApi({ requests: [mockApprovalRequest({ status: 'approved', settlement: 'buyer_card', decided_by: mockOwner, decided_at: '2026-11-22T09:30:00.000Z', decision_note: 'Fine for the framing phase.', can_decide: false })] }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Fine for the framing phase.')).toBeVisible();
  },
};

/** Rejected, with the reason the buyer read. */
export const Rejected: Story = {
  parameters: { ...route('/approvals?status=rejected') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Order the plywood next month.')).toBeVisible();
  },
};

/** Nothing waiting. */
export const NothingWaiting: Story = {
  parameters: { msw: mockApi({ requests: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Nothing is waiting for a decision' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: mockApi({}, http.get(apiUrl('/api/approval-requests/'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    })),
  },
};

export const Failed: Story = {
  parameters: { msw: mockApi({}, http.get(apiUrl('/api/approval-requests/'), () => HttpResponse.json(errorBody('internal_error', 'Approvals are unavailable right now.'), { status: 500 }))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Approvals are unavailable right now.')).toBeVisible();
  },
};
