import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { errorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { consoleRoute, mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { RefundsPage } from './refunds-page';

const meta = {
  title: 'Operator console/Pages/Refunds',
  component: RefundsPage,
  decorators: [withRoute],
  parameters: { route: consoleRoute('/operator/money/refunds'), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof RefundsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every refund, newest first. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('3 refunds')).toBeVisible();
  },
};

/** Only those the provider has not confirmed yet (from the URL). */
export const Pending: Story = {
  parameters: { route: consoleRoute('/operator/money/refunds', '/operator/money/refunds?status=pending') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1 refund')).toBeVisible();
  },
};

/** The refunds could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: mockApi({}, failingHandler('get', '/api/operator/refunds/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load the refunds' })).toBeVisible();
  },
};
