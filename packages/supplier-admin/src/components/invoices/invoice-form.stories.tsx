import type { Meta, StoryObj } from '@storybook/react-vite';
import { camelizeKeys } from '@marketplace/api-client';
import { dayFromToday } from '@marketplace/ui-kit';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { IncomingPurchaseOrder } from '../../api/supplier-orders-api';
import type { SupplierInvoice } from '../../api/supplier-invoices-api';
import { invoiceDefaultsFromInvoice, invoiceDefaultsFromPurchaseOrder } from '../../forms/invoice-form-schema';
import { allHandlers } from '../../mocks/all-handlers';
import { errorBody } from '../../mocks/fixtures';
import { failingHandler } from '../../mocks/handlers';
import { mockInvoices } from '../../mocks/invoice-fixtures';
import { mockPurchaseOrders, mockShortReceivedPurchaseOrder } from '../../mocks/order-handlers';
import { mockStore } from '../../mocks/story-parameters';
import { InvoiceForm } from './invoice-form';

// The form as its dialogs show it (on the purchase order's page, and for a corrected invoice), drawn
// on its own: an open dialog's page is hidden behind it, which is not the form's to show.

const purchaseOrder = camelizeKeys(mockShortReceivedPurchaseOrder()) as IncomingPurchaseOrder;
const disputed = camelizeKeys(mockInvoices()[0]) as SupplierInvoice;
const handlers = () => allHandlers({ orders: { purchaseOrders: [...mockPurchaseOrders(), mockShortReceivedPurchaseOrder()] } });

const meta = {
  title: 'Supplier admin/Invoices/Invoice form',
  component: InvoiceForm,
  parameters: { store: mockStore(), msw: { handlers: handlers() } },
  args: {
    purchaseOrderId: purchaseOrder.id,
    currency: purchaseOrder.currency,
    defaultValues: invoiceDefaultsFromPurchaseOrder(purchaseOrder, dayFromToday(0)),
    onIssued: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof InvoiceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new invoice of PO-2007-1: the 18 sheets counted of 20 and the 40 studs, at the purchase order's prices. */
export const FromThePurchaseOrder: Story = {
  play: async ({ canvasElement }) => {
    const line = within(within(canvasElement).getByRole('group', { name: /^Line 1/ }));
    await expect(line.getByRole('textbox', { name: /^Quantity/ })).toHaveValue('18');
    await expect(within(canvasElement).getByLabelText('Invoice total')).toHaveTextContent('$418.20');
  },
};

/** Sent without a number and with a quantity that is no whole number: each field says what it needs. */
export const FieldErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = within(canvas.getByRole('group', { name: /^Line 1/ })).getByRole('textbox', { name: /^Quantity/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Issue the invoice' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Invoice number/ })).toHaveAccessibleDescription(/Give your invoice number\./));
    await expect(quantity).toHaveAccessibleDescription('Give the quantity billed as a whole number.');
    await expect(args.onIssued).not.toHaveBeenCalled();
  },
};

/** The API refuses a number used before: its words above the form. */
export const NumberUsedBefore: Story = {
  parameters: {
    msw: { handlers: [failingHandler('post', '/api/ordering/purchase_orders/po-short/invoices/', 409, errorBody('conflict', 'You already issued invoice NW-1001: give each invoice its own number.')), ...handlers()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Invoice number/ }), 'NW-1001');
    await userEvent.click(canvas.getByRole('button', { name: 'Issue the invoice' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You already issued invoice NW-1001');
  },
};

/** A corrected invoice, prefilled from the disputed NW-1002 (20 sheets billed, freight), which it replaces. */
export const CorrectingADisputedInvoice: Story = {
  args: { defaultValues: invoiceDefaultsFromInvoice(disputed, dayFromToday(0)), replaces: { id: disputed.id, number: disputed.number } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('group', { name: /^Line 1/ })).getByRole('textbox', { name: /^Quantity/ })).toHaveValue('20');
    await expect(canvas.getByRole('textbox', { name: /^Freight/ })).toHaveValue('45.00');
    await expect(canvas.getByRole('button', { name: 'Issue the corrected invoice' })).toBeVisible();
  },
};
