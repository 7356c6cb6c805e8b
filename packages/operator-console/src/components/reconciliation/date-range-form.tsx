import { Button, DateTimePicker, type DateTimeValue } from '@marketplace/ui-kit';
import { useState, type FormEvent, type ReactElement } from 'react';

/** Props of {@link DateRangeForm}. */
export interface DateRangeFormProps {
  /** The days shown now (YYYY-MM-DD). */
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

/** The days of the reconciliation: a first and a last day, the last not before the first. */
export function DateRangeForm({ from, to, onChange }: DateRangeFormProps): ReactElement {
  const [first, setFirst] = useState<DateTimeValue | null>({ date: from });
  const [last, setLast] = useState<DateTimeValue | null>({ date: to });
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!first || !last) return setError('Choose a first and a last day.');
    if (last.date < first.date) return setError('Choose a last day on or after the first.');
    setError(null);
    onChange({ from: first.date, to: last.date });
  };
  return (
    <form aria-label="Days to reconcile" onSubmit={submit} noValidate className="mk-console-filters">
      <DateTimePicker label="From" granularity="day" value={first} onChange={setFirst} />
      <DateTimePicker label="To" granularity="day" value={last} onChange={setLast} errorMessage={error ?? undefined} />
      <Button type="submit" variant="secondary">
        Show these days
      </Button>
    </form>
  );
}
