/** The supplier a payout provider is asked about. */
export interface PayoutSupplier {
  companyId: string;
  companyName: string;
  email: string;
  /** The supplier's account at the provider, once it has one. */
  accountId: string | null;
}

/** Where a supplier finishes setting up payouts at the provider (Stripe's hosted onboarding). */
export interface PayoutOnboarding {
  accountId: string;
  /** The page to send the supplier to; null when nothing is left to fill in. */
  url: string | null;
  ready: boolean;
}

/** Money sent to a supplier, asked for once per payout id. */
export interface TransferRequest {
  /** Our payout's id: the provider's idempotency key, so a retried job never pays twice. */
  payoutId: string;
  amountCents: number;
  currency: string;
  /** The supplier's provider account (Stripe) or the readable destination (sandbox). */
  destination: string;
}

/**
 * Supplier payouts behind one interface (decision 0143): the built-in sandbox by default, which
 * pays to the supplier's stored banking details and records it in the ledger; Stripe Connect
 * (Express accounts, onboarding links, transfers) when Stripe is configured. Every call may be
 * repeated safely.
 */
export interface PayoutProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Whether the supplier must onboard at the provider before it can be paid. */
  readonly needsOnboarding: boolean;
  /** Opens (or reuses) the supplier's account and answers where to finish onboarding. */
  onboard(supplier: PayoutSupplier, returnUrl: string, refreshUrl: string): Promise<PayoutOnboarding>;
  /** Whether the account can receive payouts now. */
  accountReady(accountId: string): Promise<boolean>;
  /** Sends the money; answers the provider's transfer id. */
  transfer(request: TransferRequest): Promise<{ providerTransferId: string }>;
}
