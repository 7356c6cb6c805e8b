import type { Executor } from '../../../db/schema';
import type { OperatorAccountsTable } from '../../../db/operators-schema';
import type { IsoTime } from '../../../lib/time';

/** An operator account row. */
export type OperatorAccountRecord = OperatorAccountsTable;

/** Operator emails compare case-insensitively, like users'. */
export function normalizeOperatorEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Inserts an operator account. */
export async function insertOperatorAccount(db: Executor, account: OperatorAccountRecord): Promise<void> {
  await db.insertInto('operator_accounts').values(account).execute();
}

/** The operator account with this email, disabled or not. */
export async function findOperatorByEmail(db: Executor, email: string): Promise<OperatorAccountRecord | undefined> {
  return db.selectFrom('operator_accounts').selectAll().where('email_normalized', '=', normalizeOperatorEmail(email)).executeTakeFirst();
}

/**
 * Spends a TOTP time step for a sign-in: true only when the account is enabled and no code of
 * this step or a later one signed in before. One conditional update, so two requests racing
 * with the same code cannot both pass.
 */
export async function claimTotpStep(db: Executor, operatorId: string, step: number, at: IsoTime): Promise<boolean> {
  const claimed = await db
    .updateTable('operator_accounts')
    .set({ totp_last_step: step, last_signed_in_at: at })
    .where('id', '=', operatorId)
    .where('disabled_at', 'is', null)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Disables an account; false when there is none with this email or it was already disabled. */
export async function disableOperator(db: Executor, email: string, at: IsoTime): Promise<{ id: string } | undefined> {
  return db
    .updateTable('operator_accounts')
    .set({ disabled_at: at })
    .where('email_normalized', '=', normalizeOperatorEmail(email))
    .where('disabled_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
}
