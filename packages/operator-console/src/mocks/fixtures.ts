import type {
  Brand,
  Category,
  CommissionOverride,
  CreditAccountDetail,
  CreditRepayment,
  ErrorBody,
  MarketplaceSettings,
  Operator,
  OperatorAuditEvent,
  OperatorContactMessage,
  OperatorCreditApplication,
  OperatorOrderSummary,
  OperatorPurchaseOrderSummary,
  OperatorSupplierDetail,
  PayoutDetail,
  PayoutLine,
  Reconciliation,
  ReconciliationDay,
  Refund,
} from '@marketplace/contracts';

/** An error body as the API writes it. */
export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { code, message, display_error: message, ...(fields ? { fields } : {}) };
}

/** The signed-in mock operator. */
export const mockOperator: Operator = { id: 'operator-ada', email: 'ada@marketplace.test', name: 'Ada Operator' };

/** The code the mock API accepts at sign-in; any other is refused as the API refuses it. */
export const MOCK_TOTP_CODE = '246810';

/** The mock suppliers: Northwind (approved), Granite (approved, no banking details), Cedar (waiting). */
export const mockSupplierIds = { northwind: 'company-northwind', granite: 'company-granite', cedar: 'company-cedar' } as const;

function supplier(id: string, name: string, overrides: Partial<OperatorSupplierDetail> = {}): OperatorSupplierDetail {
  return {
    id,
    name,
    created_at: '2026-09-01T16:00:00.000Z',
    approval_status: 'approved',
    profile_complete: true,
    banking_details_on_file: true,
    offers_count: 120,
    active_offers_count: 112,
    approval_changed_at: '2026-09-02T09:00:00.000Z',
    withheld_offers_count: 0,
    profile: { phone: '(510) 555-0142', website: 'https://northwind.example', street: '2100 Embarcadero', city: 'Oakland', state: 'CA', postal_code: '94606', description: 'Lumber, sheet goods and fasteners for the East Bay.' },
    missing_profile_fields: [],
    banking_details_updated_at: '2026-09-03T10:00:00.000Z',
    service_areas_count: 8,
    warehouses_count: 2,
    users: [{ id: `${id}-user`, email: `sales@${name.split(' ')[0]?.toLowerCase()}.example`, first_name: 'Sam', last_name: 'Supplier', email_verified: true, created_at: '2026-09-01T16:00:00.000Z' }],
    ...overrides,
  };
}

/** The mock suppliers in full, newest first. */
export function mockSuppliers(): OperatorSupplierDetail[] {
  return [
    supplier(mockSupplierIds.cedar, 'Cedar Ridge Millwork', {
      created_at: '2026-11-18T15:00:00.000Z',
      approval_status: 'pending',
      approval_changed_at: null,
      profile_complete: false,
      banking_details_on_file: false,
      banking_details_updated_at: null,
      offers_count: 14,
      active_offers_count: 0,
      withheld_offers_count: 14,
      missing_profile_fields: ['phone', 'postal_code'],
      profile: { phone: null, website: null, street: '77 Mill Rd', city: 'Santa Rosa', state: 'CA', postal_code: null, description: null },
      service_areas_count: 2,
      warehouses_count: 1,
    }),
    supplier(mockSupplierIds.granite, 'Granite Supply Inc.', { created_at: '2026-09-05T16:00:00.000Z', banking_details_on_file: false, banking_details_updated_at: null, profile: { phone: '(510) 555-0199', website: null, street: '400 Industrial Pkwy', city: 'Hayward', state: 'CA', postal_code: '94545', description: null } }),
    supplier(mockSupplierIds.northwind, 'Northwind Lumber Co.'),
  ];
}

const settledAt = (day: string) => `${day}T18:00:00.000Z`;

/** Refunds: a cancelled line refunded to the card, an accepted shortage still pending, and one off terms. */
export function mockRefunds(): Refund[] {
  return [
    { id: 'refund-3', order_id: 'order-2044', purchase_order_id: 'po-2044-2', line_item_id: 'li-osb', reason: '2 sheets short on delivery; the supplier accepted the shortage.', method: 'card', amount_cents: 2_580, currency: 'USD', status: 'pending', last_error: null, created_at: settledAt('2026-11-21'), completed_at: null },
    { id: 'refund-2', order_id: 'order-2031', purchase_order_id: 'po-2031-1', line_item_id: 'li-joists', reason: 'Cancelled: I-Joist, 11-7/8 in × 16 ft', method: 'credit', amount_cents: 147_600, currency: 'USD', status: 'succeeded', last_error: null, created_at: settledAt('2026-11-19'), completed_at: settledAt('2026-11-19') },
    { id: 'refund-1', order_id: 'order-2012', purchase_order_id: 'po-2012-1', line_item_id: 'li-plywood', reason: 'Cancelled: CDX Plywood Sheathing, 3/4 in × 4 × 8 ft', method: 'card', amount_cents: 10_000, currency: 'USD', status: 'succeeded', last_error: null, created_at: settledAt('2026-11-12'), completed_at: '2026-11-12T18:00:03.000Z' },
  ];
}

function line(overrides: Partial<PayoutLine> & Pick<PayoutLine, 'line_item_id' | 'quantity' | 'gross_cents'>, rate = 500): PayoutLine {
  return {
    order_number: 'ORD-2019',
    purchase_order_number: 'PO-2019-1',
    product_name: 'Glulam Beam',
    variant_name: '5-1/8 × 12 in × 20 ft',
    sku: 'NW-GL-5120',
    commission_basis_points: rate,
    commission_cents: Math.floor((overrides.gross_cents * rate + 5_000) / 10_000),
    ...overrides,
  };
}

/** A payout with its totals from its lines. */
export function mockPayout(id: string, supplierId: string, supplierName: string, day: string, lines: PayoutLine[], paid: boolean, lastError: string | null = null): PayoutDetail {
  const gross = lines.reduce((sum, item) => sum + item.gross_cents, 0);
  const commission = lines.reduce((sum, item) => sum + item.commission_cents, 0);
  return {
    id,
    supplier_company_id: supplierId,
    supplier_company_name: supplierName,
    status: paid ? 'paid' : 'pending',
    provider: 'sandbox',
    destination: `${supplierName}, account ••••6789`,
    currency: 'USD',
    gross_cents: gross,
    commission_cents: commission,
    recovered_cents: 0,
    amount_cents: gross - commission,
    last_error: lastError,
    created_at: `${day}T06:00:00.000Z`,
    paid_at: paid ? `${day}T06:00:05.000Z` : null,
    lines,
  };
}

/** Payouts, newest first: one failing at the provider (pending), two paid. */
export function mockPayouts(): PayoutDetail[] {
  return [
    mockPayout('payout-3', mockSupplierIds.northwind, 'Northwind Lumber Co.', '2026-11-20', [line({ line_item_id: 'li-beams', quantity: 6, gross_cents: 247_200 }), line({ line_item_id: 'li-sheathing', product_name: 'OSB Sheathing', variant_name: '7/16 in × 4 × 8 ft', sku: 'NW-OSB-716', quantity: 18, gross_cents: 23_220 })], false, 'The bank did not answer; retrying.'),
    mockPayout('payout-2', mockSupplierIds.northwind, 'Northwind Lumber Co.', '2026-11-13', [line({ line_item_id: 'li-drywall', order_number: 'ORD-1988', purchase_order_number: 'PO-1988-1', product_name: 'Gypsum Drywall Panel', variant_name: '1/2 in × 4 × 8 ft', sku: 'NW-GD-12', quantity: 80, gross_cents: 119_600 }, 300)], true),
    mockPayout('payout-1', mockSupplierIds.northwind, 'Northwind Lumber Co.', '2026-11-06', [line({ line_item_id: 'li-nails', order_number: 'ORD-1960', purchase_order_number: 'PO-1960-1', product_name: 'Framing Nails', variant_name: '16d, 50 lb box', sku: 'NW-FN-16D', quantity: 4, gross_cents: 35_600 })], true),
  ];
}

/** A day of the reconciliation where everything agrees: charges less refunds = payouts + commission + held change. */
function day(date: string, charges: number, refunds: number, payouts: number, commission: number, heldAtClose: number, difference = 0): ReconciliationDay {
  return {
    day: date,
    charges,
    refunds,
    credit_drawn: 0,
    credit_reduced: 0,
    credit_repaid: 0,
    payouts,
    commission,
    held_change: charges - refunds - payouts - commission,
    held_at_close: heldAtClose,
    difference_cents: difference,
  };
}

/** Three days that reconcile. */
export function mockReconciliation(): Reconciliation {
  return {
    from: '2026-11-18',
    to: '2026-11-20',
    balanced: true,
    unbalanced_transactions: 0,
    held_mismatches: [],
    days: [day('2026-11-18', 91_900, 0, 0, 0, 91_900), { ...day('2026-11-19', 50_000, 10_000, 0, 0, 131_900), credit_repaid: 500_000 }, day('2026-11-20', 0, 0, 255_132, 15_288, -138_520)],
  };
}

/** The same days, with a payout recorded twice on the 20th. */
export function mockUnbalancedReconciliation(): Reconciliation {
  const balanced = mockReconciliation();
  return {
    ...balanced,
    balanced: false,
    unbalanced_transactions: 1,
    held_mismatches: [{ purchase_order_id: 'po-2019-1', ledger_cents: -12_500, expected_cents: 0 }],
    days: balanced.days.map((item) => (item.day === '2026-11-20' ? { ...item, difference_cents: -12_500 } : item)),
  };
}

/** The builder companies on credit terms: Summit owes the most, Bay Framers never repaid, Ortega owes nothing. */
export const mockCreditAccountIds = { summit: 'company-summit', bayFramers: 'company-bayframers', ortega: 'company-ortega' } as const;

function repayment(id: string, companyId: string, amountCents: number, bankReference: string, receivedOn: string, note: string | null = null): CreditRepayment {
  return { id, company_id: companyId, amount_cents: amountCents, currency: 'USD', bank_reference: bankReference, received_on: receivedOn, note, recorded_by: mockOperator.id, created_at: `${receivedOn}T17:30:00.000Z` };
}

/** Credit accounts with their repayments (newest first), largest balance owed first. */
export function mockCreditAccounts(): CreditAccountDetail[] {
  const account = (companyId: string, name: string, limitCents: number, owedCents: number, lastRepaidOn: string | null) => ({
    company_id: companyId,
    company_name: name,
    approved_limit_cents: limitCents,
    owed_cents: owedCents,
    available_cents: Math.max(0, limitCents - owedCents),
    currency: 'USD',
    last_repaid_on: lastRepaidOn,
  });
  return [
    {
      account: account(mockCreditAccountIds.summit, 'Summit Builders', 5_000_000, 1_862_400, '2026-11-19'),
      repayments: [
        repayment('repayment-summit-2', mockCreditAccountIds.summit, 500_000, 'WIRE 20261119-0042', '2026-11-19'),
        repayment('repayment-summit-1', mockCreditAccountIds.summit, 250_000, 'ACH 77120394', '2026-10-27', 'Invoice ORD-1960, paid in part.'),
      ],
    },
    { account: account(mockCreditAccountIds.bayFramers, 'Bay Framers', 1_500_000, 421_050, null), repayments: [] },
    {
      account: account(mockCreditAccountIds.ortega, 'Ortega Builders', 2_000_000, 0, '2026-11-14'),
      repayments: [repayment('repayment-ortega-1', mockCreditAccountIds.ortega, 612_400, 'WIRE 20261114-0007', '2026-11-14', 'Balance paid in full.')],
    },
  ];
}

export const mockSettings: MarketplaceSettings = { commission_basis_points: 500, payout_holding_days: 14 };

export function mockOverrides(): CommissionOverride[] {
  return [{ scope: 'category', scope_id: 'cat-drywall', scope_name: 'Drywall', commission_basis_points: 300, updated_at: '2026-11-01T12:00:00.000Z' }];
}

export function mockBrands(): Brand[] {
  return [
    { id: 'brand-boise', name: 'Boise Cascade', slug: 'boise-cascade' },
    { id: 'brand-quikrete', name: 'Quikrete', slug: 'quikrete' },
    { id: 'brand-usg', name: 'USG', slug: 'usg' },
  ];
}

export function mockCategories(): Category[] {
  return [
    {
      id: 'cat-lumber',
      name: 'Lumber & Composites',
      slug: 'lumber-composites',
      parent_id: null,
      sub_categories: [
        { id: 'cat-framing', name: 'Framing Lumber', slug: 'framing-lumber', parent_id: 'cat-lumber' },
        { id: 'cat-plywood', name: 'Plywood & OSB', slug: 'plywood-osb', parent_id: 'cat-lumber' },
      ],
    },
    { id: 'cat-drywall', name: 'Drywall', slug: 'drywall', parent_id: null, sub_categories: [] },
  ];
}

export function mockCreditApplications(): OperatorCreditApplication[] {
  return [
    {
      id: 'app-summit',
      company_id: 'company-summit',
      company_name: 'Summit Builders',
      status: 'submitted',
      step: 'review',
      legal_name: 'Summit Builders LLC',
      ein: '12-3456789',
      years_in_business: 12,
      annual_revenue_cents: 850_000_000,
      requested_limit_cents: 5_000_000,
      contact_name: 'Dana Builder',
      contact_email: 'builder@example.com',
      contact_phone: '(415) 555-0100',
      bank_account_id: 'bank-1',
      verified_balance_cents: 3_200_000,
      approved_limit_cents: null,
      decision_reasons: [],
      decided_by: null,
      created_at: '2026-11-15T16:00:00.000Z',
      updated_at: '2026-11-16T16:00:00.000Z',
      submitted_at: '2026-11-16T16:00:00.000Z',
      decided_at: null,
    },
  ];
}

export function mockContactMessages(): OperatorContactMessage[] {
  return [
    { id: 'msg-2', email: 'jo@bayframers.example', message: 'Do you deliver to Marin County?\nWe have three jobs there next month.', created_at: '2026-11-21T17:40:00.000Z' },
    { id: 'msg-1', email: 'lee@example.com', message: 'How do I add a second project?', created_at: '2026-11-19T09:12:00.000Z' },
  ];
}

export function mockOrders(): OperatorOrderSummary[] {
  const buyer = { id: 'company-summit', name: 'Summit Builders' };
  return [
    { id: 'order-2044', number: 'ORD-2044', status: 'in_progress', payment_method: 'card', payment_status: 'paid', currency: 'USD', total_cents: 50_000, buyer_company: buyer, project: { id: 'proj-mission', name: 'Mission Bay Townhomes' }, purchase_orders_count: 2, created_at: '2026-11-20T16:00:00.000Z', placed_at: '2026-11-20T16:01:00.000Z' },
    { id: 'order-2043', number: null, status: 'pending_payment', payment_method: 'card', payment_status: 'expired', currency: 'USD', total_cents: 12_900, buyer_company: { id: 'company-ortega', name: 'Ortega Builders' }, project: { id: 'proj-pier', name: 'Pier 70 Lofts' }, purchase_orders_count: 1, created_at: '2026-11-20T11:00:00.000Z', placed_at: null },
    { id: 'order-2031', number: 'ORD-2031', status: 'completed', payment_method: 'credit', payment_status: 'on_terms', currency: 'USD', total_cents: 612_400, buyer_company: buyer, project: { id: 'proj-mission', name: 'Mission Bay Townhomes' }, purchase_orders_count: 1, created_at: '2026-11-17T15:00:00.000Z', placed_at: '2026-11-17T15:00:00.000Z' },
  ];
}

export function mockPurchaseOrders(): OperatorPurchaseOrderSummary[] {
  const buyer = { id: 'company-summit', name: 'Summit Builders' };
  return [
    { id: 'po-2044-1', number: 'ORD-2044-1', status: 'cancelled', order_id: 'order-2044', order_number: 'ORD-2044', supplier_company: { id: mockSupplierIds.northwind, name: 'Northwind Lumber Co.' }, buyer_company: buyer, currency: 'USD', subtotal_cents: 0, created_at: '2026-11-20T16:00:00.000Z', placed_at: '2026-11-20T16:01:00.000Z', delivered_at: null },
    { id: 'po-2044-2', number: 'ORD-2044-2', status: 'delivered', order_id: 'order-2044', order_number: 'ORD-2044', supplier_company: { id: mockSupplierIds.granite, name: 'Granite Supply Inc.' }, buyer_company: buyer, currency: 'USD', subtotal_cents: 25_000, created_at: '2026-11-20T16:00:00.000Z', placed_at: '2026-11-20T16:01:00.000Z', delivered_at: '2026-11-22T17:00:00.000Z' },
  ];
}

export function mockAuditEvents(): OperatorAuditEvent[] {
  return [
    { id: 'audit-4', operator: mockOperator, action: 'credit_repayment.record', subject_type: 'company', subject_id: mockCreditAccountIds.summit, details: { amount_cents: 500_000, bank_reference: 'WIRE 20261119-0042', received_on: '2026-11-19', owed_before_cents: 2_362_400 }, created_at: '2026-11-20T09:15:00.000Z' },
    { id: 'audit-3', operator: mockOperator, action: 'payout_run', subject_type: 'payout_run', subject_id: 'run-9', details: { payouts: 2, amount_cents: 255_132 }, created_at: '2026-11-20T06:00:00.000Z' },
    { id: 'audit-2', operator: mockOperator, action: 'supplier.approve', subject_type: 'supplier', subject_id: mockSupplierIds.granite, details: { note: 'Documents checked.' }, created_at: '2026-09-06T10:00:00.000Z' },
    { id: 'audit-1', operator: mockOperator, action: 'commission_override.set', subject_type: 'commission_override', subject_id: 'cat-drywall', details: { commission_basis_points: 300 }, created_at: '2026-11-01T12:00:00.000Z' },
  ];
}
