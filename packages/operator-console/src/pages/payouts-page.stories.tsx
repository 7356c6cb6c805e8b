import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { consoleRoute, mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { PayoutsPage } from './payouts-page';

const meta = {
  title: 'Operator console/Pages/Payouts',
  component: PayoutsPage,
  decorators: [withRoute],
  parameters: { route: consoleRoute('/operator/money/payouts'), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof PayoutsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every payout, one still failing at the bank, each with its statement. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 payouts')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Run payouts now' })).toBeVisible();
  },
};

/** "Run payouts now": one payout decided, one supplier waiting for its banking details. */
export const AfterARun: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Run payouts now' }));
    await expect(await canvas.findByText('Cedar Ridge Millwork: No banking details on file yet.')).toBeVisible();
  },
};

/** No payout yet. */
export const NoPayouts: Story = {
  parameters: { msw: mockApi({ payouts: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No payouts yet')).toBeVisible();
  },
};

/** The payouts could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: mockApi({}, failingHandler('get', '/api/operator/payouts/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load the payouts' })).toBeVisible();
  },
};
