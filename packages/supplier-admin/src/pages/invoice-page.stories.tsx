import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { allHandlers } from '../mocks/all-handlers';
import { errorBody } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockInvoices, settleInvoice } from '../mocks/invoice-fixtures';
import { mockStore, withRoute } from '../mocks/story-parameters';
import { InvoicePage } from './invoice-page';

const page = (id: string) => ({ path: '/supplier/invoices/:invoiceId', url: `/supplier/invoices/${id}` });

/** The mock invoices with the disputed one as the supplier answered it. */
const withDisputeAnswered = () =>
  mockInvoices().map((invoice) =>
    invoice.dispute ? settleInvoice({ ...invoice, dispute: { ...invoice.dispute, status: 'supplier_responded', supplier_response: 'Agreed: a corrected invoice follows.', responded_at: '2026-11-08T10:00:00.000Z' } }) : invoice,
  );

const meta = {
  title: 'Supplier admin/Pages/Invoice',
  component: InvoicePage,
  decorators: [withRoute],
  parameters: { route: page('inv-osb'), store: mockStore(), msw: { handlers: allHandlers() } },
} satisfies Meta<typeof InvoicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Disputed as short shipped: the builder's reason and note, the form to answer, and a corrected invoice. */
export const DisputeOpen: Story = {
  play: async ({ canvasElement }) => {
    const dispute = within(await within(canvasElement).findByRole('region', { name: 'Dispute' }));
    await expect(dispute.getByText('Short shipped')).toBeVisible();
    await expect(dispute.getByRole('form', { name: 'Answer the dispute' })).toBeVisible();
    await expect(dispute.getByRole('button', { name: 'Issue a corrected invoice' })).toBeVisible();
  },
};

/** The supplier answered the dispute: its answer, and the builder's turn. */
export const DisputeAnswered: Story = {
  parameters: { msw: { handlers: allHandlers({ invoices: { invoices: withDisputeAnswered() } }) } },
  play: async ({ canvasElement }) => {
    const dispute = within(await within(canvasElement).findByRole('region', { name: 'Dispute' }));
    await expect(dispute.getByText('You answered; the builder decides')).toBeVisible();
    await expect(dispute.getByText(/Agreed: a corrected invoice follows\./)).toBeVisible();
  },
};

/** Matched, with the supplier's own PDF: both PDFs, voiding, and replacing the PDF. */
export const Matched: Story = {
  parameters: { route: page('inv-studs') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Your PDF' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Void invoice' })).toBeVisible();
  },
};

/** A unit price over the purchase order's, beyond the tolerance: an exception a corrected invoice may fix. */
export const PriceException: Story = {
  parameters: { route: page('inv-beams') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Price differs from the purchase order')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Issue a corrected invoice' })).toBeVisible();
  },
};

/** Approved by the builder: nothing left to do but download it. */
export const Approved: Story = {
  parameters: { route: page('inv-approved') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Invoice (PDF)' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Void invoice' })).toBeNull();
  },
};

/** Paid. */
export const Paid: Story = {
  parameters: { route: page('inv-paid') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Paid', { selector: 'dd' })).toBeVisible();
  },
};

/** Void. */
export const Void: Story = {
  parameters: { route: page('inv-void') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Void', { selector: 'dd' })).toBeVisible();
  },
};

/** Voiding: what it means before anything is sent. */
export const ConfirmingTheVoid: Story = {
  parameters: {
    route: page('inv-studs'),
    // As for the other confirmations: axe takes the page behind the alertdialog for hidden focusable content.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Void invoice' }));
    await expect(screen.getByRole('alertdialog', { name: 'Void invoice NW-1001?' })).toBeVisible();
  },
};

/** Another supplier's invoice, or a mistyped link. */
export const NotFound: Story = {
  parameters: { route: page('inv-unknown') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not find this invoice' })).toBeVisible();
  },
};

/** While the invoice loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: allHandlers({}, pendingHandler('get', '/api/ordering/invoices/inv-osb/')) } },
};

/** The invoice could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: { handlers: allHandlers({}, failingHandler('get', '/api/ordering/invoices/inv-osb/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load this invoice' })).toBeVisible();
  },
};
