import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockApprovalRequest, mockApprovedRequest, mockRejectedRequest } from '../mocks/approval-fixtures';
import { mockBlockedCartLines, mockProject } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockApi, mockStore, withCartRoute } from '../mocks/story-parameters';
import { CartPage } from './cart-page';

const route = (selectedProjectId: string | null = mockProject.id) => ({ route: { path: '/cart', url: '/cart', outletContext: { selectedProjectId } } });

const meta = {
  title: 'Cart/Pages/Cart',
  component: CartPage,
  decorators: [withCartRoute],
  parameters: { ...route(), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two suppliers, one purchase order each: a price that rose since it was added, a later delivery, requirements. */
export const TwoSuppliers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Harbor Lumber Co.' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Proceed to checkout' })).toBeInTheDocument();
  },
};

/** A supplier stopped delivering to the project: its item blocks checkout until it is removed. */
export const BlockingWarning: Story = {
  parameters: { msw: mockApi({ lines: mockBlockedCartLines() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: { msw: mockApi({ lines: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Browse the catalogue' })).toBeInTheDocument();
  },
};

/** No project selected: every project has its own cart. */
export const NoProject: Story = {
  parameters: route(null),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Choose a project')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: mockApi({}, pendingHandler('get', '/api/ordering/cart/')) },
};

export const Failed: Story = {
  parameters: { msw: mockApi({}, failingHandler('get', '/api/ordering/cart/')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('We could not load the cart')).toBeInTheDocument();
  },
};

/** Over a limit and asked: who asked, why, until when; checkout held; the asker may withdraw. */
export const AwaitingApproval: Story = {
  parameters: { msw: mockApi({ approvals: [mockApprovalRequest()] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Awaiting approval' })).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Withdraw request' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
  },
};

/** Approved for the buyer to pay: the approver's note, and checkout as usual. */
export const ApprovedPayByCard: Story = {
  parameters: { msw: mockApi({ approvals: [mockApprovedRequest()] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Approved — pay by card' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Proceed to checkout' })).toBeInTheDocument();
  },
};

/** Rejected: the approver's note, while the cart is still the one asked for. */
export const ApprovalRejected: Story = {
  parameters: { msw: mockApi({ approvals: [mockRejectedRequest()] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Order the plywood next month.')).toBeInTheDocument();
  },
};
