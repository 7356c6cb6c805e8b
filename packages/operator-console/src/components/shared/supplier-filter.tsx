import { Select } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useListOperatorSuppliersQuery } from '../../api/operator-suppliers-api';

/** Suppliers offered in a filter: the marketplace has a few dozen. */
const SUPPLIER_CHOICES = 100;

/** Props of {@link SupplierFilter}. */
export interface SupplierFilterProps {
  /** The chosen supplier company's id, or '' for every supplier. */
  value: string;
  onChange: (supplierCompanyId: string) => void;
}

/** A list filter by supplier: every supplier, or one of them by name. */
export function SupplierFilter({ value, onChange }: SupplierFilterProps): ReactElement {
  const { data } = useListOperatorSuppliersQuery({ limit: SUPPLIER_CHOICES, offset: 0 });
  const options = [{ value: 'all', label: 'Every supplier' }, ...(data?.results.map((supplier) => ({ value: supplier.id, label: supplier.name })) ?? [])];
  return <Select label="Supplier" options={options} value={value || 'all'} onChange={(next) => onChange(next === 'all' || !next ? '' : next)} />;
}
