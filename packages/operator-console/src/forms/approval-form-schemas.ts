import { supplierApproveRequestSchema, supplierSuspendRequestSchema } from '@marketplace/contracts';
import { z } from 'zod';

/** Approving a supplier: an optional note for the audit log, under the API's rule. */
export const approveFormSchema = z.object({ note: supplierApproveRequestSchema.shape.note.unwrap() });
export type ApproveFormValues = z.input<typeof approveFormSchema>;

/** Suspending a supplier: why, in words the audit log keeps, under the API's rule. */
export const suspendFormSchema = supplierSuspendRequestSchema;
export type SuspendFormValues = z.input<typeof suspendFormSchema>;
