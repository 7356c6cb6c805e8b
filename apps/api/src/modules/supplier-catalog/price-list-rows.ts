import { MAX_PRICE_LIST_ROWS, offerFieldSchemas, priceListColumns } from '@marketplace/contracts';
import { validationError } from '../../lib/app-error';
import { parseCsv } from './price-list-csv';

/** An offer as the import compares it with its row. */
export interface ListedOffer {
  id: string;
  price_cents: number;
  stock_on_hand: number;
  lead_time_days: number;
}

/** What one valid row sets on its offer, and whether that differs from what the offer has. */
export interface OfferStockUpdate {
  id: string;
  price_cents: number;
  stock_on_hand: number;
  lead_time_days: number;
  changed: boolean;
}

type Column = (typeof priceListColumns)[number];

/** Header spellings a price list may use for each column. */
const columnAliases: Record<Column, string[]> = {
  sku: ['sku'],
  price: ['price', 'unit_price', 'price_usd'],
  stock: ['stock', 'stock_on_hand', 'quantity', 'qty'],
  lead_time_days: ['lead_time_days', 'lead_time', 'lead_days'],
};

/** A price written in dollars (`12.5`, `$1,299.00`) in cents, or null. */
function dollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A whole number written plainly (`12`, `1,200`), or null. */
function wholeNumberOf(text: string): number | null {
  const cleaned = text.trim().replaceAll(',', '');
  return /^\d+$/.test(cleaned) ? Number(cleaned) : null;
}

/**
 * Reads a price list (decision 0400) into the update of each row's offer, looking the offers up
 * by SKU (lower-cased) with `findOffers` in one call. Every row is checked before anything
 * changes: any problem is a 400 naming each one as `rows.<line>.<column>`.
 */
export async function readPriceList(
  csv: string,
  findOffers: (skus: readonly string[]) => Promise<Map<string, ListedOffer>>,
): Promise<{ rows: number; updates: OfferStockUpdate[] }> {
  const parsed = parseCsv(csv);
  if ('error' in parsed) throw validationError({ file: parsed.error });
  const [header, ...data] = parsed.rows;
  if (!header) throw validationError({ file: 'The file is empty. Start it with the header line sku,price,stock,lead_time_days.' });
  const names = header.fields.map((name) => name.trim().toLowerCase().replace(/[\s-]+/g, '_'));
  const columnIndex = Object.fromEntries(priceListColumns.map((column) => [column, names.findIndex((name) => columnAliases[column].includes(name))])) as Record<
    Column,
    number
  >;
  const missing = priceListColumns.filter((column) => columnIndex[column] < 0);
  if (missing.length > 0) throw validationError({ file: `The header line lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.` });
  if (data.length === 0) throw validationError({ file: 'The file has a header line but no rows.' });
  if (data.length > MAX_PRICE_LIST_ROWS) throw validationError({ file: `Split the list: at most ${MAX_PRICE_LIST_ROWS} rows per file.` });

  const offers = await findOffers(data.map((row) => row.fields[columnIndex.sku] ?? ''));
  const fields: Record<string, string> = {};
  const seen = new Map<string, number>();
  const updates: OfferStockUpdate[] = [];
  for (const { line, fields: cells } of data) {
    const cell = (column: Column) => (cells[columnIndex[column]] ?? '').trim();
    const error = (column: string, message: string) => {
      fields[`rows.${line}.${column}`] ??= message;
    };
    const sku = cell('sku');
    const offer = offers.get(sku.toLowerCase());
    if (!sku) error('sku', 'Enter the SKU.');
    else if (!offer) error('sku', `None of your offers has the SKU ${sku}.`);
    else if (seen.has(sku.toLowerCase())) error('sku', `This SKU is also on line ${seen.get(sku.toLowerCase())}.`);
    if (sku) seen.set(sku.toLowerCase(), seen.get(sku.toLowerCase()) ?? line);
    const price = dollarsToCents(cell('price'));
    const stock = wholeNumberOf(cell('stock'));
    const lead = wholeNumberOf(cell('lead_time_days'));
    if (price === null || !offerFieldSchemas.price_cents.safeParse(price).success) error('price', 'Enter a price in dollars, like 12.50.');
    if (stock === null || !offerFieldSchemas.stock_on_hand.safeParse(stock).success) error('stock', 'Enter a stock of 0 or more, as a whole number.');
    if (lead === null || !offerFieldSchemas.lead_time_days.safeParse(lead).success) error('lead_time_days', 'Enter a lead time from 0 to 365 days.');
    if (offer && price !== null && stock !== null && lead !== null) {
      const changed = offer.price_cents !== price || offer.stock_on_hand !== stock || offer.lead_time_days !== lead;
      updates.push({ id: offer.id, price_cents: price, stock_on_hand: stock, lead_time_days: lead, changed });
    }
  }
  // All or nothing: one bad row and no offer changes.
  if (Object.keys(fields).length > 0) throw validationError(fields);
  return { rows: data.length, updates };
}
