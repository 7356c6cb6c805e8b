/** One account of a linked bank as the provider reports it; amounts in cents. */
export interface ProviderAccount {
  accountId: string;
  name: string;
  mask: string | null;
  type: string;
  subtype: string | null;
  availableCents: number | null;
  currentCents: number | null;
  currency: string;
}

/** What exchanging a public token yields: the long-lived access token, kept server-side only. */
export interface ExchangedToken {
  accessToken: string;
  itemId: string;
}

/**
 * The bank-linking service (PRODUCT.md "Providers"): the built-in sandbox or Plaid, chosen by
 * configuration. The browser gets link tokens and gives back public tokens; access tokens stay here.
 */
export interface BankLinkProvider {
  readonly name: 'sandbox' | 'plaid';
  createLinkToken(input: { userId: string; companyName: string }): Promise<{ linkToken: string; expiration: string }>;
  exchangePublicToken(publicToken: string): Promise<ExchangedToken>;
  /** Fresh balances of every account of the linked bank. */
  getBalances(accessToken: string): Promise<ProviderAccount[]>;
}

/**
 * A provider refused: `displayMessage` is the sentence the builder may see (Plaid's
 * display_message, or ours when it sends none); `status` is what the API answers.
 */
export class BankLinkError extends Error {
  constructor(
    readonly code: string,
    readonly displayMessage: string,
    readonly status: 400 | 502 = 502,
  ) {
    super(displayMessage);
    this.name = 'BankLinkError';
  }
}
