import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { errorBody, mockUnbalancedReconciliation } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { consoleRoute, mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { ReconciliationPage } from './reconciliation-page';

const meta = {
  title: 'Operator console/Pages/Reconciliation',
  component: ReconciliationPage,
  decorators: [withRoute],
  parameters: { route: consoleRoute('/operator/money/reconciliation'), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof ReconciliationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three days whose books agree. */
export const Balanced: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Balanced' })).toBeVisible();
    await expect(within(canvas.getByRole('grid', { name: 'Reconciliation by day' })).getAllByRole('row')).toHaveLength(4);
  },
};

/** A payout recorded twice: what disagrees, and the day it shows on. */
export const NotBalanced: Story = {
  parameters: { msw: mockApi({ reconciliation: mockUnbalancedReconciliation() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Not balanced' })).toBeVisible();
    await expect(canvas.getByText('1 transaction does not balance.')).toBeVisible();
  },
};

/** While the days are reconciled. */
export const Loading: Story = { parameters: { msw: mockApi({}, pendingHandler('get', '/api/operator/reconciliation/')) } };

/** The days could not be reconciled. */
export const LoadError: Story = {
  parameters: { msw: mockApi({}, failingHandler('get', '/api/operator/reconciliation/', 400, errorBody('validation_error', 'Use a date as YYYY-MM-DD.'))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Use a date as YYYY-MM-DD.')).toBeVisible();
  },
};
