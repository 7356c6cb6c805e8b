import { z } from 'zod';
import { emailSchema } from './auth';
import { idSchema } from './catalog-query';
import { checkoutSessionRequestSchema } from './checkout';
import { visibleTextSchema } from './visible-text';

/** Error codes of business credit, beside the shared `errorCodes`. */
export const creditErrorCodes = {
  /** The bank-link provider refused (a bad or expired token, an institution error). */
  bankLinkFailed: 'bank_link_failed',
  /** The company has no approved pre-approval. */
  creditNotApproved: 'credit_not_approved',
  /** The order is larger than the company's available credit. */
  creditLimitExceeded: 'credit_limit_exceeded',
  /** No bank account is linked, so no balance can be verified. */
  noLinkedBank: 'no_linked_bank',
} as const;

// ---------------------------------------------------------------- bank enrollment

/** POST /api/bank-enrollment/link-token answers a short-lived token that opens the bank-link dialog. */
export const linkTokenResponseSchema = z.object({ link_token: z.string(), expiration: z.string() });
export type LinkTokenResponse = z.infer<typeof linkTokenResponseSchema>;

/** What the bank-link dialog reports on success (Plaid Link's metadata, the fields we read). */
export const linkMetadataSchema = z
  .object({
    institution: z.object({ name: z.string().max(200), institution_id: z.string().max(100) }).nullable().optional(),
    accounts: z.array(z.object({ id: z.string().max(100), name: z.string().max(200), mask: z.string().max(10).nullable().optional() }).loose()).max(50).optional(),
    link_session_id: z.string().max(200).optional(),
  })
  .loose();

/** POST /api/bank-enrollment/public-token: the dialog's public token, exchanged server-side. */
export const publicTokenRequestSchema = z.object({
  public_token: z.string({ error: 'Give the public token from the bank-link dialog.' }).trim().min(1, { error: 'Give the public token from the bank-link dialog.' }).max(500),
  metadata: linkMetadataSchema.default({}),
});
export type PublicTokenRequest = z.input<typeof publicTokenRequestSchema>;

/** One linked bank account: never an account number or a token, only what identifies it to a person. */
export const bankAccountSchema = z.object({
  id: z.string(),
  institution_name: z.string(),
  name: z.string(),
  mask: z.string().nullable(),
  type: z.string(),
  subtype: z.string().nullable(),
  available_cents: z.number().int().nullable(),
  current_cents: z.number().int().nullable(),
  currency: z.string(),
  balance_updated_at: z.string(),
  linked_at: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** The spec's answer names the public token it saved; the linked accounts come with it. */
export const publicTokenResponseSchema = z.object({
  public_token: z.string(),
  institution_name: z.string(),
  accounts: z.array(bankAccountSchema),
});
export type PublicTokenResponse = z.infer<typeof publicTokenResponseSchema>;

/** GET /api/bank-enrollment/accounts: every account the company has linked. */
export const bankAccountsResponseSchema = z.object({ accounts: z.array(bankAccountSchema) });
export type BankAccountsResponse = z.infer<typeof bankAccountsResponseSchema>;

/** A bank the built-in sandbox dialog offers, with what choosing it does. */
export const sandboxInstitutionSchema = z.object({ id: z.string(), name: z.string(), description: z.string() });
export type SandboxInstitution = z.infer<typeof sandboxInstitutionSchema>;

/** GET /api/bank-enrollment/sandbox/institutions (sandbox provider only): the dialog's banks and credentials. */
export const sandboxInstitutionsResponseSchema = z.object({
  institutions: z.array(sandboxInstitutionSchema),
  credentials: z.object({ username: z.string(), password: z.string() }),
});
export type SandboxInstitutionsResponse = z.infer<typeof sandboxInstitutionsResponseSchema>;

/** POST /api/bank-enrollment/sandbox/sign-in: the sandbox dialog signs in at a bank for a public token. */
export const sandboxSignInRequestSchema = z.object({
  link_token: z.string({ error: 'Give the link token.' }).trim().min(1, { error: 'Give the link token.' }).max(200),
  institution_id: z.string({ error: 'Choose a bank.' }).trim().min(1, { error: 'Choose a bank.' }).max(100),
  username: z.string({ error: 'Enter the username.' }).trim().min(1, { error: 'Enter the username.' }).max(100),
  password: z.string({ error: 'Enter the password.' }).min(1, { error: 'Enter the password.' }).max(100),
});
export type SandboxSignInRequest = z.input<typeof sandboxSignInRequestSchema>;
export const sandboxSignInResponseSchema = z.object({
  public_token: z.string(),
  institution: z.object({ name: z.string(), institution_id: z.string() }),
  accounts: z.array(z.object({ id: z.string(), name: z.string(), mask: z.string().nullable() })),
});
export type SandboxSignInResponse = z.infer<typeof sandboxSignInResponseSchema>;

// ---------------------------------------------------------------- pre-approval

export const preapprovalStatuses = ['draft', 'submitted', 'approved', 'declined'] as const;
export const preapprovalStatusSchema = z.enum(preapprovalStatuses);
export type PreapprovalStatus = z.infer<typeof preapprovalStatusSchema>;

/** The steps of the application form, in order; a draft remembers where the builder left it. */
export const preapprovalSteps = ['company', 'financials', 'limit', 'bank', 'review'] as const;
export const preapprovalStepSchema = z.enum(preapprovalSteps, { error: `Use one of ${preapprovalSteps.join(', ')}.` });
export type PreapprovalStep = z.infer<typeof preapprovalStepSchema>;

/** Smallest and largest credit limit a builder may ask for, in cents. */
export const MIN_CREDIT_LIMIT_CENTS = 100_000;
export const MAX_CREDIT_LIMIT_CENTS = 1_000_000_000;

const cents = (what: string, max: number) =>
  z
    .number({ error: `Enter the ${what}.` })
    .int({ error: `Enter the ${what} in whole cents.` })
    .min(0, { error: `Enter the ${what}.` })
    .max(max, { error: `Enter at most ${max / 100} dollars.` });

/** One schema per application field, shared by the form and the API. */
export const preapprovalFieldSchemas = {
  legal_name: visibleTextSchema({ required: 'Enter the company’s legal name.', max: 200 }),
  ein: z
    .string({ error: 'Enter the EIN.' })
    .trim()
    .regex(/^\d{2}-?\d{7}$/, { error: 'Enter the EIN as nine digits, like 12-3456789.' })
    .transform((value) => `${value.replace('-', '').slice(0, 2)}-${value.replace('-', '').slice(2)}`),
  years_in_business: z
    .number({ error: 'Enter the years in business.' })
    .int({ error: 'Enter whole years.' })
    .min(0, { error: 'Enter the years in business.' })
    .max(200, { error: 'Enter at most 200 years.' }),
  annual_revenue_cents: cents('annual revenue', 1_000_000_000_000),
  requested_limit_cents: cents('requested limit', MAX_CREDIT_LIMIT_CENTS).refine((value) => value >= MIN_CREDIT_LIMIT_CENTS, {
    error: `Ask for at least ${MIN_CREDIT_LIMIT_CENTS / 100} dollars.`,
  }),
  contact_name: visibleTextSchema({ required: 'Enter the contact’s name.', max: 120 }),
  contact_email: emailSchema,
  contact_phone: z
    .string({ error: 'Enter the contact’s phone number.' })
    .trim()
    .regex(/^\+?[0-9 ().-]{7,30}$/, { error: 'Enter a phone number, like (415) 555-0100.' }),
  bank_account_id: idSchema('bank account'),
};

/** Fields a draft may hold: any of them, each may be cleared with null. */
const draftShape = {
  legal_name: preapprovalFieldSchemas.legal_name.nullable().optional(),
  ein: preapprovalFieldSchemas.ein.nullable().optional(),
  years_in_business: preapprovalFieldSchemas.years_in_business.nullable().optional(),
  annual_revenue_cents: preapprovalFieldSchemas.annual_revenue_cents.nullable().optional(),
  requested_limit_cents: preapprovalFieldSchemas.requested_limit_cents.nullable().optional(),
  contact_name: preapprovalFieldSchemas.contact_name.nullable().optional(),
  contact_email: z.nullable(preapprovalFieldSchemas.contact_email).optional(),
  contact_phone: preapprovalFieldSchemas.contact_phone.nullable().optional(),
  bank_account_id: preapprovalFieldSchemas.bank_account_id.nullable().optional(),
  step: preapprovalStepSchema.optional(),
};

/** POST /api/preapproval-application: starts a draft with whatever the first step holds. */
export const preapprovalCreateRequestSchema = z.object(draftShape);
export type PreapprovalCreateRequest = z.input<typeof preapprovalCreateRequestSchema>;

/** PUT /api/preapproval-application/{id}: saves the draft; `submit: true` submits it for a decision. */
export const preapprovalUpdateRequestSchema = z.object({ ...draftShape, submit: z.boolean({ error: 'Use true or false.' }).optional() });
export type PreapprovalUpdateRequest = z.input<typeof preapprovalUpdateRequestSchema>;

export const preapprovalParamsSchema = z.object({ id: idSchema('application') });

/** GET /api/preapproval-application?companyId= (the client sends company_id; both are read). */
export const preapprovalQuerySchema = z
  .object({ company_id: idSchema('company').optional(), companyId: idSchema('company').optional() })
  .transform((query) => ({ company_id: query.company_id ?? query.companyId }))
  .refine((query) => query.company_id !== undefined, { error: 'Give the company.', path: ['company_id'] });

export const preapprovalApplicationSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  status: preapprovalStatusSchema,
  step: preapprovalStepSchema,
  legal_name: z.string().nullable(),
  ein: z.string().nullable(),
  years_in_business: z.number().int().nullable(),
  annual_revenue_cents: z.number().int().nullable(),
  requested_limit_cents: z.number().int().nullable(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  bank_account_id: z.string().nullable(),
  verified_balance_cents: z.number().int().nullable(),
  approved_limit_cents: z.number().int().nullable(),
  decision_reasons: z.array(z.string()),
  decided_by: z.enum(['rules', 'operator']).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type PreapprovalApplication = z.infer<typeof preapprovalApplicationSchema>;

/** Approved limit minus open on-terms orders; all zero without an approval. */
export const availableCreditSchema = z.object({
  approved_limit_cents: z.number().int(),
  used_cents: z.number().int(),
  available_cents: z.number().int(),
  currency: z.string(),
});
export type AvailableCredit = z.infer<typeof availableCreditSchema>;

/** The company's current application (null before the first one) and its available credit. */
export const preapprovalResponseSchema = z.object({
  application: preapprovalApplicationSchema.nullable(),
  credit: availableCreditSchema,
});
export type PreapprovalResponse = z.infer<typeof preapprovalResponseSchema>;

/** GET /api/verify-business-balance: the linked balance read now, and whether it covers the ask. */
export const verifyBalanceQuerySchema = z.object({ bank_account_id: idSchema('bank account').optional() });
export const verifyBalanceResponseSchema = z.object({
  bank_account_id: z.string(),
  balance_cents: z.number().int(),
  currency: z.string(),
  requested_limit_cents: z.number().int().nullable(),
  /** Null when no application asks for a limit yet. */
  covers_requested_limit: z.boolean().nullable(),
  checked_at: z.string(),
});
export type VerifyBalanceResponse = z.infer<typeof verifyBalanceResponseSchema>;

// ---------------------------------------------------------------- paying on terms

/** POST /api/create_order: the project's cart becomes an order to pay on terms, at the total the builder saw. */
export const createCreditOrderRequestSchema = checkoutSessionRequestSchema;
export type CreateCreditOrderRequest = z.input<typeof createCreditOrderRequestSchema>;

export const creditOrderParamsSchema = z.object({ id: idSchema('order') });

/** GET /api/get_order/{id}: the order without its items (GET /api/get_order_items/{id} has those). */
export const creditOrderSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string(),
  payment_method: z.string(),
  payment_status: z.string(),
  project_id: z.string(),
  currency: z.string(),
  subtotal_cents: z.number().int(),
  total_cents: z.number().int(),
  created_at: z.string(),
  placed_at: z.string().nullable(),
  purchase_orders: z.array(
    z.object({
      id: z.string(),
      number: z.string().nullable(),
      status: z.string(),
      supplier: z.object({ id: z.string(), name: z.string() }),
      subtotal_cents: z.number().int(),
    }),
  ),
  /** The company's available credit after this order. */
  credit: availableCreditSchema,
});
export type CreditOrder = z.infer<typeof creditOrderSchema>;

export const creditOrderItemSchema = z.object({
  id: z.string(),
  purchase_order_id: z.string(),
  supplier_name: z.string(),
  product_supplier_variant_id: z.string(),
  product_name: z.string(),
  variant_name: z.string(),
  sku: z.string(),
  image_url: z.string().nullable(),
  unit_of_measure: z.string(),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  total_cents: z.number().int(),
  requested_delivery_date: z.string().nullable(),
  /** The time of day asked for with the date (HH:mm:ss), if any. */
  requested_delivery_time: z.string().nullable(),
  status: z.string(),
});
export type CreditOrderItem = z.infer<typeof creditOrderItemSchema>;

export const creditOrderItemsResponseSchema = z.object({ order_id: z.string(), items: z.array(creditOrderItemSchema) });
export type CreditOrderItemsResponse = z.infer<typeof creditOrderItemsResponseSchema>;
