import type { InvoiceExportFormat } from '@marketplace/contracts';
import { stringify } from 'csv-stringify/sync';
import { csvAmount, csvText } from '../../lib/csv-cells';
import { usDate } from './invoice-export-csv';

/** A paid invoice as the payments file writes it. */
export interface ExportedPayment {
  /** The supplier's invoice number: the bill the payment settles. */
  number: string;
  supplier_name: string;
  /** YYYY-MM-DD: the UTC day it was marked paid, or settled on the credit terms. */
  paid_on: string;
  amount_cents: number;
  currency: string;
  /** "Credit terms", the payer's note, or "Marked paid". */
  reference: string;
  purchase_order_number: string;
}

/**
 * Xero's payment import, column for column (decision 0610); starred columns are the ones it
 * requires. The account is the one the payment is made from.
 */
export const XERO_PAYMENT_COLUMNS = ['*InvoiceNumber', '*ContactName', '*Date', '*Amount', 'Reference', '*AccountCode', 'Currency'] as const;

/** QuickBooks Online's bill payment import, column for column (decision 0610). */
export const QUICKBOOKS_PAYMENT_COLUMNS = ['Bill No', 'Vendor', 'Payment Date', 'Amount', 'Payment Account', 'Reference', 'Memo'] as const;

/**
 * The account every payment is recorded from: the bank account of each program's standard chart
 * (Xero's "Business Bank Account", code 090; QuickBooks' "Checking"). The marketplace does not
 * know the company's bank accounts; one named otherwise is changed in the program's import.
 */
export const XERO_PAYMENT_ACCOUNT_CODE = '090';
export const QUICKBOOKS_PAYMENT_ACCOUNT = 'Checking';

/** By payment day, then supplier and number, as a bank statement lists them. */
const inOrder = (payments: readonly ExportedPayment[]) =>
  [...payments].sort((a, b) => a.paid_on.localeCompare(b.paid_on) || a.supplier_name.localeCompare(b.supplier_name) || a.number.localeCompare(b.number));

/** Xero payments: one row per paid invoice, the whole total, on the day it was paid (MM/dd/yyyy). */
export function xeroPaymentsCsv(payments: readonly ExportedPayment[]): string {
  const rows: string[][] = [[...XERO_PAYMENT_COLUMNS]];
  for (const payment of inOrder(payments)) {
    rows.push([csvText(payment.number), csvText(payment.supplier_name), usDate(payment.paid_on), csvAmount(payment.amount_cents), csvText(payment.reference), XERO_PAYMENT_ACCOUNT_CODE, payment.currency]);
  }
  return stringify(rows);
}

/** QuickBooks Online bill payments: one row per paid invoice, the purchase order in the memo. */
export function quickBooksPaymentsCsv(payments: readonly ExportedPayment[]): string {
  const rows: string[][] = [[...QUICKBOOKS_PAYMENT_COLUMNS]];
  for (const payment of inOrder(payments)) {
    rows.push([csvText(payment.number), csvText(payment.supplier_name), usDate(payment.paid_on), csvAmount(payment.amount_cents), QUICKBOOKS_PAYMENT_ACCOUNT, csvText(payment.reference), csvText(`PO ${payment.purchase_order_number}`)]);
  }
  return stringify(rows);
}

/** The payments file in the format asked for. */
export function paymentsCsv(formatName: InvoiceExportFormat, payments: readonly ExportedPayment[]): string {
  return formatName === 'xero' ? xeroPaymentsCsv(payments) : quickBooksPaymentsCsv(payments);
}
