import { Button, Select, TextField } from '@marketplace/ui-kit';
import { useState, type FormEvent, type ReactElement } from 'react';

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
  const [text, setText] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label="Find suppliers" onSubmit={submit} className="mk-console-filters">
      <TextField label="Name" value={text} onChange={setText} />
      <Select label="Status" options={statusOptions} value={status || 'all'} onChange={(value) => onStatus(value === 'all' || !value ? '' : value)} />
      <Button type="submit" variant="secondary">
        Find
      </Button>
    </form>
  );
}
