import { z } from 'zod';
import { companyRoleSchema } from './company-role';

export const companySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  company_type: z.enum(['builder', 'supplier']),
});

/** GET /api/users/me/ in wire form (snake_case); the client reads it camelCased. */
export const userResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  tos_accepted: z.boolean(),
  /** False until the user followed the link emailed at sign-up: until then no checkout, credit, invitations or catalogue publishing. */
  email_verified: z.boolean(),
  user_type: z.enum(['builder', 'supplier', 'builder_receiver']),
  company: companySummarySchema,
  /**
   * The project this builder last chose to order for, remembered across sign-ins and devices;
   * null when none is remembered (never chosen, deleted, or not a builder).
   */
  selected_project_id: z.string().nullable().optional(),
  /**
   * In a builder company, what this member may do (owner, admin, approver, buyer; decision 0160);
   * null for builder receivers and suppliers.
   */
  company_role: companyRoleSchema.nullable().optional(),
});
export type UserResponse = z.infer<typeof userResponseSchema>;

/** PUT /api/users/me/preferences/: what the signed-in user wants remembered. */
export const userPreferencesRequestSchema = z.object({
  /** A project of the builder's own company, or null to forget the choice. */
  selected_project_id: z
    .string({ error: 'Choose a project, or null to forget the choice.' })
    .trim()
    .min(1, { error: 'Choose a project, or null to forget the choice.' })
    .max(100, { error: 'This is not a project id.' })
    .nullable(),
});
export type UserPreferencesRequest = z.infer<typeof userPreferencesRequestSchema>;
