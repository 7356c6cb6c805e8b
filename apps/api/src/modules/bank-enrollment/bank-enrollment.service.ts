import { randomUUID } from 'node:crypto';
import { creditErrorCodes } from '@marketplace/contracts';
import type { BankAccount, LinkTokenResponse, PublicTokenResponse, SandboxInstitutionsResponse, SandboxSignInResponse } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, notFound, validationError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { decryptAccessToken, encryptAccessToken } from '../../providers/bank-link/access-token-crypto';
import { BankLinkError } from '../../providers/bank-link/bank-link';
import type { BankLinkProvider } from '../../providers/bank-link/bank-link';
import { SANDBOX_PASSWORD, SANDBOX_USERNAME, sandboxInstitutions } from '../../providers/bank-link/sandbox/sandbox-bank-link';
import type { SandboxBankLink } from '../../providers/bank-link/sandbox/sandbox-bank-link';
import type { Auth } from '../../plugins/sessions';
import { findAccountWithEnrollment, insertEnrollment, listAccounts, upsertAccounts } from './bank-enrollment.repository';
import { builderCompanyOf } from './builder-company';

/** Bank linking (PRODUCT.md "Business credit and bank linking"). */
export interface BankEnrollmentService {
  readonly providerName: BankLinkProvider['name'];
  createLinkToken(auth: Auth): Promise<LinkTokenResponse>;
  savePublicToken(auth: Auth, input: { public_token: string; metadata: { institution?: { name: string; institution_id: string } | null | undefined } }): Promise<PublicTokenResponse>;
  listAccounts(auth: Auth): Promise<BankAccount[]>;
  /** Reads one linked account's balance from the provider now and stores it. */
  refreshBalance(companyId: string, accountId: string): Promise<BankAccount>;
  sandboxInstitutions(auth: Auth): SandboxInstitutionsResponse;
  sandboxSignIn(auth: Auth, input: { link_token: string; institution_id: string; username: string; password: string }): SandboxSignInResponse;
}

export interface BankEnrollmentServiceDeps {
  db: Kysely<Database>;
  provider: BankLinkProvider;
  /** Set only when the provider is the built-in sandbox, whose dialog the app serves. */
  sandbox: SandboxBankLink | null;
  accessTokenKey: Buffer;
}

/** A provider's refusal as an API error whose display_error the flash message shows. */
export function bankLinkFailure(error: unknown): unknown {
  if (error instanceof BankLinkError) return new AppError(error.status, creditErrorCodes.bankLinkFailed, error.displayMessage, undefined, `Bank link failed: ${error.code}`);
  return error;
}

export function createBankEnrollmentService({ db, provider, sandbox, accessTokenKey }: BankEnrollmentServiceDeps): BankEnrollmentService {
  function sandboxOnly(): SandboxBankLink {
    if (!sandbox) throw notFound('The sandbox bank is not available here.');
    return sandbox;
  }

  return {
    providerName: provider.name,

    async createLinkToken(auth) {
      const companyId = builderCompanyOf(auth);
      const company = await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
      try {
        const token = await provider.createLinkToken({ userId: auth.user.id, companyName: company.name });
        return { link_token: token.linkToken, expiration: token.expiration };
      } catch (error) {
        throw bankLinkFailure(error);
      }
    },

    async savePublicToken(auth, input) {
      const companyId = builderCompanyOf(auth);
      let exchanged;
      let accounts;
      try {
        // Provider calls happen before the transaction: a slow bank never holds a database lock.
        exchanged = await provider.exchangePublicToken(input.public_token);
        accounts = await provider.getBalances(exchanged.accessToken);
      } catch (error) {
        throw bankLinkFailure(error);
      }
      const now = nowIso();
      const enrollment = {
        id: randomUUID(),
        company_id: companyId,
        provider: provider.name,
        item_id: exchanged.itemId,
        institution_id: input.metadata.institution?.institution_id ?? null,
        institution_name: input.metadata.institution?.name ?? 'Linked bank',
        access_token_encrypted: encryptAccessToken(exchanged.accessToken, accessTokenKey),
        created_by: auth.user.id,
        created_at: now,
      };
      await db.transaction().execute(async (trx) => {
        await insertEnrollment(trx, enrollment);
        await upsertAccounts(trx, enrollment, accounts, now, randomUUID);
      });
      return { public_token: input.public_token, institution_name: enrollment.institution_name, accounts: await listAccounts(db, companyId, enrollment.id) };
    },

    async listAccounts(auth) {
      return listAccounts(db, builderCompanyOf(auth));
    },

    async refreshBalance(companyId, accountId) {
      const account = await findAccountWithEnrollment(db, companyId, accountId);
      if (!account) throw notFound('This bank account is not linked to your company.');
      let balances;
      try {
        balances = await provider.getBalances(decryptAccessToken(account.access_token_encrypted, accessTokenKey));
      } catch (error) {
        throw bankLinkFailure(error);
      }
      await upsertAccounts(db, { id: account.enrollment_id, company_id: companyId }, balances, nowIso(), randomUUID);
      const refreshed = (await listAccounts(db, companyId, account.enrollment_id)).find((candidate) => candidate.id === accountId);
      if (!refreshed) throw notFound('This bank account is not linked to your company.');
      return refreshed;
    },

    sandboxInstitutions(auth) {
      builderCompanyOf(auth);
      sandboxOnly();
      return {
        institutions: sandboxInstitutions.map(({ id, name, description }) => ({ id, name, description })),
        credentials: { username: SANDBOX_USERNAME, password: SANDBOX_PASSWORD },
      };
    },

    sandboxSignIn(auth, input) {
      builderCompanyOf(auth);
      try {
        const { publicToken, institution } = sandboxOnly().signIn({
          linkToken: input.link_token,
          institutionId: input.institution_id,
          username: input.username,
          password: input.password,
        });
        return {
          public_token: publicToken,
          institution: { name: institution.name, institution_id: institution.id },
          accounts: institution.accounts.map((account, index) => ({ id: `${institution.id}-acc-${index}`, name: account.name, mask: account.mask })),
        };
      } catch (error) {
        // Wrong credentials keep the dialog open with the message under the password, as at a bank.
        if (error instanceof BankLinkError && error.code === 'INVALID_CREDENTIALS') throw validationError({ password: error.displayMessage });
        throw bankLinkFailure(error);
      }
    },
  };
}
