import type { Invoice, InvoiceLine, InvoiceSummary, InvoiceTolerances } from '@marketplace/contracts';
import { mockOwner } from './fixtures';

const project = { id: 'proj-maple', name: 'Maple Street Duplex' };
const buyerCompany = { id: 'company-summit', name: 'Summit Builders' };
const northside = { id: 'sup-northside', name: 'Northside Lumber' };
const ridge = { id: 'sup-ridge', name: 'Ridge Building Supply' };
const harbor = { id: 'sup-harbor', name: 'Harbor Concrete' };

/** The company's tolerances: 2% and $50 on price, 5% and 2 units on quantity, 1% and $100 on the total; Harbor Concrete allowed nothing over; matched invoices wait for a person. */
export function mockInvoiceTolerances(overrides: Partial<InvoiceTolerances> = {}): InvoiceTolerances {
  return {
    defaults: { price_basis_points: 200, price_amount_cents: 5000, quantity_basis_points: 500, quantity_units: 2, total_basis_points: 100, total_amount_cents: 10_000 },
    suppliers: [
      { supplier_company_id: harbor.id, supplier_name: harbor.name, price_basis_points: 0, price_amount_cents: 0, quantity_basis_points: 0, quantity_units: 0, total_basis_points: 0, total_amount_cents: 0 },
    ],
    auto_approve_matched: false,
    updated_at: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A line billed as ordered and received. */
function matchedLine(id: string, description: string, sku: string, quantity: number, unitPrice: number, overrides: Partial<InvoiceLine> = {}): InvoiceLine {
  return {
    id,
    line_item_id: `li-${id}`,
    sku,
    description,
    unit_of_measure: 'piece',
    quantity,
    unit_price_cents: unitPrice,
    amount_cents: quantity * unitPrice,
    match_status: 'matched',
    billable_quantity: quantity,
    po_unit_price_cents: unitPrice,
    quantity_variance: 0,
    price_variance_cents: 0,
    message: 'Billed as ordered and received.',
    disputed: false,
    ...overrides,
  };
}

/** An invoice as the API answers it: Northside's, matched, for the owner to approve or dispute; override what a case needs. */
export function mockInvoice(overrides: Partial<Invoice> = {}): Invoice {
  const lines = overrides.lines ?? [matchedLine('il-1', 'Douglas Fir Framing Lumber, 2x4 × 8 ft #2', 'DF-2408', 60, 465), matchedLine('il-2', 'CDX Plywood Sheathing, 3/4 in × 4 × 8 ft', 'CDX-3448', 12, 3250)];
  const subtotal = lines.reduce((sum, line) => sum + line.amount_cents, 0);
  const tax = overrides.tax_cents ?? 5352;
  const freight = overrides.freight_cents ?? 2500;
  return {
    id: 'inv-1',
    number: 'NL-1042',
    status: 'matched',
    purchase_order: { id: 'po-1', number: 'PO-1001' },
    order: { id: 'order-1', number: 'ORD-2001' },
    project,
    buyer_company: buyerCompany,
    supplier_company: northside,
    currency: 'USD',
    invoice_date: '2026-11-20',
    due_date: '2026-12-20',
    net_terms_days: 30,
    subtotal_cents: subtotal,
    tax_cents: tax,
    freight_cents: freight,
    total_cents: subtotal + tax + freight,
    exception_count: lines.filter((line) => !['matched', 'within_tolerance'].includes(line.match_status)).length,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    lines,
    match: { expected_cents: subtotal + freight, total_variance_cents: 0, total_within_tolerance: true, tolerances: mockInvoiceTolerances().defaults },
    replaces_invoice_id: null,
    replaced_by_invoice_id: null,
    dispute: null,
    approval: null,
    exported_at: null,
    paid_at: null,
    payment_exported_at: null,
    attachment: { file_name: 'NL-1042.pdf', size_bytes: 48_213, uploaded_at: '2026-11-20T10:05:00.000Z', url: '/api/ordering/invoices/inv-1/attachment/' },
    history: [{ from_status: 'received', to_status: 'matched', actor: null, note: 'Every line matches the order and what was received.', created_at: '2026-11-20T10:00:00.000Z' }],
    actions: [],
    ...overrides,
  };
}

/** Ridge's invoice, an exception: ten studs more than received, the plywood dearer than ordered. */
export function mockExceptionInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return mockInvoice({
    id: 'inv-2',
    number: 'RB-778',
    status: 'exception',
    supplier_company: ridge,
    purchase_order: { id: 'po-2', number: 'PO-1002' },
    attachment: null,
    lines: [
      matchedLine('il-3', 'Douglas Fir Framing Lumber, 2x4 × 8 ft #2', 'DF-2408', 60, 449, {
        match_status: 'qty_exception',
        billable_quantity: 50,
        quantity_variance: 10,
        message: 'Billed 60, but 50 were received and not billed yet: 10 over, more than the 2 units allowed.',
      }),
      matchedLine('il-4', 'OSB Sheathing, 7/16 in × 4 × 8 ft', 'OSB-7164', 12, 2090, {
        unit_of_measure: 'sheet',
        match_status: 'price_exception',
        po_unit_price_cents: 1890,
        price_variance_cents: 200,
        message: 'Billed $20.90 a sheet against $18.90 ordered: $2.00 over, more than 2%.',
      }),
      matchedLine('il-5', 'Galvanized Joist Hanger, 2x10, box of 25', 'JH-210', 40, 1250, { unit_of_measure: 'box', match_status: 'within_tolerance', message: 'Within the tolerances.' }),
    ],
    // Ten studs billed unreceived ($44.90) and the sheathing $2.00 a sheet over ($24.00).
    match: { expected_cents: 97_630, total_variance_cents: 6890, total_within_tolerance: false, tolerances: mockInvoiceTolerances().defaults },
    history: [{ from_status: 'received', to_status: 'exception', actor: null, note: '2 lines are off the order.', created_at: '2026-11-20T10:00:00.000Z' }],
    created_at: '2026-11-19T10:00:00.000Z',
    ...overrides,
  });
}

/** Harbor Concrete's invoice, disputed as short shipped, with the supplier's answer. */
export function mockDisputedInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return mockInvoice({
    id: 'inv-3',
    number: 'HC-310',
    status: 'disputed',
    supplier_company: harbor,
    purchase_order: { id: 'po-3', number: 'PO-1003' },
    lines: [matchedLine('il-6', 'High-Strength Concrete Mix, 80 lb bag', 'HS-80', 40, 625, { unit_of_measure: 'bag', disputed: true })],
    dispute: {
      status: 'supplier_responded',
      reason: 'short_shipped',
      note: 'Only 32 bags arrived on site.',
      disputed_by: mockOwner,
      disputed_at: '2026-11-21T09:00:00.000Z',
      supplier_response: 'We shipped 40 bags; the delivery ticket is signed for 40.',
      responded_at: '2026-11-21T15:00:00.000Z',
    },
    history: [
      { from_status: 'received', to_status: 'matched', actor: null, note: null, created_at: '2026-11-20T10:00:00.000Z' },
      { from_status: 'matched', to_status: 'disputed', actor: mockOwner, note: 'Only 32 bags arrived on site.', created_at: '2026-11-21T09:00:00.000Z' },
      { from_status: 'disputed', to_status: 'disputed', actor: { id: 'user-hc', name: 'Hank Concrete' }, note: 'The supplier answered: We shipped 40 bags; the delivery ticket is signed for 40.', created_at: '2026-11-21T15:00:00.000Z' },
    ],
    created_at: '2026-11-18T10:00:00.000Z',
    ...overrides,
  });
}

/** An approved invoice, to mark paid. */
export function mockApprovedInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return mockInvoice({
    id: 'inv-4',
    number: 'NL-1001',
    status: 'approved',
    approval: { approved_by: mockOwner, approved_at: '2026-11-15T09:00:00.000Z', override_reason: null },
    history: [
      { from_status: 'received', to_status: 'matched', actor: null, note: null, created_at: '2026-11-10T10:00:00.000Z' },
      { from_status: 'matched', to_status: 'approved', actor: mockOwner, note: null, created_at: '2026-11-15T09:00:00.000Z' },
    ],
    created_at: '2026-11-10T10:00:00.000Z',
    ...overrides,
  });
}

/** A paid invoice, its bill and then its payment carried by an export. */
export function mockPaidInvoice(): Invoice {
  return mockApprovedInvoice({
    id: 'inv-5',
    number: 'NL-0990',
    status: 'paid',
    exported_at: '2026-11-16T09:00:00.000Z',
    paid_at: '2026-11-18T09:00:00.000Z',
    payment_exported_at: '2026-11-28T15:00:00.000Z',
    created_at: '2026-11-01T10:00:00.000Z',
  });
}

/** The company's invoices, newest first: matched, exception, disputed, approved, paid. */
export function mockInvoices(): Invoice[] {
  return [mockInvoice(), mockExceptionInvoice(), mockDisputedInvoice(), mockApprovedInvoice(), mockPaidInvoice()];
}

/** An invoice as the list shows it. */
export function invoiceSummaryOf(invoice: Invoice): InvoiceSummary {
  const { lines: _lines, match: _match, replaces_invoice_id: _replaces, replaced_by_invoice_id: _replaced, dispute: _dispute, approval: _approval, exported_at: _exported, paid_at: _paid, payment_exported_at: _paymentExported, attachment: _attachment, history: _history, actions: _actions, ...summary } = invoice;
  return summary;
}
