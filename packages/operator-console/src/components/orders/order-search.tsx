import { Button, Select, TextField, type SelectOption } from '@marketplace/ui-kit';
import { useState, type FormEvent, type ReactElement } from 'react';

/** What the orders search holds. */
export interface OrderSearchValues {
  number: string;
  company: string;
  status: string;
}

/** Props of {@link OrderSearch}. */
export interface OrderSearchProps extends OrderSearchValues {
  statusOptions: readonly SelectOption[];
  onSearch: (values: OrderSearchValues) => void;
}

/** Finds orders by part of a number or of a company's name, and by status; sent when submitted. */
export function OrderSearch({ number, company, status, statusOptions, onSearch }: OrderSearchProps): ReactElement {
  const [values, setValues] = useState<OrderSearchValues>({ number, company, status });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ number: values.number.trim(), company: values.company.trim(), status: values.status });
  };
  return (
    <form role="search" aria-label="Find orders" onSubmit={submit} className="mk-console-filters">
      <TextField label="Number" description="Part of an order or purchase-order number" value={values.number} onChange={(text) => setValues({ ...values, number: text })} />
      <TextField label="Company" description="Part of the buyer's or supplier's name" value={values.company} onChange={(text) => setValues({ ...values, company: text })} />
      <Select label="Status" options={[{ value: 'all', label: 'Every status' }, ...statusOptions]} value={values.status || 'all'} onChange={(value) => setValues({ ...values, status: value === 'all' || !value ? '' : value })} />
      <Button type="submit" variant="secondary">
        Find
      </Button>
    </form>
  );
}
