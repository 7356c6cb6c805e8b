import { randomBytes } from 'node:crypto';
import { SANDBOX_CARD_DECLINED, SANDBOX_CARD_SUCCEEDS } from '@marketplace/contracts';
import type { CardPayments } from './card-payments';

/** How long a sandbox session may be paid, as Stripe's shortest session. */
export const SANDBOX_SESSION_MINUTES = 30;

/** What the sandbox answers for a card number. */
export type SandboxCardOutcome = 'succeeded' | 'declined' | 'unknown_card';

/** The sandbox's test cards behave like the real service's test mode. */
export function sandboxCardOutcome(cardNumber: string): SandboxCardOutcome {
  if (cardNumber === SANDBOX_CARD_SUCCEEDS) return 'succeeded';
  if (cardNumber === SANDBOX_CARD_DECLINED) return 'declined';
  return 'unknown_card';
}

/**
 * The built-in provider: needs no account and works offline. Its sessions are the stored
 * payment sessions themselves; the app's own card form pays them (see the checkout routes), so
 * "complete" is whatever the payment recorded.
 */
export function createSandboxCardPayments(): CardPayments {
  return {
    name: 'sandbox',
    async createSession() {
      return {
        id: `cs_sandbox_${randomBytes(18).toString('base64url')}`,
        clientSecret: null,
        expiresAt: new Date(Date.now() + SANDBOX_SESSION_MINUTES * 60_000),
      };
    },
    async sessionStatus(session, now) {
      if (session.status === 'open' && session.expiresAt.getTime() <= now.getTime()) return 'expired';
      return session.status;
    },
    async expireSession() {
      // Nothing to tell: the stored session's status is the sandbox's whole state.
    },
    async refund(request) {
      // Derived from our refund id, so a repeated call answers the same refund; the caller's
      // refunds table is the only record of it.
      return { providerRefundId: `re_sandbox_${request.refundId}` };
    },
  };
}
