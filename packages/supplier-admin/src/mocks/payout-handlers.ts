import { apiUrl } from '@marketplace/api-client';
import type { Payout, PayoutAccount, PayoutDetail, PayoutLine } from '@marketplace/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorBody, SUPPLIER_COMPANY_ID } from './fixtures';

/** The mock supplier's payout set-up: the sandbox, paying to the banking details on file. */
export const mockPayoutAccount: PayoutAccount = {
  provider: 'sandbox',
  needs_onboarding: false,
  ready: true,
  waiting_reason: null,
  destination: 'Northwind Lumber Co., account ••••6789',
  commission_basis_points: 500,
  payout_holding_days: 14,
};

/** The set-up of a supplier on Stripe who has not finished onboarding. */
export const mockStripeAccountToSetUp: PayoutAccount = {
  provider: 'stripe',
  needs_onboarding: true,
  ready: false,
  waiting_reason: 'Finish setting up payouts with Stripe so we can pay you.',
  destination: null,
  commission_basis_points: 500,
  payout_holding_days: 14,
};

/** The set-up of a sandbox supplier without banking details. */
export const mockAccountWithoutBanking: PayoutAccount = {
  ...mockPayoutAccount,
  ready: false,
  waiting_reason: 'Add your banking details so we can pay you.',
  destination: null,
};

function payoutLine(overrides: Partial<PayoutLine> & Pick<PayoutLine, 'line_item_id' | 'quantity' | 'gross_cents'>): PayoutLine {
  const rate = overrides.commission_basis_points ?? 500;
  return {
    order_number: 'ORD-2007',
    purchase_order_number: 'PO-2007-1',
    product_name: 'Douglas Fir Framing Lumber',
    variant_name: '2x4 × 8 ft #2',
    sku: 'NW-DF-2408-2',
    commission_basis_points: rate,
    commission_cents: Math.round((overrides.gross_cents * rate) / 10_000),
    ...overrides,
  };
}

function payout(id: string, day: string, lines: PayoutLine[], paid: boolean): PayoutDetail {
  const gross = lines.reduce((sum, line) => sum + line.gross_cents, 0);
  const commission = lines.reduce((sum, line) => sum + line.commission_cents, 0);
  return {
    id,
    supplier_company_id: SUPPLIER_COMPANY_ID,
    supplier_company_name: 'Northwind Lumber Co.',
    status: paid ? 'paid' : 'pending',
    provider: 'sandbox',
    destination: mockPayoutAccount.destination ?? '',
    currency: 'USD',
    gross_cents: gross,
    commission_cents: commission,
    recovered_cents: 0,
    amount_cents: gross - commission,
    last_error: null,
    created_at: `${day}T06:00:00.000Z`,
    paid_at: paid ? `${day}T06:00:04.000Z` : null,
    lines,
  };
}

/**
 * Three payouts, newest first: one on its way (studs and the 18 sheets of OSB that arrived), two
 * paid, one of them with a line at a category's lower commission.
 */
export function mockPayouts(): PayoutDetail[] {
  return [
    payout('payout-3', '2026-11-20', [payoutLine({ line_item_id: 'li-studs-full', quantity: 40, gross_cents: 18_600 }), payoutLine({ line_item_id: 'li-osb-short', product_name: 'OSB Sheathing', variant_name: '7/16 in × 4 × 8 ft', sku: 'NW-OSB-716', quantity: 18, gross_cents: 23_220 })], false),
    payout('payout-2', '2026-11-13', [payoutLine({ line_item_id: 'li-beams-old', order_number: 'ORD-1988', purchase_order_number: 'PO-1988-1', product_name: 'Glulam Beam', variant_name: '5-1/8 × 12 in × 20 ft', sku: 'NW-GL-5120', quantity: 6, gross_cents: 247_200, commission_basis_points: 300 })], true),
    payout('payout-1', '2026-11-06', [payoutLine({ line_item_id: 'li-drywall-old', order_number: 'ORD-1960', purchase_order_number: 'PO-1960-1', product_name: 'Gypsum Drywall Panel', variant_name: '1/2 in × 4 × 8 ft', sku: 'NW-GD-12', quantity: 80, gross_cents: 119_600 })], true),
  ];
}

/** Options of {@link createPayoutHandlers}. */
export interface PayoutMockOptions {
  account?: PayoutAccount;
  payouts?: PayoutDetail[];
  /** What POST …/onboarding/ answers with as the Stripe link. */
  onboardingUrl?: string;
}

const summary = ({ lines: _lines, ...payoutOnly }: PayoutDetail): Payout => payoutOnly;

/**
 * The supplier's payout calls, shared by tests and stories: the set-up, the Stripe onboarding
 * link, the payouts a page at a time (by status too), one payout with its lines, and its
 * statements as small files of the right type.
 */
export function createPayoutHandlers(options: PayoutMockOptions = {}): HttpHandler[] {
  const payouts = options.payouts ?? mockPayouts();
  const find = (id: unknown) => payouts.find((candidate) => candidate.id === id);
  const notFound = () => HttpResponse.json(errorBody('not_found', 'We could not find this payout.'), { status: 404 });
  return [
    http.get(apiUrl('/api/supplier/payout_account/'), () => HttpResponse.json(options.account ?? mockPayoutAccount)),
    http.post(apiUrl('/api/supplier/payout_account/onboarding/'), () => HttpResponse.json({ url: options.onboardingUrl ?? 'https://connect.stripe.test/setup/acct_mock', ready: false })),
    http.get(apiUrl('/api/supplier/payouts/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('status');
      const rows = payouts.filter((candidate) => !status || candidate.status === status);
      const limit = Number(params.get('limit') ?? 20);
      const offset = Number(params.get('offset') ?? 0);
      return HttpResponse.json({ count: rows.length, results: rows.slice(offset, offset + limit).map(summary) });
    }),
    http.get(apiUrl('/api/supplier/payouts/:id/'), ({ params }) => {
      const found = find(params.id);
      return found ? HttpResponse.json(found) : notFound();
    }),
    http.get('*/api/supplier/payouts/:id/statement.pdf', ({ params }) => {
      if (!find(params.id)) return notFound();
      return HttpResponse.arrayBuffer(new TextEncoder().encode(`%PDF-1.7\n% payout ${String(params.id)}\n%%EOF\n`).buffer, { headers: { 'content-type': 'application/pdf' } });
    }),
    http.get('*/api/supplier/payouts/:id/statement.csv', ({ params }) => {
      const found = find(params.id);
      if (!found) return notFound();
      return HttpResponse.text(['line_item_id,quantity,gross_cents', ...found.lines.map((line) => `${line.line_item_id},${line.quantity},${line.gross_cents}`)].join('\n'), { headers: { 'content-type': 'text/csv' } });
    }),
  ];
}
