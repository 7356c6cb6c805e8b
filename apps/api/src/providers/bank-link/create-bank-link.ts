import type { AppConfig } from '../../config';
import type { BankLinkProvider } from './bank-link';
import { createPlaidBankLink } from './plaid/plaid-bank-link';
import { createSandboxBankLink } from './sandbox/sandbox-bank-link';
import type { SandboxBankLink } from './sandbox/sandbox-bank-link';

/** The configured provider; `sandbox` is set only for the built-in one, whose dialog the app serves. */
export function createBankLink(config: AppConfig['bankLink']): { provider: BankLinkProvider; sandbox: SandboxBankLink | null } {
  if (config.provider === 'plaid' && config.plaidClientId && config.plaidSecret) {
    return {
      provider: createPlaidBankLink({ clientId: config.plaidClientId, secret: config.plaidSecret, env: config.plaidEnv, apiUrl: config.plaidApiUrl }),
      sandbox: null,
    };
  }
  const sandbox = createSandboxBankLink();
  return { provider: sandbox, sandbox };
}
