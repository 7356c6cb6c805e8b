import { randomUUID } from 'node:crypto';
import { BankLinkError } from '../bank-link';
import type { BankLinkProvider, ProviderAccount } from '../bank-link';

/** The sandbox's credentials, as Plaid's own sandbox names them. */
export const SANDBOX_USERNAME = 'user_good';
export const SANDBOX_PASSWORD = 'pass_good';

/** How a sandbox bank behaves: links fine, is down, or hands out a token that fails to exchange. */
export type SandboxBankBehaviour = 'links' | 'institution_down' | 'exchange_fails';

export interface SandboxInstitution {
  id: string;
  name: string;
  behaviour: SandboxBankBehaviour;
  /** What the dialog tells the builder about this bank. */
  description: string;
  accounts: Omit<ProviderAccount, 'accountId'>[];
}

/** The banks the sandbox dialog offers, with fixed accounts so demos and tests are repeatable. */
export const sandboxInstitutions: SandboxInstitution[] = [
  {
    id: 'ins_sandbox_platypus',
    name: 'First Platypus Bank',
    behaviour: 'links',
    description: 'Links two accounts with a large balance.',
    accounts: [
      { name: 'Business Checking', mask: '0000', type: 'depository', subtype: 'checking', availableCents: 25_000_000, currentCents: 25_100_000, currency: 'USD' },
      { name: 'Business Savings', mask: '1111', type: 'depository', subtype: 'savings', availableCents: 7_500_000, currentCents: 7_500_000, currency: 'USD' },
    ],
  },
  {
    id: 'ins_sandbox_tattersall',
    name: 'Tattersall Credit Union',
    behaviour: 'links',
    description: 'Links one account with a small balance.',
    accounts: [{ name: 'Operating Account', mask: '2222', type: 'depository', subtype: 'checking', availableCents: 420_000, currentCents: 450_000, currency: 'USD' }],
  },
  {
    id: 'ins_sandbox_outage',
    name: 'Outage Savings Bank',
    behaviour: 'institution_down',
    description: 'Fails: the bank is not responding.',
    accounts: [],
  },
  {
    id: 'ins_sandbox_expired',
    name: 'Expired Token Bank',
    behaviour: 'exchange_fails',
    description: 'Signs in, then fails when the link is saved.',
    accounts: [],
  },
];

export const INSTITUTION_DOWN_MESSAGE = 'This bank is not responding right now. Try again later or choose another bank.';
export const INVALID_CREDENTIALS_MESSAGE = 'The username or password you entered is incorrect.';
export const EXCHANGE_FAILED_MESSAGE = 'The bank connection expired before it was saved. Link your bank again.';

function institutionOf(token: string, prefix: string): SandboxInstitution | undefined {
  if (!token.startsWith(prefix)) return undefined;
  return sandboxInstitutions.find((institution) => token.startsWith(`${prefix}${institution.id}-`));
}

/**
 * The built-in provider: works offline and behaves like Plaid's sandbox. Tokens carry the bank
 * they came from, so the server needs no state of its own beyond what it stores for any provider.
 */
export function createSandboxBankLink(): BankLinkProvider & {
  /** What the sandbox dialog does when the builder signs in at a bank: a public token or a refusal. */
  signIn(input: { linkToken: string; institutionId: string; username: string; password: string }): { publicToken: string; institution: SandboxInstitution };
} {
  return {
    name: 'sandbox',
    async createLinkToken() {
      return { linkToken: `link-sandbox-${randomUUID()}`, expiration: new Date(Date.now() + 4 * 3600_000).toISOString() };
    },
    signIn({ linkToken, institutionId, username, password }) {
      if (!linkToken.startsWith('link-sandbox-')) throw new BankLinkError('INVALID_LINK_TOKEN', 'This bank-link session is not valid. Close the dialog and try again.', 400);
      const institution = sandboxInstitutions.find((candidate) => candidate.id === institutionId);
      if (!institution) throw new BankLinkError('INVALID_INSTITUTION', 'Choose one of the listed banks.', 400);
      if (institution.behaviour === 'institution_down') throw new BankLinkError('INSTITUTION_DOWN', INSTITUTION_DOWN_MESSAGE, 400);
      if (username !== SANDBOX_USERNAME || password !== SANDBOX_PASSWORD) throw new BankLinkError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE, 400);
      return { publicToken: `public-sandbox-${institution.id}-${randomUUID()}`, institution };
    },
    async exchangePublicToken(publicToken) {
      const institution = institutionOf(publicToken, 'public-sandbox-');
      if (!institution) throw new BankLinkError('INVALID_PUBLIC_TOKEN', 'This bank link is not valid. Link your bank again.', 400);
      if (institution.behaviour === 'exchange_fails') throw new BankLinkError('INVALID_PUBLIC_TOKEN', EXCHANGE_FAILED_MESSAGE, 400);
      const item = randomUUID();
      return { accessToken: `access-sandbox-${institution.id}-${item}`, itemId: `item-sandbox-${item}` };
    },
    async getBalances(accessToken) {
      const institution = institutionOf(accessToken, 'access-sandbox-');
      if (!institution) throw new BankLinkError('INVALID_ACCESS_TOKEN', 'This linked bank can no longer be read. Link it again.', 400);
      return institution.accounts.map((account, index) => ({ ...account, accountId: `${institution.id}-acc-${index}` }));
    },
  };
}

export type SandboxBankLink = ReturnType<typeof createSandboxBankLink>;
