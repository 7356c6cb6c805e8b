import { purchaseOrderStatuses, purchaseOrderStatusWords, PURCHASE_ORDER_SEARCH_MAX } from '@marketplace/contracts';
import { Button, DateTimePicker, Form, Select, Stack, TextField } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import type { HistoryState } from './history-query';

/** Props of {@link HistoryFilters}. */
export interface HistoryFiltersProps {
  state: HistoryState;
  /** A new set of filters; the page goes back to the first. */
  onChange: (filters: Omit<HistoryState, 'page'>) => void;
}

const ANY = 'any';
const statusOptions = [{ value: ANY, label: 'Any status' }, ...purchaseOrderStatuses.map((status) => ({ value: status, label: purchaseOrderStatusWords(status, { viewer: 'supplier' }) }))];

/**
 * The history's filters: status and placing days apply at once; the number search applies on
 * Enter or "Search", so each keystroke does not reload the list.
 */
export function HistoryFilters({ state, onChange }: HistoryFiltersProps): ReactElement {
  const [search, setSearch] = useState(state.search);
  const filters = { status: state.status, from: state.from, to: state.to, search: state.search };
  return (
    <Stack gap="sm">
      <Stack direction="horizontal" gap="md" align="end" wrap>
        <Select
          label="Status"
          options={statusOptions}
          value={state.status ?? ANY}
          onChange={(value) => onChange({ ...filters, status: value && value !== ANY ? (value as HistoryState['status']) : null })}
        />
        <DateTimePicker
          label="Placed from"
          granularity="day"
          value={state.from ? { date: state.from } : null}
          {...(state.to ? { maxValue: state.to } : {})}
          onChange={(value) => onChange({ ...filters, from: value?.date ?? null })}
        />
        <DateTimePicker
          label="Placed to"
          granularity="day"
          value={state.to ? { date: state.to } : null}
          {...(state.from ? { minValue: state.from } : {})}
          onChange={(value) => onChange({ ...filters, to: value?.date ?? null })}
        />
      </Stack>
      <Form role="search" aria-label="Search purchase orders" onSubmit={() => onChange({ ...filters, search: search.trim() })}>
        <Stack direction="horizontal" gap="sm" align="end" wrap>
          <TextField label="Purchase-order or order number" value={search} onChange={setSearch} maxLength={PURCHASE_ORDER_SEARCH_MAX} />
          <Button type="submit" variant="secondary">
            Search
          </Button>
          {state.status || state.from || state.to || state.search ? (
            <Button
              variant="ghost"
              onPress={() => {
                setSearch('');
                onChange({ status: null, from: null, to: null, search: '' });
              }}
            >
              Clear filters
            </Button>
          ) : null}
        </Stack>
      </Form>
    </Stack>
  );
}
