import { DataTable, formatMoney, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { BudgetCategoryData, BudgetSupplierData, ProjectBudgetData } from '../../api/budgets-api';

/** Each category: its budget (if any), committed, delivered and remaining. */
export function BudgetCategoryTable({ budget }: { budget: ProjectBudgetData }): ReactElement {
  const money = (cents: number | null) => formatMoney(cents, budget.currency);
  const columns: DataTableColumn<BudgetCategoryData>[] = [
    { id: 'name', header: 'Category', cell: (category) => category.name, isRowHeader: true },
    { id: 'budget', header: 'Budget', cell: (category) => (category.budgetCents === null ? 'No budget' : money(category.budgetCents)), align: 'end' },
    { id: 'committed', header: 'Committed', cell: (category) => money(category.committedCents), align: 'end' },
    { id: 'delivered', header: 'Delivered', cell: (category) => money(category.deliveredCents), align: 'end' },
    { id: 'remaining', header: 'Remaining', cell: (category) => money(category.remainingCents), align: 'end' },
  ];
  return <DataTable aria-label="Budget by category" columns={columns} rows={budget.byCategory} getRowId={(category) => category.categoryId} />;
}

/** Each supplier the project ordered from: committed and delivered. */
export function BudgetSupplierTable({ budget }: { budget: ProjectBudgetData }): ReactElement {
  const money = (cents: number) => formatMoney(cents, budget.currency);
  const columns: DataTableColumn<BudgetSupplierData>[] = [
    { id: 'name', header: 'Supplier', cell: (supplier) => supplier.name, isRowHeader: true },
    { id: 'committed', header: 'Committed', cell: (supplier) => money(supplier.committedCents), align: 'end' },
    { id: 'delivered', header: 'Delivered', cell: (supplier) => money(supplier.deliveredCents), align: 'end' },
  ];
  return <DataTable aria-label="Spending by supplier" columns={columns} rows={budget.bySupplier} getRowId={(supplier) => supplier.supplierId} />;
}
