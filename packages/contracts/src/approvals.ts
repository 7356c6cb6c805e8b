import { z } from 'zod';
import { idSchema, queryLimitSchema, queryOffsetSchema } from './catalog-query';
import { listQuerySchema } from './list-query';
import { optionalVisibleTextSchema } from './visible-text';

/*
 * Approval requests (decision 0161): a checkout over a limit is asked for, frozen as it was, and
 * decided by an approver of the project, an admin or the owner.
 */

export const approvalRuleCodes = ['order_limit', 'monthly_limit', 'company_threshold', 'budget_exceeded'] as const;
export const approvalRequestStatuses = ['pending', 'approved', 'rejected', 'withdrawn', 'expired', 'superseded', 'ordered'] as const;

/** Why an order needs approval: the rule, its figure, and the sentence shown. */
export const approvalReasonSchema = z.object({
  code: z.enum(approvalRuleCodes),
  limit_cents: z.number().int(),
  message: z.string(),
});
export type ApprovalReason = z.infer<typeof approvalReasonSchema>;

/** One line as the buyer saw it when asking. */
export const approvalLineSchema = z.object({
  product_name: z.string(),
  variant_name: z.string(),
  supplier_id: z.string(),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  line_total_cents: z.number().int(),
});

export const approvalRequestSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  project_name: z.string(),
  requested_by: z.object({ id: z.string(), name: z.string() }),
  total_cents: z.number().int(),
  currency: z.string(),
  lines: z.array(approvalLineSchema),
  reasons: z.array(approvalReasonSchema),
  status: z.enum(approvalRequestStatuses),
  settlement: z.enum(['credit', 'buyer_card']).nullable(),
  order_id: z.string().nullable(),
  decided_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  decision_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
  /** Whether the one asking may approve or reject it now. */
  can_decide: z.boolean(),
});
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;
export const approvalRequestListSchema = z.object({ count: z.number().int(), results: z.array(approvalRequestSchema) });
export type ApprovalRequestList = z.infer<typeof approvalRequestListSchema>;

/** GET /api/approval-requests/: newest first; those the caller may see. */
export const approvalRequestListQuerySchema = listQuerySchema({
  status: z.enum(approvalRequestStatuses, { error: `Use one of ${approvalRequestStatuses.join(', ')}.` }).optional(),
  /** One project's requests only (a cart reads its own project's). */
  project_id: idSchema('project').optional(),
  limit: queryLimitSchema,
  offset: queryOffsetSchema,
});
export type ApprovalRequestListQuery = z.input<typeof approvalRequestListQuerySchema>;

export const approvalRequestParamsSchema = z.object({ id: idSchema('approval request id') });

/** POST /api/approval-requests/: asks approval for the project's cart at the total the buyer saw. */
export const approvalRequestCreateSchema = z.strictObject({
  project_id: idSchema('project'),
  expected_total_cents: z.number({ error: 'Give the total you saw, in cents.' }).int({ error: 'Give the total in whole cents.' }).min(0, { error: 'Give the total you saw, in cents.' }),
  note: optionalVisibleTextSchema({ max: 1000 }),
});
export type ApprovalRequestCreate = z.input<typeof approvalRequestCreateSchema>;

/** POST /api/approval-requests/{id}/approve/: who pays, and a note the buyer reads. */
export const approvalDecisionSchema = z.strictObject({
  settlement: z.enum(['credit', 'buyer_card'], { error: 'Choose credit (the company’s terms, placed now) or buyer_card (the buyer pays by card).' }),
  note: optionalVisibleTextSchema({ max: 1000 }),
});
export type ApprovalDecision = z.input<typeof approvalDecisionSchema>;

/** POST /api/approval-requests/{id}/reject/: a note the buyer reads. */
export const approvalRejectionSchema = z.strictObject({
  note: optionalVisibleTextSchema({ max: 1000 }),
});
export type ApprovalRejection = z.input<typeof approvalRejectionSchema>;
