import { formatMoney } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useGetCheckoutBudgetQuery } from '../../api/project-budget-api';

/** Props of {@link BudgetWarning}. */
export interface BudgetWarningProps {
  projectId: string;
  /** The order's total, in cents. */
  totalCents: number;
}

/**
 * Says, before paying, that the order would take the project over its budget (decision 0162):
 * what is left and by how much the order goes over. A company that asks approval over budget also
 * gets the approval step from the API; one that only informs gets this warning alone. Nothing
 * shows without a budget, or while it cannot be read: the API decides either way.
 */
export function BudgetWarning({ projectId, totalCents }: BudgetWarningProps): ReactElement | null {
  const budget = useGetCheckoutBudgetQuery(projectId, { refetchOnMountOrArgChange: true });
  const { amountCents, remainingCents, currency } = budget.data ?? { amountCents: null, remainingCents: null, currency: 'USD' };
  if (amountCents === null || remainingCents === null || totalCents <= remainingCents) return null;
  const left = Math.max(0, remainingCents);
  return (
    <p className="mk-cart-warning" role="status">
      <strong>Over the project’s budget: </strong>
      {`${formatMoney(left, currency)} of ${formatMoney(amountCents, currency)} is left, and this order goes ${formatMoney(totalCents - remainingCents, currency)} over it.`}
    </p>
  );
}
