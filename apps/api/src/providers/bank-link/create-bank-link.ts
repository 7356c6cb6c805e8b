import type { AppConfig } from '../../config';
import type { BankLinkProvider } from './bank-link';
import { createSandboxBankLink } from './sandbox/sandbox-bank-link';
import type { SandboxBankLink } from './sandbox/sandbox-bank-link';

/**
 * The configured provider; `sandbox` is set only for the built-in one, whose dialog the app serves.
 * Plaid's SDK is loaded only when it is the one: it takes some 80 MiB of memory (its generated
 * client is 18 MB of JavaScript, with a 7 MB source map inline).
 */
export async function createBankLink(config: AppConfig['bankLink']): Promise<{ provider: BankLinkProvider; sandbox: SandboxBankLink | null }> {
  if (config.provider === 'plaid' && config.plaidClientId && config.plaidSecret) {
    const { createPlaidBankLink } = await import('./plaid/plaid-bank-link');
    return {
      provider: createPlaidBankLink({ clientId: config.plaidClientId, secret: config.plaidSecret, env: config.plaidEnv, apiUrl: config.plaidApiUrl }),
      sandbox: null,
    };
  }
  const sandbox = createSandboxBankLink();
  return { provider: sandbox, sandbox };
}
