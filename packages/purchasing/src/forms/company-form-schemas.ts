import { z } from 'zod';
import { companyRoleValues, MAX_APPROVAL_EXPIRY_HOURS, MIN_APPROVAL_EXPIRY_HOURS } from './company-rules';
import { optionalDollarsField } from './dollar-amounts';

const companyRoleSchema = z.enum(companyRoleValues, { error: 'Choose owner, admin, approver or buyer.' });

/** A member's role, as the change-role form sends it. */
export const memberRoleFormSchema = z.object({ companyRole: companyRoleSchema });
export type MemberRoleFormValues = z.infer<typeof memberRoleFormSchema>;

/**
 * A member's three limits typed in dollars; an empty field is no limit (null). All three are sent
 * every time: the API replaces them together, so a forgotten field never clears a limit by accident.
 */
export const memberLimitsFormSchema = z
  .object({
    orderLimitDollars: optionalDollarsField('no limit'),
    monthlyLimitDollars: optionalDollarsField('no limit'),
    approvalLimitDollars: optionalDollarsField('no limit'),
  })
  .transform(({ orderLimitDollars, monthlyLimitDollars, approvalLimitDollars }) => ({
    orderLimitCents: orderLimitDollars,
    monthlyLimitCents: monthlyLimitDollars,
    approvalLimitCents: approvalLimitDollars,
  }));
export type MemberLimitsFormInput = z.input<typeof memberLimitsFormSchema>;
export type MemberLimitsFormOutput = z.output<typeof memberLimitsFormSchema>;

/** Which typed field each of the API's limit fields is shown under. */
export const limitsFieldOfApiField = {
  orderLimitCents: 'orderLimitDollars',
  monthlyLimitCents: 'monthlyLimitDollars',
  approvalLimitCents: 'approvalLimitDollars',
} as const;

const hoursMessage = `Give the hours a request waits, from ${MIN_APPROVAL_EXPIRY_HOURS} to ${MAX_APPROVAL_EXPIRY_HOURS} (30 days).`;

/** The company's purchasing settings: the threshold in dollars (empty: none), the hours a request waits, and whether budgets ask approval. */
export const purchasingSettingsFormSchema = z
  .object({
    thresholdDollars: optionalDollarsField('no threshold'),
    expiryHours: z
      .string()
      .trim()
      .regex(/^\d+$/, { error: hoursMessage })
      .transform(Number)
      .pipe(z.number().min(MIN_APPROVAL_EXPIRY_HOURS, { error: hoursMessage }).max(MAX_APPROVAL_EXPIRY_HOURS, { error: hoursMessage })),
    overBudget: z.boolean(),
  })
  .transform(({ thresholdDollars, expiryHours, overBudget }) => ({
    approvalThresholdCents: thresholdDollars,
    approvalExpiryHours: expiryHours,
    approvalOverBudget: overBudget,
  }));
export type PurchasingSettingsFormInput = z.input<typeof purchasingSettingsFormSchema>;
export type PurchasingSettingsFormOutput = z.output<typeof purchasingSettingsFormSchema>;

export const settingsFieldOfApiField = {
  approvalThresholdCents: 'thresholdDollars',
  approvalExpiryHours: 'expiryHours',
  approvalOverBudget: 'overBudget',
} as const;

/** A colleague invited with a role (decision 0160): the API emails them the link. */
export const inviteFormSchema = z.object({
  email: z.string().trim().min(1, { error: 'Give their email address.' }).pipe(z.email({ error: 'Give an email address like name@company.com.' })),
  companyRole: companyRoleSchema,
});
export type InviteFormValues = z.infer<typeof inviteFormSchema>;
