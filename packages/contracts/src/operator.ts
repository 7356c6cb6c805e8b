import { z } from 'zod';
import { emailSchema } from './auth';
import { MAX_CREDIT_LIMIT_CENTS, MIN_CREDIT_LIMIT_CENTS, preapprovalApplicationSchema, preapprovalStatuses } from './banking-credit';
import { idSchema, queryIdSchema, queryLimitSchema, queryOffsetSchema, queryTextSchema } from './catalog-query';
import { listQuerySchema } from './list-query';
import { purchaseOrderStatuses } from './orders';
import { visibleTextSchema } from './visible-text';

/*
 * The operator console's calls (/api/operator/…). Operators are not users of a company: they sign
 * in with a password and an authenticator code, and their session is their own.
 */

/** POST /api/operator/auth/login/: password and the authenticator's current code, in one request. */
export const operatorLoginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Enter your password.' }).min(1, { error: 'Enter your password.' }).max(1000, { error: 'Use at most 1000 characters.' }),
  code: z
    .string({ error: 'Enter the 6-digit code from your authenticator app.' })
    .trim()
    .regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your authenticator app.' }),
});
export type OperatorLoginRequest = z.infer<typeof operatorLoginRequestSchema>;

/** The signed-in operator (login and GET /api/operator/auth/me/). */
export const operatorSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
});
export type Operator = z.infer<typeof operatorSchema>;

/** `:id` of an operator route. */
export const operatorIdParamsSchema = z.object({ id: idSchema('id') });

/** A page of an operator list. */
const pageOf = <T extends z.ZodType>(item: T) => z.object({ count: z.number().int(), results: z.array(item) });

// Suppliers ---------------------------------------------------------------------------------

/** Where a supplier stands: only an approved supplier's offers reach builders. */
export const supplierApprovalStatuses = ['approved', 'pending', 'suspended'] as const;
export const supplierApprovalStatusSchema = z.enum(supplierApprovalStatuses, { error: `Use one of ${supplierApprovalStatuses.join(', ')}.` });
export type SupplierApprovalStatus = z.infer<typeof supplierApprovalStatusSchema>;

/** GET /api/operator/suppliers/: newest first; `search` matches the company name. */
export const operatorSupplierListQuerySchema = listQuerySchema({
  limit: queryLimitSchema,
  offset: queryOffsetSchema,
  search: queryTextSchema,
  approval_status: supplierApprovalStatusSchema.optional(),
});
export type OperatorSupplierListQuery = z.input<typeof operatorSupplierListQuerySchema>;

/** A supplier company with the facts that say how far its onboarding got. */
export const operatorSupplierSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  approval_status: supplierApprovalStatusSchema,
  /** Phone, street, city, state and postal code given. */
  profile_complete: z.boolean(),
  banking_details_on_file: z.boolean(),
  /** Every offer, whether on sale or not. */
  offers_count: z.number().int(),
});
export type OperatorSupplierSummary = z.infer<typeof operatorSupplierSummarySchema>;

export const operatorSupplierListResponseSchema = pageOf(operatorSupplierSummarySchema);
export type OperatorSupplierListResponse = z.infer<typeof operatorSupplierListResponseSchema>;

/** One supplier in full (GET /api/operator/suppliers/{id}/, and the approval calls' answer). */
export const operatorSupplierDetailSchema = operatorSupplierSummarySchema.extend({
  /** Offers builders can buy now. */
  active_offers_count: z.number().int(),
  /** When an operator or the approval setting last changed the status; null for never. */
  approval_changed_at: z.string().nullable(),
  /** Offers the supplier keeps on sale that builders do not see while it is not approved. */
  withheld_offers_count: z.number().int(),
  profile: z.object({
    phone: z.string().nullable(),
    website: z.string().nullable(),
    street: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postal_code: z.string().nullable(),
    description: z.string().nullable(),
  }),
  /** The profile fields still to fill in for `profile_complete`. */
  missing_profile_fields: z.array(z.string()),
  /** When the payout account was last saved; null without one. Numbers never leave the supplier area. */
  banking_details_updated_at: z.string().nullable(),
  service_areas_count: z.number().int(),
  warehouses_count: z.number().int(),
  users: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      email_verified: z.boolean(),
      created_at: z.string(),
    }),
  ),
});
export type OperatorSupplierDetail = z.infer<typeof operatorSupplierDetailSchema>;

/** POST /api/operator/suppliers/{id}/approve/: an optional note for the audit log. */
export const supplierApproveRequestSchema = z.object({
  note: z.string({ error: 'Use text.' }).trim().max(1000, { error: 'Use at most 1000 characters.' }).optional(),
});
export type SupplierApproveRequest = z.infer<typeof supplierApproveRequestSchema>;

/** POST /api/operator/suppliers/{id}/suspend/: why, for the audit log. */
export const supplierSuspendRequestSchema = z.object({
  reason: visibleTextSchema({ required: 'Say why the supplier is suspended.', max: 1000 }),
});
export type SupplierSuspendRequest = z.infer<typeof supplierSuspendRequestSchema>;

/** GET and PUT /api/operator/settings/supplier-approval/. */
export const supplierApprovalSettingSchema = z.object({
  new_suppliers_need_approval: z.boolean({ error: 'Use true or false.' }),
});
export type SupplierApprovalSetting = z.infer<typeof supplierApprovalSettingSchema>;

export const supplierApprovalSettingResponseSchema = supplierApprovalSettingSchema.extend({ updated_at: z.string() });
export type SupplierApprovalSettingResponse = z.infer<typeof supplierApprovalSettingResponseSchema>;

// Brands and categories ---------------------------------------------------------------------

/** Longest brand or category name: they show in menus and filters. */
export const MAX_CATALOG_NAME_LENGTH = 100;

/** A brand's or a category's name. */
export const catalogNameSchema = visibleTextSchema({ required: 'Enter a name.', max: MAX_CATALOG_NAME_LENGTH });

/** POST /api/operator/brands/ and PUT /api/operator/brands/{id}/. */
export const brandWriteRequestSchema = z.object({ name: catalogNameSchema });
export type BrandWriteRequest = z.infer<typeof brandWriteRequestSchema>;

/** POST /api/operator/categories/: a top-level category, or with `parent_id` a sub-category. */
export const categoryCreateRequestSchema = z.object({
  name: catalogNameSchema,
  parent_id: z.string({ error: 'Choose a top-level category.' }).trim().max(64, { error: 'Choose a top-level category.' }).nullish(),
  /** Place among its siblings, 0 first; by default last. */
  position: z.number({ error: 'Use a whole number from 0 to 10000.' }).int({ error: 'Use a whole number from 0 to 10000.' }).min(0, { error: 'Use a whole number from 0 to 10000.' }).max(10_000, { error: 'Use a whole number from 0 to 10000.' }).optional(),
});
export type CategoryCreateRequest = z.infer<typeof categoryCreateRequestSchema>;

/** PUT /api/operator/categories/{id}/: a new name (its place and slug stay). */
export const categoryRenameRequestSchema = z.object({ name: catalogNameSchema });
export type CategoryRenameRequest = z.infer<typeof categoryRenameRequestSchema>;

// Credit applications -----------------------------------------------------------------------

/** GET /api/operator/credit-applications/: one status (default submitted, the queue), oldest first. */
export const operatorCreditApplicationListQuerySchema = listQuerySchema({
  status: z.enum(preapprovalStatuses, { error: `Use one of ${preapprovalStatuses.join(', ')}.` }).default('submitted'),
  limit: queryLimitSchema,
  offset: queryOffsetSchema,
});
export type OperatorCreditApplicationListQuery = z.input<typeof operatorCreditApplicationListQuerySchema>;

/** An application with the name of the builder company that made it. */
export const operatorCreditApplicationSchema = preapprovalApplicationSchema.extend({ company_name: z.string() });
export type OperatorCreditApplication = z.infer<typeof operatorCreditApplicationSchema>;

export const operatorCreditApplicationListResponseSchema = pageOf(operatorCreditApplicationSchema);
export type OperatorCreditApplicationListResponse = z.infer<typeof operatorCreditApplicationListResponseSchema>;

/** POST /api/operator/credit-applications/{id}/decision/: approve with a limit, or decline with a reason the builder reads. */
export const creditDecisionRequestSchema = z
  .object({
    decision: z.enum(['approve', 'decline'], { error: 'Use approve or decline.' }),
    approved_limit_cents: z
      .number({ error: 'Give the limit in cents.' })
      .int({ error: 'Give the limit in whole cents.' })
      .min(MIN_CREDIT_LIMIT_CENTS, { error: `Approve at least ${MIN_CREDIT_LIMIT_CENTS / 100} dollars.` })
      .max(MAX_CREDIT_LIMIT_CENTS, { error: `Approve at most ${MAX_CREDIT_LIMIT_CENTS / 100} dollars.` })
      .optional(),
    reason: z.string({ error: 'Use text.' }).trim().max(1000, { error: 'Use at most 1000 characters.' }).optional(),
  })
  .superRefine((body, context) => {
    if (body.decision === 'approve' && body.approved_limit_cents === undefined) {
      context.addIssue({ code: 'custom', path: ['approved_limit_cents'], message: 'Give the approved limit.' });
    }
    if (body.decision === 'decline' && !body.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Say why, in words the builder reads.' });
    }
  });
export type CreditDecisionRequest = z.infer<typeof creditDecisionRequestSchema>;

// Contact messages --------------------------------------------------------------------------

/** GET /api/operator/contact-messages/: newest first. */
export const operatorContactMessageListQuerySchema = listQuerySchema({ limit: queryLimitSchema, offset: queryOffsetSchema });

export const operatorContactMessageSchema = z.object({
  id: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type OperatorContactMessage = z.infer<typeof operatorContactMessageSchema>;

export const operatorContactMessageListResponseSchema = pageOf(operatorContactMessageSchema);
export type OperatorContactMessageListResponse = z.infer<typeof operatorContactMessageListResponseSchema>;

// Orders and purchase orders ----------------------------------------------------------------

/** Every order status, the not yet paid `pending_payment` included: operators see those too. */
export const operatorOrderStatuses = ['pending_payment', 'placed', 'in_progress', 'completed', 'cancelled'] as const;

const searchShape = {
  limit: queryLimitSchema,
  offset: queryOffsetSchema,
  /** Part of an order or purchase-order number. */
  number: queryTextSchema,
  /** Part of a company's name: the buyer's, or for purchase orders the buyer's or the supplier's. */
  company: queryTextSchema,
};

/** GET /api/operator/orders/: newest first. */
export const operatorOrderListQuerySchema = listQuerySchema({
  ...searchShape,
  status: z.enum(operatorOrderStatuses, { error: `Use one of ${operatorOrderStatuses.join(', ')}.` }).optional(),
});
export type OperatorOrderListQuery = z.input<typeof operatorOrderListQuerySchema>;

const companyRefSchema = z.object({ id: z.string(), name: z.string() });

export const operatorOrderSummarySchema = z.object({
  id: z.string(),
  /** Null until the order is placed (paid or on terms). */
  number: z.string().nullable(),
  status: z.enum(operatorOrderStatuses),
  payment_method: z.enum(['card', 'credit']),
  payment_status: z.enum(['pending', 'paid', 'expired', 'on_terms']),
  currency: z.string(),
  total_cents: z.number().int(),
  buyer_company: companyRefSchema,
  project: companyRefSchema,
  purchase_orders_count: z.number().int(),
  created_at: z.string(),
  placed_at: z.string().nullable(),
});
export type OperatorOrderSummary = z.infer<typeof operatorOrderSummarySchema>;

export const operatorOrderListResponseSchema = pageOf(operatorOrderSummarySchema);
export type OperatorOrderListResponse = z.infer<typeof operatorOrderListResponseSchema>;

/** GET /api/operator/purchase-orders/: newest first. */
export const operatorPurchaseOrderListQuerySchema = listQuerySchema({
  ...searchShape,
  status: z.enum(purchaseOrderStatuses, { error: `Use one of ${purchaseOrderStatuses.join(', ')}.` }).optional(),
});
export type OperatorPurchaseOrderListQuery = z.input<typeof operatorPurchaseOrderListQuerySchema>;

export const operatorPurchaseOrderSummarySchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.enum(purchaseOrderStatuses),
  order_id: z.string(),
  order_number: z.string().nullable(),
  supplier_company: companyRefSchema,
  buyer_company: companyRefSchema,
  currency: z.string(),
  subtotal_cents: z.number().int(),
  created_at: z.string(),
  placed_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type OperatorPurchaseOrderSummary = z.infer<typeof operatorPurchaseOrderSummarySchema>;

export const operatorPurchaseOrderListResponseSchema = pageOf(operatorPurchaseOrderSummarySchema);
export type OperatorPurchaseOrderListResponse = z.infer<typeof operatorPurchaseOrderListResponseSchema>;

// Audit log ---------------------------------------------------------------------------------

/** GET /api/operator/audit-events/: newest first, optionally of one operator or one subject. */
export const operatorAuditEventListQuerySchema = listQuerySchema({
  limit: queryLimitSchema,
  offset: queryOffsetSchema,
  operator_id: queryIdSchema('operator').optional(),
  subject_type: z.string({ error: 'Use text.' }).trim().regex(/^[a-z_]{1,40}$/, { error: 'Use a subject type such as supplier or brand.' }).optional(),
  subject_id: z.string({ error: 'Use text.' }).trim().max(64, { error: 'This is not a valid id.' }).optional(),
});
export type OperatorAuditEventListQuery = z.input<typeof operatorAuditEventListQuerySchema>;

export const operatorAuditEventSchema = z.object({
  id: z.string(),
  operator: operatorSchema,
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type OperatorAuditEvent = z.infer<typeof operatorAuditEventSchema>;

export const operatorAuditEventListResponseSchema = pageOf(operatorAuditEventSchema);
export type OperatorAuditEventListResponse = z.infer<typeof operatorAuditEventListResponseSchema>;
