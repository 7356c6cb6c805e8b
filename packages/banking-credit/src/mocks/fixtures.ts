import type { BankAccount, ErrorBody, PreapprovalApplication, PreapprovalResponse, SandboxInstitutionsResponse } from '@marketplace/contracts';

/** The signed-in builder's company in every mock. */
export const MOCK_COMPANY_ID = 'company-summit';

/** The sandbox dialog's banks, as the API serves them (wire form). */
export const mockInstitutions: SandboxInstitutionsResponse = {
  institutions: [
    { id: 'ins_sandbox_platypus', name: 'First Platypus Bank', description: 'Links two accounts with a large balance.' },
    { id: 'ins_sandbox_tattersall', name: 'Tattersall Credit Union', description: 'Links one account with a small balance.' },
    { id: 'ins_sandbox_outage', name: 'Outage Savings Bank', description: 'Fails: the bank is not responding.' },
    { id: 'ins_sandbox_expired', name: 'Expired Token Bank', description: 'Signs in, then fails when the link is saved.' },
  ],
  credentials: { username: 'user_good', password: 'pass_good' },
};

export const mockAccounts: BankAccount[] = [
  {
    id: 'account-checking',
    institution_name: 'First Platypus Bank',
    name: 'Business Checking',
    mask: '0000',
    type: 'depository',
    subtype: 'checking',
    available_cents: 25_000_000,
    current_cents: 25_100_000,
    currency: 'USD',
    balance_updated_at: '2026-11-20T10:00:00.000Z',
    linked_at: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 'account-savings',
    institution_name: 'First Platypus Bank',
    name: 'Business Savings',
    mask: '1111',
    type: 'depository',
    subtype: 'savings',
    available_cents: 7_500_000,
    current_cents: 7_500_000,
    currency: 'USD',
    balance_updated_at: '2026-11-20T10:00:00.000Z',
    linked_at: '2026-11-20T10:00:00.000Z',
  },
];

/** A new draft with nothing filled in yet. */
export const blankApplication: PreapprovalApplication = {
  id: 'application-1',
  company_id: MOCK_COMPANY_ID,
  status: 'draft',
  step: 'company',
  legal_name: null,
  ein: null,
  years_in_business: null,
  annual_revenue_cents: null,
  requested_limit_cents: null,
  contact_name: null,
  contact_email: null,
  contact_phone: null,
  bank_account_id: null,
  verified_balance_cents: null,
  approved_limit_cents: null,
  decision_reasons: [],
  decided_by: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  submitted_at: null,
  decided_at: null,
};

const complete = {
  legal_name: 'Summit Builders LLC',
  ein: '12-3456789',
  contact_name: 'Dana Builder',
  contact_email: 'dana@summit.example',
  contact_phone: '(415) 555-0100',
  years_in_business: 6,
  annual_revenue_cents: 450_000_000,
  requested_limit_cents: 5_000_000,
  bank_account_id: 'account-checking',
};

/** Applications in each state the page shows. */
export const mockApplications = {
  draftOnFinancials: { ...blankApplication, step: 'financials', legal_name: 'Summit Builders LLC', ein: '12-3456789', contact_name: 'Dana Builder', contact_email: 'dana@summit.example', contact_phone: '(415) 555-0100' },
  draftOnReview: { ...blankApplication, ...complete, step: 'review' },
  submitted: {
    ...blankApplication,
    ...complete,
    status: 'submitted',
    step: 'review',
    verified_balance_cents: 2_000_000,
    decision_reasons: ['The verified bank balance of $20,000 covers part of the requested limit of $50,000: our credit team reviews the application.'],
    submitted_at: '2026-11-20T11:00:00.000Z',
  },
  approved: {
    ...blankApplication,
    ...complete,
    status: 'approved',
    step: 'review',
    verified_balance_cents: 25_000_000,
    approved_limit_cents: 5_000_000,
    decision_reasons: ['The verified bank balance of $250,000 covers the requested limit.'],
    decided_by: 'rules',
    submitted_at: '2026-11-20T11:00:00.000Z',
    decided_at: '2026-11-20T11:00:00.000Z',
  },
  declined: {
    ...blankApplication,
    ...complete,
    status: 'declined',
    step: 'review',
    verified_balance_cents: 420_000,
    decision_reasons: ['The verified bank balance of $4,200 is less than 10% of the requested limit of $50,000.'],
    decided_by: 'rules',
    submitted_at: '2026-11-20T11:00:00.000Z',
    decided_at: '2026-11-20T11:00:00.000Z',
  },
} satisfies Record<string, PreapprovalApplication>;

/** GET /api/preapproval-application's answer for an application (null: none yet). */
export function preapprovalResponse(application: PreapprovalApplication | null, usedCents = 0): PreapprovalResponse {
  const limit = application?.status === 'approved' ? (application.approved_limit_cents ?? 0) : 0;
  return { application, credit: { approved_limit_cents: limit, used_cents: usedCents, available_cents: Math.max(0, limit - usedCents), currency: 'USD' } };
}

/** The error body of a failure with a user-facing sentence only. */
export function errorBody(code: string, displayError: string, message = displayError): ErrorBody {
  return { code, message, display_error: displayError };
}

/** The error body of a validation failure with field messages (wire form). */
export function validationErrorBody(fields: Record<string, string>): ErrorBody {
  return { code: 'validation_error', message: 'The request has invalid fields.', display_error: Object.values(fields)[0] ?? 'Check the fields.', fields };
}
