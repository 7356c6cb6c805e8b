import { Select } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { NameSearchForm } from '../shared/name-search-form';

const statusOptions = [
  { value: 'all', label: 'Every status' },
  { value: 'pending', label: 'Waiting for approval' },
  { value: 'approved', label: 'Approved' },
  { value: 'suspended', label: 'Suspended' },
];

/** Props of {@link SupplierSearch}. */
export interface SupplierSearchProps {
  search: string;
  status: string;
  onSearch: (search: string) => void;
  onStatus: (status: string) => void;
}

/** Finds suppliers by part of their name (sent when submitted) and by approval status (at once). */
export function SupplierSearch({ search, status, onSearch, onStatus }: SupplierSearchProps): ReactElement {
  return (
    <NameSearchForm label="Find suppliers" fieldLabel="Name" search={search} onSearch={onSearch}>
      <Select label="Status" options={statusOptions} value={status || 'all'} onChange={(value) => onStatus(value === 'all' || !value ? '' : value)} />
    </NameSearchForm>
  );
}
