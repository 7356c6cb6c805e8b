import { z } from 'zod';

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
  user_type: z.enum(['builder', 'supplier', 'builder_receiver']),
  company: companySummarySchema,
});
export type UserResponse = z.infer<typeof userResponseSchema>;
