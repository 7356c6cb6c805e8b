import { z } from 'zod';
import { idSchema, queryLimitSchema, queryOffsetSchema } from './catalog-query';
import { listQuerySchema } from './list-query';
import { companyRoleSchema } from './company-role';

export { companyRoles, companyRoleSchema } from './company-role';
export type { CompanyRole } from './company-role';

/*
 * A builder company's own administration (decision 0160): its members and their roles, each
 * buyer's spending limits, the company's purchasing settings, the approvers of each project, and
 * the audit log of every change (/api/company/…, /api/projects/{id}/approvers/).
 */

/** The largest limit or threshold a company may set: a billion dollars, in cents. */
export const MAX_SPENDING_LIMIT_CENTS = 100_000_000_000;
/** How long an approval request may wait for a decision: 1 hour to 30 days, 72 hours unless set. */
export const MIN_APPROVAL_EXPIRY_HOURS = 1;
export const MAX_APPROVAL_EXPIRY_HOURS = 720;
export const DEFAULT_APPROVAL_EXPIRY_HOURS = 72;

/** An amount in whole cents, 0 or more, or null for "no limit"; required, so a forgotten field never clears a limit. */
const centsOrNullSchema = (label: string) => {
  const message = `Give the ${label} in whole cents, or null for no limit.`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: `Make the ${label} 0 or more, or null for no limit.` })
    .max(MAX_SPENDING_LIMIT_CENTS, { error: `Make the ${label} at most ${MAX_SPENDING_LIMIT_CENTS / 100} dollars.` })
    .nullable();
};

// Members ------------------------------------------------------------------------------------

/** A member's own limits; null means no limit (and no message about one). */
export const spendingLimitsSchema = z.object({
  /** The most one of their orders may total without approval. */
  order_limit_cents: z.number().int().nullable(),
  /** The most their orders of a calendar month may total without approval. */
  monthly_limit_cents: z.number().int().nullable(),
  /** For approvers and admins: the largest request they may approve. */
  approval_limit_cents: z.number().int().nullable(),
});
export type SpendingLimits = z.infer<typeof spendingLimitsSchema>;

/** PUT /api/company/members/{userId}/limits/: replaces all three; null removes a limit. */
export const spendingLimitsRequestSchema = z.strictObject({
  order_limit_cents: centsOrNullSchema('order limit'),
  monthly_limit_cents: centsOrNullSchema('monthly limit'),
  approval_limit_cents: centsOrNullSchema('approval limit'),
});
export type SpendingLimitsRequest = z.infer<typeof spendingLimitsRequestSchema>;

/** A project named on the company page. */
export const companyProjectRefSchema = z.object({ id: z.string(), name: z.string() });
export type CompanyProjectRef = z.infer<typeof companyProjectRefSchema>;

/** A person of the company as its owners and admins see them. */
export const companyMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  user_type: z.enum(['builder', 'builder_receiver']),
  /** Null for a builder receiver. */
  company_role: companyRoleSchema.nullable(),
  email_verified: z.boolean(),
  limits: spendingLimitsSchema,
  /** The projects whose approval requests they decide on. */
  approver_projects: z.array(companyProjectRefSchema),
  created_at: z.string(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

/** An invitation not yet accepted and not expired, with the role it gives. */
export const companyInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  user_type: z.enum(['builder', 'builder_receiver']),
  company_role: companyRoleSchema.nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type CompanyInvitation = z.infer<typeof companyInvitationSchema>;

/** GET /api/company/members/: owners first, then admins, approvers, buyers and receivers, by name. */
export const companyMembersResponseSchema = z.object({
  members: z.array(companyMemberSchema),
  invitations: z.array(companyInvitationSchema),
});
export type CompanyMembersResponse = z.infer<typeof companyMembersResponseSchema>;

/** `:userId` of a member route. */
export const companyMemberParamsSchema = z.object({ userId: idSchema('user id') });

/** PUT /api/company/members/{userId}/role/ */
export const companyRoleRequestSchema = z.strictObject({ company_role: companyRoleSchema });
export type CompanyRoleRequest = z.infer<typeof companyRoleRequestSchema>;

// Purchasing settings ------------------------------------------------------------------------

/** A company's purchasing rules; a company that never set them reads the defaults. */
export const purchasingSettingsSchema = z.object({
  /** Any order at or above it needs approval, whoever places it; null: no threshold. */
  approval_threshold_cents: z.number().int().nullable(),
  /** How long a request waits for a decision before it expires. */
  approval_expiry_hours: z.number().int(),
  /** Whether an order that would take a project over its budget needs approval. */
  approval_over_budget: z.boolean(),
  /** When they were last changed; null: never (the defaults). */
  updated_at: z.string().nullable(),
});
export type PurchasingSettings = z.infer<typeof purchasingSettingsSchema>;

/** PUT /api/company/purchasing-settings/: the threshold is required (null for none); the others default. */
export const purchasingSettingsRequestSchema = z.strictObject({
  approval_threshold_cents: centsOrNullSchema('approval threshold'),
  approval_expiry_hours: z
    .number({ error: `Give the hours a request waits, from ${MIN_APPROVAL_EXPIRY_HOURS} to ${MAX_APPROVAL_EXPIRY_HOURS}.` })
    .int({ error: 'Give a whole number of hours.' })
    .min(MIN_APPROVAL_EXPIRY_HOURS, { error: `Give at least ${MIN_APPROVAL_EXPIRY_HOURS} hour.` })
    .max(MAX_APPROVAL_EXPIRY_HOURS, { error: `Give at most ${MAX_APPROVAL_EXPIRY_HOURS} hours (30 days).` })
    .default(DEFAULT_APPROVAL_EXPIRY_HOURS),
  approval_over_budget: z.boolean({ error: 'Use true or false.' }).default(true),
});
export type PurchasingSettingsRequest = z.input<typeof purchasingSettingsRequestSchema>;

// Project approvers --------------------------------------------------------------------------

/** A person who may approve, as a project lists them. */
export const projectApproverSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_role: companyRoleSchema,
  approval_limit_cents: z.number().int().nullable(),
});
export type ProjectApprover = z.infer<typeof projectApproverSchema>;

/** GET and PUT /api/projects/{id}/approvers/ */
export const projectApproversSchema = z.object({
  project_id: z.string(),
  approvers: z.array(projectApproverSchema),
});
export type ProjectApprovers = z.infer<typeof projectApproversSchema>;

/** PUT /api/projects/{id}/approvers/: the whole list; an empty list removes every approver. */
export const projectApproversRequestSchema = z.strictObject({
  user_ids: z
    .array(idSchema('user id'), { error: 'Give the list of user ids (empty for none).' })
    .max(100, { error: 'Assign at most 100 approvers to a project.' }),
});
export type ProjectApproversRequest = z.infer<typeof projectApproversRequestSchema>;

// Audit --------------------------------------------------------------------------------------

/** GET /api/company/audit-events/: newest first. */
export const companyAuditEventListQuerySchema = listQuerySchema({ limit: queryLimitSchema, offset: queryOffsetSchema });
export type CompanyAuditEventListQuery = z.input<typeof companyAuditEventListQuerySchema>;

/** Who changed what, when, and from what to what. */
export const companyAuditEventSchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), email: z.string(), first_name: z.string(), last_name: z.string() }),
  /** Dotted: `member.role`, `member.limits`, `purchasing_settings.change`, `project.approvers`, `invitation.create`, `approval.approve`. */
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string().nullable(),
  /** The state before the change; null when there was none (a new invitation). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type CompanyAuditEvent = z.infer<typeof companyAuditEventSchema>;

export const companyAuditEventListResponseSchema = z.object({ count: z.number().int(), results: z.array(companyAuditEventSchema) });
export type CompanyAuditEventListResponse = z.infer<typeof companyAuditEventListResponseSchema>;
