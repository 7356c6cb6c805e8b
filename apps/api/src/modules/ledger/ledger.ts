import { randomUUID } from 'node:crypto';
import type { LedgerAccount, LedgerTransactionKind } from '../../db/money-schema';
import type { Executor } from '../../db/schema';
import { nowIso } from '../../lib/time';

/** One side of a movement: debits positive, credits negative. */
export interface LedgerLine {
  account: LedgerAccount;
  amountCents: number;
  purchaseOrderId?: string | null;
  supplierCompanyId?: string | null;
  buyerCompanyId?: string | null;
}

/** A movement to book. */
export interface LedgerMovement {
  kind: LedgerTransactionKind;
  /** What caused it; the same cause is booked once, however often it is asked. */
  causeKey: string;
  orderId?: string | null;
  supplierCompanyId?: string | null;
  memo: string;
  lines: readonly LedgerLine[];
}

/**
 * Books a movement inside the caller's transaction (decision 0140). Its lines must add up to
 * zero: anything else is a defect in the caller, not a state to store. Answers false when its
 * cause was booked before (a retried job, a second worker), and then writes nothing.
 */
export async function bookMovement(db: Executor, movement: LedgerMovement): Promise<boolean> {
  const total = movement.lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (total !== 0 || movement.lines.some((line) => !Number.isSafeInteger(line.amountCents))) {
    throw new Error(`Ledger movement ${movement.causeKey} does not balance (${total} cents).`);
  }
  const lines = movement.lines.filter((line) => line.amountCents !== 0);
  const id = randomUUID();
  const at = nowIso();
  // ON CONFLICT rather than catching the unique violation: on PostgreSQL a failed statement
  // would abort the caller's whole transaction.
  const inserted = await db
    .insertInto('ledger_transactions')
    .values({ id, kind: movement.kind, cause_key: movement.causeKey, order_id: movement.orderId ?? null, supplier_company_id: movement.supplierCompanyId ?? null, memo: movement.memo, occurred_at: at })
    .onConflict((conflict) => conflict.column('cause_key').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  if (lines.length === 0) return true;
  await db
    .insertInto('ledger_entries')
    .values(
      lines.map((line) => ({
        id: randomUUID(),
        transaction_id: id,
        account: line.account,
        amount_cents: line.amountCents,
        order_id: movement.orderId ?? null,
        purchase_order_id: line.purchaseOrderId ?? null,
        supplier_company_id: line.supplierCompanyId ?? movement.supplierCompanyId ?? null,
        buyer_company_id: line.buyerCompanyId ?? null,
        occurred_at: at,
      })),
    )
    .execute();
  return true;
}
