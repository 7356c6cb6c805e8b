import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { errorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { consoleRoute, mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { AuditLogPage } from './audit-log-page';

const meta = {
  title: 'Operator console/Pages/Audit log',
  component: AuditLogPage,
  decorators: [withRoute],
  parameters: { route: consoleRoute('/operator/audit-log'), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof AuditLogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What operators did, newest first. */
export const Events: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Supplier approve')).toBeVisible();
  },
};

/** Only what concerned suppliers (from the URL). */
export const AboutSuppliers: Story = {
  parameters: { route: consoleRoute('/operator/audit-log', '/operator/audit-log?subject_type=supplier') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('note: Documents checked.')).toBeVisible();
  },
};

/** The log could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: mockApi({}, failingHandler('get', '/api/operator/audit-events/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load the audit log' })).toBeVisible();
  },
};
