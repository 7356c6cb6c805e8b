import type { OperatorPayoutData } from '../../api/operator-money-api';

/** A statement's file name without extension: the supplier and the day, e.g. "payout-granite-supply-inc-2026-11-20". */
export function statementFileStem(payout: Pick<OperatorPayoutData, 'supplierCompanyName' | 'createdAt'>): string {
  const supplier = payout.supplierCompanyName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `payout-${supplier || 'supplier'}-${payout.createdAt.slice(0, 10)}`;
}
