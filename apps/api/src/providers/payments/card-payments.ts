import type { CardProvider, PaymentSessionStatus } from '@marketplace/contracts';

/** What the provider is asked to charge: one line per order line, in integer cents. */
export interface PaymentSessionRequest {
  orderId: string;
  amountCents: number;
  currency: string;
  customerEmail: string;
  lines: { name: string; quantity: number; unitAmountCents: number }[];
  /** Where the provider sends the builder back; carries `{CHECKOUT_SESSION_ID}` for Stripe. */
  returnUrl: string;
}

/** A session the provider opened. */
export interface OpenedPaymentSession {
  id: string;
  /** Handed to the browser's payment form (Stripe Embedded Checkout); null for the sandbox. */
  clientSecret: string | null;
  expiresAt: Date;
}

/** A stored session as the provider is asked about it. */
export interface KnownPaymentSession {
  id: string;
  status: PaymentSessionStatus;
  expiresAt: Date;
}

/** A partial refund of a paid session, asked for once per refund id. */
export interface RefundRequest {
  /** Our refund's id: the provider's idempotency key, so a retried job never refunds twice. */
  refundId: string;
  /** The paid session the money came from. */
  sessionId: string;
  amountCents: number;
  currency: string;
}

/**
 * Card payments behind one interface (PRODUCT.md "Providers"): the built-in sandbox by default,
 * Stripe when its keys are configured. Every call may be repeated safely.
 */
export interface CardPayments {
  readonly name: CardProvider;
  createSession(request: PaymentSessionRequest): Promise<OpenedPaymentSession>;
  /** The provider's current answer: open, complete (paid) or expired. */
  sessionStatus(session: KnownPaymentSession, now: Date): Promise<PaymentSessionStatus>;
  /** Stops a session from being paid (its cart changed); a session already ended stays as it is. */
  expireSession(session: KnownPaymentSession): Promise<void>;
  /** Gives part of a paid session back to the card; answers the provider's refund id. Safe to repeat. */
  refund(request: RefundRequest): Promise<{ providerRefundId: string }>;
}
