import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi, mockStore } from '../../mocks/story-parameters';
import { InvoiceExportButtons } from './invoice-export-buttons';

const meta = {
  title: 'Purchasing/Components/Invoice export',
  component: InvoiceExportButtons,
  parameters: { store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof InvoiceExportButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bills by default: the approved invoices, for Xero or QuickBooks. */
export const Bills: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^Bills/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Export approved invoices for Xero (CSV)' })).toBeVisible();
  },
};

/** The payments chosen: the same buttons export the invoices paid since their bills went out. */
export const Payments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^Payments/ }));
    await expect(canvas.getByRole('button', { name: 'Export payments for QuickBooks (CSV)' })).toBeVisible();
  },
};
