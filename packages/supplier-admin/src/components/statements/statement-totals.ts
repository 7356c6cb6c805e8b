import type { SupplierStatementData } from '../../api/supplier-invoices-api';

/** One row of the statements table: a builder company's statement, or the total of a currency. */
export interface StatementRow {
  id: string;
  label: string;
  isTotal: boolean;
  currency: string;
  openBalanceCents: number;
  disputedCents: number;
  invoiceCount: number;
  aging: SupplierStatementData['aging'];
}

const noAging = (): SupplierStatementData['aging'] => ({ currentCents: 0, days130Cents: 0, days3160Cents: 0, days6190Cents: 0, daysOver90Cents: 0 });

/**
 * The table's rows: each builder company's statement, then a total per currency (amounts in
 * different currencies are never added together), in the order the currencies first appear.
 */
export function statementRows(statements: readonly SupplierStatementData[]): StatementRow[] {
  const totals = new Map<string, StatementRow>();
  const rows = statements.map((statement): StatementRow => {
    const total = totals.get(statement.currency) ?? { id: `total-${statement.currency}`, label: `Total (${statement.currency})`, isTotal: true, currency: statement.currency, openBalanceCents: 0, disputedCents: 0, invoiceCount: 0, aging: noAging() };
    total.openBalanceCents += statement.openBalanceCents;
    total.disputedCents += statement.disputedCents;
    total.invoiceCount += statement.invoiceCount;
    for (const bucket of Object.keys(total.aging) as (keyof StatementRow['aging'])[]) total.aging[bucket] += statement.aging[bucket];
    totals.set(statement.currency, total);
    return { ...statement, id: `${statement.buyerCompany.id}-${statement.currency}`, label: statement.buyerCompany.name, isTotal: false };
  });
  return [...rows, ...totals.values()];
}
