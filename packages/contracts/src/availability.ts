import { z } from 'zod';

/**
 * Whether one PSV can reach a project. `earliest_delivery_date` (UTC, YYYY-MM-DD) is set only
 * when deliverable: tomorrow when stock covers the minimum order, else after the lead time.
 */
export const availabilitySchema = z.object({
  deliverable: z.boolean(),
  stock_on_hand: z.number().int(),
  earliest_delivery_date: z.string().nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;
