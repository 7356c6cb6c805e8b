import { Configuration, CountryCode, PlaidApi, PlaidEnvironments, Products } from 'plaid';
import { BankLinkError } from '../bank-link';
import type { BankLinkProvider } from '../bank-link';

/** What the Plaid adapter needs; `apiUrl` points it at another host (a local double in tests). */
export interface PlaidBankLinkOptions {
  clientId: string;
  secret: string;
  env: 'sandbox' | 'development' | 'production';
  apiUrl?: string | null;
}

const FALLBACK_MESSAGE = 'The bank-linking service could not complete this request. Try again in a moment.';

/** Plaid's error body carries a display_message meant for the end user; it wins when present. */
function toBankLinkError(error: unknown): BankLinkError {
  // The SDK rejects with axios errors; read their response structurally rather than depend on axios.
  const response = (error as { response?: { status?: number; data?: unknown } } | null)?.response;
  if (response) {
    const body = response.data as { error_code?: string; error_type?: string; display_message?: string | null; error_message?: string } | undefined;
    const status = response.status ?? 0;
    // Plaid answers 400 for a bad or expired token: the builder must link again, not wait.
    const clientError = status === 400 && (body?.error_type === 'INVALID_INPUT' || body?.error_type === 'ITEM_ERROR');
    return new BankLinkError(body?.error_code ?? 'PLAID_ERROR', body?.display_message || FALLBACK_MESSAGE, clientError ? 400 : 502);
  }
  return new BankLinkError('PLAID_ERROR', FALLBACK_MESSAGE, 502);
}

function toCents(amount: number | null | undefined): number | null {
  return amount === null || amount === undefined ? null : Math.round(amount * 100);
}

/** Plaid through its official SDK: /link/token/create, /item/public_token/exchange, /accounts/balance/get. */
export function createPlaidBankLink(options: PlaidBankLinkOptions): BankLinkProvider {
  // Plaid retired its Development environment; its keys now work against Sandbox.
  const basePath = options.apiUrl ?? PlaidEnvironments[options.env === 'development' ? 'sandbox' : options.env];
  const client = new PlaidApi(
    new Configuration({
      basePath,
      baseOptions: { headers: { 'PLAID-CLIENT-ID': options.clientId, 'PLAID-SECRET': options.secret, 'Plaid-Version': '2020-09-14' } },
    }),
  );

  return {
    name: 'plaid',
    async createLinkToken({ userId, companyName }) {
      try {
        const { data } = await client.linkTokenCreate({
          client_name: companyName.slice(0, 30) || 'Marketplace',
          language: 'en',
          country_codes: [CountryCode.Us],
          user: { client_user_id: userId },
          products: [Products.Auth],
        });
        return { linkToken: data.link_token, expiration: data.expiration };
      } catch (error) {
        throw toBankLinkError(error);
      }
    },
    async exchangePublicToken(publicToken) {
      try {
        const { data } = await client.itemPublicTokenExchange({ public_token: publicToken });
        return { accessToken: data.access_token, itemId: data.item_id };
      } catch (error) {
        throw toBankLinkError(error);
      }
    },
    async getBalances(accessToken) {
      try {
        const { data } = await client.accountsBalanceGet({ access_token: accessToken });
        return data.accounts.map((account) => ({
          accountId: account.account_id,
          name: account.official_name ?? account.name,
          mask: account.mask ?? null,
          type: String(account.type),
          subtype: account.subtype ? String(account.subtype) : null,
          availableCents: toCents(account.balances.available),
          currentCents: toCents(account.balances.current),
          currency: account.balances.iso_currency_code ?? 'USD',
        }));
      } catch (error) {
        throw toBankLinkError(error);
      }
    },
  };
}
