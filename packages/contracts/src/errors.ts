import { z } from 'zod';

/**
 * The one error body every 4xx/5xx answer carries. `display_error` is the sentence a
 * user may see; `fields` names each bad field of a validation error.
 */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  display_error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** The request's id (also its X-Request-Id header): what a user quotes to support. */
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Machine-readable error codes shared by the API and the client. */
export const errorCodes = {
  validation: 'validation_error',
  unauthenticated: 'not_authenticated',
  forbidden: 'permission_denied',
  notFound: 'not_found',
  conflict: 'conflict',
  csrf: 'csrf_failed',
  rateLimited: 'rate_limited',
  invalidCredentials: 'invalid_credentials',
  invalidToken: 'invalid_token',
  internal: 'internal_error',
  badRequest: 'bad_request',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  unavailable: 'service_unavailable',
  databaseBusy: 'database_busy',
  storageFull: 'storage_full',
  storageUnavailable: 'storage_unavailable',
  cardDeclined: 'card_declined',
  priceChanged: 'price_changed',
  cartNeedsAttention: 'cart_needs_attention',
  termsNotAccepted: 'terms_not_accepted',
  emailUnverified: 'email_unverified',
  approvalRequired: 'approval_required',
  cartPendingApproval: 'cart_pending_approval',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
