import type { Invoice, InvoiceBillableLines, InvoiceLine, PurchaseOrder, SupplierStatements } from '@marketplace/contracts';
import { SUPPLIER_COMPANY_ID } from './fixtures';

const tolerances = { price_basis_points: 200, price_amount_cents: 5_000, quantity_basis_points: 0, quantity_units: 0, total_basis_points: 200, total_amount_cents: 10_000 };
const builder = { id: 'company-summit', name: 'Summit Builders' };
const project = { id: 'project-mission-bay', name: 'Mission Bay Townhomes' };
const accountant = { id: 'user-accountant', name: 'Ann Accountant' };

/** A line of an invoice with its match; amount from quantity × price. */
export function mockInvoiceLine(overrides: Partial<InvoiceLine> & Pick<InvoiceLine, 'id' | 'quantity' | 'unit_price_cents'>): InvoiceLine {
  return {
    line_item_id: null,
    sku: null,
    description: 'Douglas Fir Framing Lumber, 2x4 × 8 ft #2',
    unit_of_measure: 'each',
    amount_cents: overrides.quantity * overrides.unit_price_cents,
    match_status: 'matched',
    billable_quantity: overrides.quantity,
    po_unit_price_cents: overrides.unit_price_cents,
    quantity_variance: 0,
    price_variance_cents: 0,
    message: 'Billed as received, at the purchase order’s price.',
    disputed: false,
    ...overrides,
  };
}

/** An invoice of the mock supplier (wire form): totals and actions from its lines and status, as the API derives them. */
export function mockInvoice(overrides: Partial<Invoice> & Pick<Invoice, 'id' | 'number' | 'status' | 'lines'>): Invoice {
  const value: Invoice = {
    purchase_order: { id: 'po-short', number: 'PO-2007-1' },
    order: { id: 'order-2007', number: 'ORD-2007' },
    project,
    buyer_company: builder,
    supplier_company: { id: SUPPLIER_COMPANY_ID, name: 'Northwind Lumber Co.' },
    currency: 'USD',
    invoice_date: '2026-11-05',
    due_date: '2026-12-05',
    net_terms_days: 30,
    subtotal_cents: 0,
    tax_cents: 0,
    freight_cents: 0,
    total_cents: 0,
    exception_count: 0,
    created_at: '2026-11-05T16:00:00.000Z',
    updated_at: '2026-11-05T16:00:00.000Z',
    match: { expected_cents: 0, total_variance_cents: 0, total_within_tolerance: true, tolerances },
    replaces_invoice_id: null,
    replaced_by_invoice_id: null,
    dispute: null,
    approval: null,
    exported_at: null,
    paid_at: null,
    payment_exported_at: null,
    attachment: null,
    history: [{ from_status: null, to_status: 'received', actor: null, note: null, created_at: '2026-11-05T16:00:00.000Z' }],
    actions: [],
    ...overrides,
  };
  return settleInvoice(value);
}

/** Totals, exceptions, the match's expected value and the supplier's actions, from the lines and the status. */
export function settleInvoice(invoice: Invoice): Invoice {
  const subtotal = invoice.lines.reduce((sum, line) => sum + line.amount_cents, 0);
  const expected = invoice.lines.reduce((sum, line) => sum + (line.billable_quantity ?? 0) * (line.po_unit_price_cents ?? 0), 0);
  const open = ['matched', 'exception', 'disputed'].includes(invoice.status);
  return {
    ...invoice,
    subtotal_cents: subtotal,
    total_cents: subtotal + invoice.tax_cents + invoice.freight_cents,
    exception_count: invoice.lines.filter((line) => !['matched', 'within_tolerance'].includes(line.match_status)).length,
    match: { ...invoice.match, expected_cents: expected, total_variance_cents: subtotal + invoice.freight_cents - expected, total_within_tolerance: subtotal + invoice.freight_cents - expected <= 10_000 },
    actions: [...(open ? (['void', 'attach'] as const) : []), ...(invoice.status === 'disputed' ? (['respond'] as const) : [])],
  };
}

/**
 * The mock supplier's invoices, newest first: of PO-2007-1, one matched (the studs) and one
 * disputed as short shipped (20 sheets of OSB billed, 18 counted); of PO-2019-1, one with a price
 * exception, and older ones approved, paid and void.
 */
export function mockInvoices(): Invoice[] {
  return [
    mockInvoice({
      id: 'inv-osb',
      number: 'NW-1002',
      status: 'disputed',
      invoice_date: '2026-11-06',
      due_date: '2026-12-06',
      freight_cents: 4_500,
      lines: [
        mockInvoiceLine({ id: 'inv-osb-1', line_item_id: 'li-osb-short', sku: 'NW-OSB-716', description: 'OSB Sheathing, 7/16 in × 4 × 8 ft', unit_of_measure: 'sheet', quantity: 20, unit_price_cents: 1290, billable_quantity: 18, quantity_variance: 2, match_status: 'qty_exception', message: '20 billed, 18 received and not yet billed.', disputed: true }),
      ],
      dispute: { status: 'open', reason: 'short_shipped', note: 'Only 18 sheets arrived; bill the 18.', disputed_by: accountant, disputed_at: '2026-11-07T17:00:00.000Z', supplier_response: null, responded_at: null },
      history: [
        { from_status: null, to_status: 'exception', actor: null, note: null, created_at: '2026-11-06T16:00:00.000Z' },
        { from_status: 'exception', to_status: 'disputed', actor: accountant, note: 'Only 18 sheets arrived; bill the 18.', created_at: '2026-11-07T17:00:00.000Z' },
      ],
    }),
    mockInvoice({
      id: 'inv-studs',
      number: 'NW-1001',
      status: 'matched',
      lines: [mockInvoiceLine({ id: 'inv-studs-1', line_item_id: 'li-studs-full', sku: 'NW-DF-2408-2', quantity: 40, unit_price_cents: 465 })],
      attachment: { file_name: 'NW-1001.pdf', size_bytes: 48_213, uploaded_at: '2026-11-05T16:01:00.000Z', url: '/api/ordering/invoices/inv-studs/attachment/' },
    }),
    mockInvoice({
      id: 'inv-beams',
      number: 'NW-0990',
      status: 'exception',
      purchase_order: { id: 'po-shipped', number: 'PO-2019-1' },
      order: { id: 'order-2019', number: 'ORD-2019' },
      invoice_date: '2026-11-03',
      due_date: '2026-12-03',
      tax_cents: 21_630,
      lines: [mockInvoiceLine({ id: 'inv-beams-1', line_item_id: 'li-beams', sku: 'NW-GL-5120', description: 'Glulam Beam, 5-1/8 × 12 in × 20 ft', quantity: 6, unit_price_cents: 43_000, po_unit_price_cents: 41_200, price_variance_cents: 1_800, match_status: 'price_exception', message: 'Unit price $430.00 is $18.00 over the purchase order’s $412.00, beyond the tolerance.' })],
    }),
    mockInvoice({ id: 'inv-approved', number: 'NW-0950', status: 'approved', invoice_date: '2026-10-20', due_date: '2026-11-19', lines: [mockInvoiceLine({ id: 'inv-approved-1', quantity: 100, unit_price_cents: 465 })] }),
    mockInvoice({ id: 'inv-paid', number: 'NW-0940', status: 'paid', invoice_date: '2026-10-01', due_date: '2026-10-31', paid_at: '2026-10-29T15:00:00.000Z', lines: [mockInvoiceLine({ id: 'inv-paid-1', quantity: 50, unit_price_cents: 465 })] }),
    mockInvoice({ id: 'inv-void', number: 'NW-0930', status: 'void', invoice_date: '2026-09-28', due_date: '2026-10-28', lines: [mockInvoiceLine({ id: 'inv-void-1', quantity: 50, unit_price_cents: 465 })] }),
  ];
}

/**
 * The mock supplier's statements: Summit Builders and Bayside Construction in dollars, and
 * Summit's Canadian-dollar invoices apart, so the totals are per currency.
 */
export const mockStatements: SupplierStatements = {
  as_of: '2026-11-24',
  statements: [
    {
      buyer_company: builder,
      currency: 'USD',
      open_balance_cents: 1_123_400,
      disputed_cents: 30_300,
      invoice_count: 5,
      aging: { current_cents: 600_000, days_1_30_cents: 300_000, days_31_60_cents: 123_400, days_61_90_cents: 100_000, days_over_90_cents: 0 },
    },
    {
      buyer_company: { id: 'company-bayside', name: 'Bayside Construction' },
      currency: 'USD',
      open_balance_cents: 250_000,
      disputed_cents: 0,
      invoice_count: 2,
      aging: { current_cents: 50_000, days_1_30_cents: 0, days_31_60_cents: 0, days_61_90_cents: 0, days_over_90_cents: 200_000 },
    },
    {
      buyer_company: builder,
      currency: 'CAD',
      open_balance_cents: 80_000,
      disputed_cents: 0,
      invoice_count: 1,
      aging: { current_cents: 80_000, days_1_30_cents: 0, days_31_60_cents: 0, days_61_90_cents: 0, days_over_90_cents: 0 },
    },
  ],
};

/**
 * What is left to bill of each line of a purchase order, as the API answers it: shipped (a line
 * ships whole; once the supplier accepts a shortage, only what was counted) − billed on invoices
 * of it that are not void.
 */
export function billableLinesOf(purchaseOrder: PurchaseOrder, invoices: readonly Invoice[]): InvoiceBillableLines {
  const billed = invoices.filter((invoice) => invoice.purchase_order.id === purchaseOrder.id && invoice.status !== 'void').flatMap((invoice) => invoice.lines);
  return {
    lines: purchaseOrder.line_items.map((line) => {
      const shipped = line.status === 'shipped' || line.status === 'delivered' ? (line.shortage_settled_at ? (line.quantity_received ?? 0) : line.quantity) : 0;
      const invoiced = billed.filter((billedLine) => billedLine.line_item_id === line.id).reduce((sum, billedLine) => sum + billedLine.quantity, 0);
      return { line_item_id: line.id, shipped_quantity: shipped, invoiced_quantity: invoiced, to_bill: Math.max(shipped - invoiced, 0) };
    }),
  };
}
