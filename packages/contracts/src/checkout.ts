import { z } from 'zod';
import { idSchema } from './catalog-query';
import { visibleTextSchema } from './visible-text';

/** Card-payment providers: `sandbox` is built in and works offline; `stripe` needs its keys. */
export const cardProviders = ['sandbox', 'stripe'] as const;
export const cardProviderSchema = z.enum(cardProviders, { error: 'Choose sandbox or stripe.' });
export type CardProvider = z.infer<typeof cardProviderSchema>;

/** The path parameter of /api/{card_provider}/…. */
export const cardProviderParamsSchema = z.object({ card_provider: z.string().max(40) });

/** Sandbox cards that behave like the real service's test cards (PRODUCT.md "Providers"). */
export const SANDBOX_CARD_SUCCEEDS = '4242424242424242';
export const SANDBOX_CARD_DECLINED = '4000000000000002';
/** What a declined card answers: the sentence the card networks' test mode shows. */
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';

/**
 * POST /api/{card_provider}/checkout-session/: the cart of the project becomes a pending order at
 * today's prices. `expected_total_cents` is the total the builder saw: if prices moved since,
 * the call is refused with the new total rather than charging it silently.
 */
export const checkoutSessionRequestSchema = z.object({
  project_id: idSchema('project'),
  expected_total_cents: z
    .number({ error: 'Give the total you expect to pay, in cents.' })
    .int({ error: 'Give the total in whole cents.' })
    .min(0, { error: 'Give the total in whole cents.' }),
});
export type CheckoutSessionRequest = z.input<typeof checkoutSessionRequestSchema>;

export const paymentSessionStatuses = ['open', 'complete', 'expired'] as const;
export const paymentSessionStatusSchema = z.enum(paymentSessionStatuses);
export type PaymentSessionStatus = z.infer<typeof paymentSessionStatusSchema>;

export const checkoutSessionResponseSchema = z.object({
  session_id: z.string(),
  provider: cardProviderSchema,
  status: paymentSessionStatusSchema,
  /** Stripe's Embedded Checkout secret; null for the sandbox, whose form is the app's own. */
  client_secret: z.string().nullable(),
  order_id: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  expires_at: z.string(),
});
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

/** GET /api/{card_provider}/session-status?session_id=. */
export const sessionStatusQuerySchema = z.object({ session_id: idSchema('session') });

/** An order as checkout answers it: enough for the return page to link to its summary. */
export const checkoutOrderSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string(),
  payment_status: z.string(),
  project_id: z.string(),
  currency: z.string(),
  total_cents: z.number().int(),
  placed_at: z.string().nullable(),
  purchase_orders: z.array(
    z.object({
      id: z.string(),
      number: z.string().nullable(),
      supplier: z.object({ id: z.string(), name: z.string() }),
      subtotal_cents: z.number().int(),
      item_count: z.number().int(),
    }),
  ),
});
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

export const sessionStatusResponseSchema = z.object({
  session_id: z.string(),
  status: paymentSessionStatusSchema,
  order: checkoutOrderSchema,
});
export type SessionStatusResponse = z.infer<typeof sessionStatusResponseSchema>;

/** The sandbox's own card form posts here: POST /api/sandbox/checkout-session/{session_id}/pay/. */
export const sandboxPaymentRequestSchema = z.object({
  card_number: z
    .string({ error: 'Enter the card number.' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => /^\d{12,19}$/.test(value), { error: 'Enter the card number.' }),
  expiry: z
    .string({ error: 'Enter the expiry date as MM/YY.' })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, { error: 'Enter the expiry date as MM/YY.' }),
  cvc: z.string({ error: 'Enter the security code.' }).trim().regex(/^\d{3,4}$/, { error: 'Enter the 3 or 4 digit security code.' }),
  cardholder_name: visibleTextSchema({ required: 'Enter the name on the card.', max: 120 }),
});
export type SandboxPaymentRequest = z.input<typeof sandboxPaymentRequestSchema>;

export const sandboxSessionParamsSchema = z.object({ session_id: idSchema('session') });
