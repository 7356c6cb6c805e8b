import { httpClient, toApiError } from '@marketplace/api-client';
import { MAX_PRICE_LIST_BYTES, MAX_PRICE_LIST_ROWS } from '@marketplace/contracts';
import { Card, FormError, showFlash } from '@marketplace/ui-kit';
import { useId, useState, type ReactElement } from 'react';
import { useDispatch } from 'react-redux';
import { supplierApi, type PriceListImportData } from '../../api/supplier-api';

const columnLabels: Record<string, string> = { sku: 'SKU', price: 'price', stock: 'stock', leadTimeDays: 'lead time', lead_time_days: 'lead time' };

/** The server's `rows.<line>.<column>` field errors as sentences, in line order. */
export function rowProblems(fields: Record<string, string> | undefined): string[] {
  return Object.entries(fields ?? {})
    .map(([key, message]) => {
      const row = /^rows\.(\d+)\.(.+)$/.exec(key);
      return row ? { line: Number(row[1]), text: `Line ${row[1]}, ${columnLabels[row[2] ?? ''] ?? row[2]}: ${message}` } : { line: 0, text: message };
    })
    .sort((a, b) => a.line - b.line)
    .map((problem) => problem.text);
}

/**
 * Updates prices, stock and lead times from a CSV price list (sku, price, stock, lead_time_days).
 * The API checks every row first and changes nothing unless all are valid; the problems of each
 * bad row are listed here so the file can be fixed and sent again.
 */
export function PriceListImport(): ReactElement {
  const dispatch = useDispatch();
  const inputId = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function send(file: File): Promise<void> {
    setProblems([]);
    if (file.size > MAX_PRICE_LIST_BYTES) {
      setProblems([`The file may be at most ${MAX_PRICE_LIST_BYTES / 1024 / 1024} MB.`]);
      return;
    }
    const body = new FormData();
    body.append('file', file, file.name);
    setBusy(true);
    try {
      const { data } = await httpClient.post<PriceListImportData>('/api/product_supplier_variant/import', body);
      dispatch(supplierApi.util.invalidateTags(['Catalog']));
      dispatch(showFlash({ message: `Price list imported: ${data.updated} of ${data.rows} offers changed.`, level: 'success' }));
    } catch (error) {
      const apiError = toApiError(error);
      const listed = rowProblems(apiError.fields);
      setProblems(listed.length > 0 ? listed : [apiError.displayError || 'We could not import the price list. Please try again.']);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Import a price list" titleLevel={2} description={`A CSV with the columns sku, price, stock and lead_time_days (up to ${MAX_PRICE_LIST_ROWS} rows). Nothing changes unless every row is valid.`}>
      {problems.length > 0 ? <FormError title="Nothing was changed: fix these rows and send the file again" error={problems} /> : null}
      <label htmlFor={inputId}>Price list (CSV)</label>{' '}
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        disabled={busy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void send(file);
        }}
      />
    </Card>
  );
}
