import type { InvoiceExportFormat } from '@marketplace/contracts';
import { stringify } from 'csv-stringify/sync';
import { csvAmount, csvText } from '../../lib/csv-cells';
import type { AccountAssignment } from './account-codes.repository';
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
 * requires. The account is the one the payment is made from: the company's paying account.
 */
export const XERO_PAYMENT_COLUMNS = ['*InvoiceNumber', '*ContactName', '*Date', '*Amount', 'Reference', '*AccountCode', 'Currency'] as const;

/** QuickBooks Online's bill payment import, column for column (decision 0610). */
export const QUICKBOOKS_PAYMENT_COLUMNS = ['Bill No', 'Vendor', 'Payment Date', 'Amount', 'Payment Account', 'Reference', 'Memo'] as const;

/** By payment day, then supplier and number, as a bank statement lists them. */
const inOrder = (payments: readonly ExportedPayment[]) =>
  [...payments].sort((a, b) => a.paid_on.localeCompare(b.paid_on) || a.supplier_name.localeCompare(b.supplier_name) || a.number.localeCompare(b.number));

/** Xero payments: one row per paid invoice, the whole total, on the day it was paid (MM/dd/yyyy), from the paying account's code. */
export function xeroPaymentsCsv(payments: readonly ExportedPayment[], account: AccountAssignment): string {
  const rows: string[][] = [[...XERO_PAYMENT_COLUMNS]];
  for (const payment of inOrder(payments)) {
    rows.push([csvText(payment.number), csvText(payment.supplier_name), usDate(payment.paid_on), csvAmount(payment.amount_cents), csvText(payment.reference), csvText(account.xero_code), payment.currency]);
  }
  return stringify(rows);
}

/** QuickBooks Online bill payments: one row per paid invoice, from the paying account's name, the purchase order in the memo. */
export function quickBooksPaymentsCsv(payments: readonly ExportedPayment[], account: AccountAssignment): string {
  const rows: string[][] = [[...QUICKBOOKS_PAYMENT_COLUMNS]];
  for (const payment of inOrder(payments)) {
    rows.push([csvText(payment.number), csvText(payment.supplier_name), usDate(payment.paid_on), csvAmount(payment.amount_cents), csvText(account.quickbooks_account), csvText(payment.reference), csvText(`PO ${payment.purchase_order_number}`)]);
  }
  return stringify(rows);
}

/** The payments file in the format asked for, every payment from the company's paying account. */
export function paymentsCsv(formatName: InvoiceExportFormat, payments: readonly ExportedPayment[], account: AccountAssignment): string {
  return formatName === 'xero' ? xeroPaymentsCsv(payments, account) : quickBooksPaymentsCsv(payments, account);
}
