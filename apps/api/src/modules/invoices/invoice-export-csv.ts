import type { InvoiceExportFormat } from '@marketplace/contracts';
import { stringify } from 'csv-stringify/sync';
import { format, parseISO } from 'date-fns';
import { csvAmount, csvText } from '../../lib/csv-cells';
import type { AccountAssignment } from './account-codes.repository';

/** A line of an exported invoice, with the account it is booked to. */
export interface ExportedLine {
  description: string;
  sku: string | null;
  quantity: number;
  unit_price_cents: number;
  amount_cents: number;
  account: AccountAssignment;
}

/** An approved invoice as the bookkeeping export writes it. */
export interface ExportedInvoice {
  number: string;
  supplier_name: string;
  invoice_date: string;
  due_date: string;
  net_terms_days: number;
  currency: string;
  total_cents: number;
  tax_cents: number;
  freight_cents: number;
  purchase_order_number: string;
  project_name: string;
  /** The company's default account: freight and tax are booked to it. */
  default_account: AccountAssignment;
  lines: readonly ExportedLine[];
}

/** Xero's bill import, column for column (PROCUREMENT.md); starred columns are the ones Xero requires. */
export const XERO_COLUMNS = [
  '*ContactName', 'EmailAddress', 'POAddressLine1', 'POAddressLine2', 'POAddressLine3', 'POAddressLine4', 'POCity', 'PORegion', 'POPostalCode', 'POCountry',
  '*InvoiceNumber', '*InvoiceDate', '*DueDate', 'Total', 'InventoryItemCode', 'Description', '*Quantity', '*UnitAmount', '*AccountCode', '*TaxType', 'TaxAmount',
  'TrackingName1', 'TrackingOption1', 'TrackingName2', 'TrackingOption2', 'Currency',
] as const;

/** QuickBooks Online's bill import, column for column (PROCUREMENT.md). */
export const QUICKBOOKS_COLUMNS = ['Bill No', 'Vendor', 'Bill Date', 'Due Date', 'Terms', 'Location', 'Memo', 'Account', 'Line Description', 'Line Amount', 'Class', 'Customer', 'Billable'] as const;

/** The supplier's tax is a line of its own, so Xero must add none to any line. */
export const XERO_TAX_TYPE = 'Tax Exempt';

/** A calendar date as both programs read a US company's dates: MM/dd/yyyy. */
export const usDate = (date: string) => format(parseISO(date), 'MM/dd/yyyy');

/**
 * The invoice's lines, then its freight and tax as lines of their own when there are any, so the
 * rows add up to its total; freight and tax belong to no category, so they go to the default account.
 */
function rowsOf(invoice: ExportedInvoice): ExportedLine[] {
  const extras: ExportedLine[] = [
    { description: 'Freight', sku: null, quantity: 1, unit_price_cents: invoice.freight_cents, amount_cents: invoice.freight_cents, account: invoice.default_account },
    { description: 'Sales tax', sku: null, quantity: 1, unit_price_cents: invoice.tax_cents, amount_cents: invoice.tax_cents, account: invoice.default_account },
  ].filter((extra) => extra.amount_cents > 0);
  return [...invoice.lines, ...extras];
}

/** Grouped by supplier, then invoice number, as Xero groups a bill's rows. */
const grouped = (invoices: readonly ExportedInvoice[]) => [...invoices].sort((a, b) => a.supplier_name.localeCompare(b.supplier_name) || a.number.localeCompare(b.number));

/** Xero bills: one row per line, booked to its account's code; the project is tracking category "Project"; the purchase order number leads each description. */
export function xeroBillsCsv(invoices: readonly ExportedInvoice[]): string {
  const rows: string[][] = [[...XERO_COLUMNS]];
  for (const invoice of grouped(invoices)) {
    for (const line of rowsOf(invoice)) {
      rows.push([
        csvText(invoice.supplier_name), '', '', '', '', '', '', '', '', '',
        csvText(invoice.number), usDate(invoice.invoice_date), usDate(invoice.due_date), csvAmount(invoice.total_cents),
        line.sku ? csvText(line.sku) : '', csvText(`PO ${invoice.purchase_order_number}: ${line.description}`), String(line.quantity), csvAmount(line.unit_price_cents),
        csvText(line.account.xero_code), XERO_TAX_TYPE, csvAmount(0),
        'Project', csvText(invoice.project_name), '', '', invoice.currency,
      ]);
    }
  }
  return stringify(rows);
}

/** QuickBooks Online bills: one row per line, booked to its account's name, dates MM/dd/yyyy, the project as the line's customer (QuickBooks keeps projects as customers). */
export function quickBooksBillsCsv(invoices: readonly ExportedInvoice[]): string {
  const rows: string[][] = [[...QUICKBOOKS_COLUMNS]];
  for (const invoice of grouped(invoices)) {
    for (const line of rowsOf(invoice)) {
      rows.push([
        csvText(invoice.number), csvText(invoice.supplier_name), usDate(invoice.invoice_date), usDate(invoice.due_date), `Net ${invoice.net_terms_days}`, '',
        csvText(`PO ${invoice.purchase_order_number}`), csvText(line.account.quickbooks_account), csvText(line.description), csvAmount(line.amount_cents), '', csvText(invoice.project_name), 'No',
      ]);
    }
  }
  return stringify(rows);
}

/** The bills file in the format asked for. */
export function invoicesCsv(formatName: InvoiceExportFormat, invoices: readonly ExportedInvoice[]): string {
  return formatName === 'xero' ? xeroBillsCsv(invoices) : quickBooksBillsCsv(invoices);
}
