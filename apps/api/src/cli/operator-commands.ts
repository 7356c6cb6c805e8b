import { emailSchema, visibleTextSchema } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createOperatorAccount, disableOperatorAccount, OperatorAccountError } from '../modules/operators/accounts/operator-accounts.service';
import { totpSecretKey } from '../modules/operators/accounts/totp-secret';
import { UsageError } from './exit-with-error';

/** Help text of the operator-account commands, appended to the ops usage. */
export const operatorUsage = `  operator-create --email <email> --name <name>
      Creates an operator account for the operator console with a generated password and
      authenticator (TOTP) secret, printed once: keep them in a password manager and add the
      otpauth:// link to an authenticator app. Neither can be shown again.

  operator-disable --email <email>
      Disables an operator account and signs it out everywhere at once.`;

interface OperatorCommandContext {
  db: Kysely<Database>;
  print(line: string): void;
}

const nameSchema = visibleTextSchema({ required: 'operator-create needs --name <name>.', max: 100 });

function parseEmail(value: string | undefined, command: string): string {
  if (value === undefined) throw new UsageError(`${command} needs --email <email>.\n\n${operatorUsage}`);
  const parsed = emailSchema.safeParse(value);
  if (!parsed.success) throw new UsageError(`--email: ${parsed.error.issues[0]?.message ?? 'Enter a valid email address.'}`);
  return parsed.data;
}

/** Runs an account change, telling a refusal as a usage error. */
async function asCommand<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof OperatorAccountError) throw new UsageError(error.message);
    throw error;
  }
}

/** Creates an operator account and prints its credentials, once. */
export async function operatorCreateCommand(ctx: OperatorCommandContext, options: { email?: string; name?: string }, bankingDetailsKey: Buffer): Promise<void> {
  const email = parseEmail(options.email, 'operator-create');
  const name = nameSchema.safeParse(options.name ?? '');
  if (!name.success) throw new UsageError(options.name === undefined ? `operator-create needs --name <name>.\n\n${operatorUsage}` : `--name: ${name.error.issues[0]?.message}`);
  const created = await asCommand(() => createOperatorAccount(ctx.db, totpSecretKey(bankingDetailsKey), { email, name: name.data }));
  ctx.print(`Created the operator ${name.data} <${created.email}> (id ${created.id}).`);
  ctx.print('Shown this once only; keep them in a password manager:');
  ctx.print(`  password:     ${created.password}`);
  ctx.print(`  TOTP secret:  ${created.totpSecret}`);
  ctx.print(`  otpauth URI:  ${created.totpUri}`);
  ctx.print('Sign in with the password and the 6-digit code the authenticator app shows.');
}

/** Disables an operator account and ends its sessions. */
export async function operatorDisableCommand(ctx: OperatorCommandContext, options: { email?: string }): Promise<void> {
  const email = parseEmail(options.email, 'operator-disable');
  await asCommand(() => disableOperatorAccount(ctx.db, email));
  ctx.print(`Disabled the operator ${email}; their sessions have ended.`);
}
