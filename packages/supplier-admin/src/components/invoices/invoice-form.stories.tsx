import type { Meta, StoryObj } from '@storybook/react-vite';
import { camelizeKeys } from '@marketplace/api-client';
import { dayFromToday } from '@marketplace/ui-kit';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Invoice, PurchaseOrder } from '@marketplace/contracts';
import type { IncomingPurchaseOrder } from '../../api/supplier-orders-api';
import type { BillableLineData, SupplierInvoice } from '../../api/supplier-invoices-api';
import { invoiceDefaultsFromInvoice, invoiceDefaultsFromPurchaseOrder } from '../../forms/invoice-form-schema';
import { allHandlers } from '../../mocks/all-handlers';
import { errorBody } from '../../mocks/fixtures';
import { failingHandler } from '../../mocks/handlers';
import { billableLinesOf, mockInvoices } from '../../mocks/invoice-fixtures';
import { mockPurchaseOrders, mockShortReceivedPurchaseOrder } from '../../mocks/order-handlers';
import { mockStore } from '../../mocks/story-parameters';
import { InvoiceForm } from './invoice-form';
import { BILL_PER_SHIPMENT, NOTHING_LEFT_TO_BILL } from './purchase-order-invoices';

// The form as its dialogs show it (on the purchase order's page, and for a corrected invoice), drawn
// on its own: an open dialog's page is hidden behind it, which is not the form's to show.

/** The form's values for a new invoice of `wire`, with what the invoices given left to bill. */
function perShipment(wire: PurchaseOrder, invoices: Invoice[] = mockInvoices()) {
  const billable = camelizeKeys(billableLinesOf(wire, invoices).lines) as BillableLineData[];
  return invoiceDefaultsFromPurchaseOrder(camelizeKeys(wire) as IncomingPurchaseOrder, billable, dayFromToday(0));
}

// PO-2019-1: the glulam beams shipped and are billed on NW-0990; the OSB shipped (18 of 20 counted so far) and is not billed.
const shipped = mockPurchaseOrders().find((candidate) => candidate.id === 'po-shipped')!;
const disputed = camelizeKeys(mockInvoices()[0]) as SupplierInvoice;
const handlers = () => allHandlers({ orders: { purchaseOrders: [...mockPurchaseOrders(), mockShortReceivedPurchaseOrder()] } });

const meta = {
  title: 'Supplier admin/Invoices/Invoice form',
  component: InvoiceForm,
  parameters: { store: mockStore(), msw: { handlers: handlers() } },
  args: {
    purchaseOrderId: shipped.id,
    currency: shipped.currency,
    defaultValues: perShipment(shipped),
    lead: BILL_PER_SHIPMENT,
    onIssued: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof InvoiceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new invoice of PO-2019-1 for what shipped and is not yet invoiced: the 20 sheets of OSB, not the beams billed already. */
export const FromThePurchaseOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(BILL_PER_SHIPMENT)).toBeVisible();
    const line = within(canvas.getByRole('group', { name: /^Line 1/ }));
    await expect(line.getByRole('textbox', { name: /^Description/ })).toHaveValue('OSB Sheathing, 7/16 in × 4 × 8 ft');
    await expect(line.getByRole('textbox', { name: /^Quantity/ })).toHaveValue('20');
    await expect(canvas.queryByRole('group', { name: /^Line 2/ })).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Invoice total')).toHaveTextContent('$258.00');
  },
};

/** PO-2007-1 after a first invoice of 12 of its 20 sheets: the next one bills the 8 left; the studs are billed in full. */
export const PartOfALineBilledBefore: Story = {
  args: {
    purchaseOrderId: 'po-short',
    defaultValues: perShipment(
      mockShortReceivedPurchaseOrder(),
      mockInvoices().map((invoice) => (invoice.id === 'inv-osb' ? { ...invoice, lines: invoice.lines.map((line) => ({ ...line, quantity: 12, amount_cents: 12 * line.unit_price_cents })) } : invoice)),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('group', { name: /^Line 1/ })).getByRole('textbox', { name: /^Quantity/ })).toHaveValue('8');
    await expect(canvas.queryByRole('group', { name: /^Line 2/ })).not.toBeInTheDocument();
  },
};

/** PO-2007-1 as billed: every line shipped is invoiced already, so there is nothing to bill. */
export const NothingLeftToBill: Story = {
  args: { purchaseOrderId: 'po-short', defaultValues: perShipment(mockShortReceivedPurchaseOrder()), lead: NOTHING_LEFT_TO_BILL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NOTHING_LEFT_TO_BILL)).toBeVisible();
    await expect(canvas.queryByRole('group', { name: /^Line 1/ })).not.toBeInTheDocument();
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
    msw: { handlers: [failingHandler('post', '/api/ordering/purchase_orders/po-shipped/invoices/', 409, errorBody('conflict', 'You already issued invoice NW-1001: give each invoice its own number.')), ...handlers()] },
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
  args: { purchaseOrderId: disputed.purchaseOrder.id, defaultValues: invoiceDefaultsFromInvoice(disputed, dayFromToday(0)), replaces: { id: disputed.id, number: disputed.number }, lead: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('group', { name: /^Line 1/ })).getByRole('textbox', { name: /^Quantity/ })).toHaveValue('20');
    await expect(canvas.getByRole('textbox', { name: /^Freight/ })).toHaveValue('45.00');
    await expect(canvas.getByRole('button', { name: 'Issue the corrected invoice' })).toBeVisible();
  },
};
