import { invoiceCreateSchema, invoiceLineInputSchema, MAX_ATTACHMENT_BYTES } from '@marketplace/contracts';
import { centsOfDollars, dollarsOfCents } from '@marketplace/ui-kit';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import type { IncomingPurchaseOrder } from '../api/supplier-orders-api';
import type { BillableLineData, InvoicePayload, SupplierInvoice } from '../api/supplier-invoices-api';
import { lineName } from '../components/order-panels/order-format';
import { contractProblem } from './contract-rule';

// The invoice form holds what the supplier types (dollars, quantities and days as text) and the
// PDF chosen; once valid it becomes the API's body and the file to attach. The contracts' rules
// check each value, so the form refuses what the API would, in the API's words.

const rules = invoiceCreateSchema.shape;
const lineRules = invoiceLineInputSchema.shape;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const invoiceLineFormSchema = z.object({
  /** The purchase order's line billed; null for a line the purchase order does not have. */
  lineItemId: z.string().nullable(),
  description: z.string(),
  unitOfMeasure: z.string(),
  quantity: z.string(),
  unitPrice: z.string(),
});

/** What the form holds: text as typed, and the PDF chosen (if any). */
export type InvoiceFormValues = z.input<ReturnType<typeof invoiceFormSchema>>;
/** One line of {@link InvoiceFormValues}. */
export type InvoiceLineFormValues = InvoiceFormValues['lines'][number];
/** What a valid form sends: the API's body, and the PDF to attach once the invoice exists. */
export interface InvoiceFormOutput {
  invoice: InvoicePayload;
  attachment: File | null;
}

/** Dollars as typed for an amount that may be left empty (none), as cents; null when it is no amount. */
function optionalCents(text: string): number | null {
  return text.trim() === '' ? 0 : centsOfDollars(text);
}

/**
 * The invoice form's rules, with `today` (YYYY-MM-DD) as the latest invoice date. A corrected
 * invoice passes the id of the one it replaces, which the body then names.
 */
export function invoiceFormSchema(today: string, replacesInvoiceId?: string) {
  return z
    .object({
      number: z.string(),
      invoiceDate: z.string(),
      tax: z.string(),
      freight: z.string(),
      lines: z.array(invoiceLineFormSchema),
      attachment: z.custom<File | null>((value) => value === null || (typeof File !== 'undefined' && value instanceof File)),
    })
    .superRefine((form, context) => {
      const at = (path: (string | number)[], message: string | null) => {
        if (message) context.addIssue({ code: 'custom', path, message });
      };
      at(['number'], contractProblem(rules.number, form.number));
      if (!DAY.test(form.invoiceDate)) at(['invoiceDate'], 'Choose the invoice date.');
      else if (form.invoiceDate > today) at(['invoiceDate'], 'Date the invoice today or earlier.');
      for (const [field, label] of [
        ['tax', 'tax'],
        ['freight', 'freight'],
      ] as const) {
        const cents = optionalCents(form[field]);
        at([field], cents === null ? `Give the ${label} in dollars, like 12.50, or leave it empty.` : contractProblem(field === 'tax' ? rules.tax_cents : rules.freight_cents, cents));
      }
      if (form.lines.length === 0) at(['lines'], 'Bill at least one line.');
      form.lines.forEach((line, index) => {
        at(['lines', index, 'description'], contractProblem(lineRules.description, line.description));
        at(['lines', index, 'quantity'], /^\d+$/.test(line.quantity.trim()) ? contractProblem(lineRules.quantity, Number(line.quantity)) : 'Give the quantity billed as a whole number.');
        const cents = centsOfDollars(line.unitPrice);
        at(['lines', index, 'unitPrice'], cents === null ? 'Give the unit price in dollars, like 14.50.' : contractProblem(lineRules.unit_price_cents, cents));
      });
      const file = form.attachment;
      if (file && file.type !== 'application/pdf') at(['attachment'], 'Attach the invoice as a PDF.');
      else if (file && file.size > MAX_ATTACHMENT_BYTES) at(['attachment'], `Attach a PDF of at most ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB.`);
    })
    .transform(
      (form): InvoiceFormOutput => ({
        invoice: {
          number: form.number.trim(),
          invoiceDate: form.invoiceDate,
          taxCents: optionalCents(form.tax) ?? 0,
          freightCents: optionalCents(form.freight) ?? 0,
          lines: form.lines.map((line) => ({
            lineItemId: line.lineItemId,
            description: line.description.trim(),
            unitOfMeasure: line.unitOfMeasure || null,
            quantity: Number(line.quantity),
            unitPriceCents: centsOfDollars(line.unitPrice) ?? 0,
          })),
          ...(replacesInvoiceId ? { replacesInvoiceId } : {}),
        },
        attachment: form.attachment,
      }),
    );
}

/**
 * A new invoice of a purchase order, for the latest shipment: each line shipped or delivered and
 * not yet fully invoiced, for what is left to bill of it (shipped − billed on invoices that are
 * not void, as the API answers it), at the purchase order's price, in the purchase order's order.
 */
export function invoiceDefaultsFromPurchaseOrder(purchaseOrder: IncomingPurchaseOrder, billable: readonly BillableLineData[], today: string): InvoiceFormValues {
  const toBill = new Map(billable.map((line) => [line.lineItemId, line.toBill]));
  return {
    number: '',
    invoiceDate: today,
    tax: '',
    freight: '',
    attachment: null,
    lines: purchaseOrder.lineItems
      .filter((line) => (toBill.get(line.id) ?? 0) > 0)
      .map((line) => ({
        lineItemId: line.id,
        description: lineName(line),
        unitOfMeasure: line.unitOfMeasure,
        quantity: String(toBill.get(line.id)),
        unitPrice: dollarsOfCents(line.unitPriceCents),
      })),
  };
}

/**
 * A corrected invoice: the disputed one's lines, tax and freight to change what the builder
 * disputes. Its number is left to the supplier: the API takes each number once.
 */
export function invoiceDefaultsFromInvoice(invoice: SupplierInvoice, today: string): InvoiceFormValues {
  return {
    number: '',
    invoiceDate: today,
    tax: invoice.taxCents ? dollarsOfCents(invoice.taxCents) : '',
    freight: invoice.freightCents ? dollarsOfCents(invoice.freightCents) : '',
    attachment: null,
    lines: invoice.lines.map((line) => ({
      lineItemId: line.lineItemId,
      description: line.description,
      unitOfMeasure: line.unitOfMeasure ?? '',
      quantity: String(line.quantity),
      unitPrice: dollarsOfCents(line.unitPriceCents),
    })),
  };
}

/** The API's field names (camelCased) for the form's, e.g. `taxCents` → `tax`, `lines.1.unitPriceCents` → `lines.1.unitPrice`. */
export function invoiceFieldOfApiField(lineCount: number): Record<string, Path<InvoiceFormValues>> {
  const perLine = { lineItemId: 'description', description: 'description', unitOfMeasure: 'description', quantity: 'quantity', unitPriceCents: 'unitPrice' } as const;
  const fields: Record<string, Path<InvoiceFormValues>> = { number: 'number', invoiceDate: 'invoiceDate', taxCents: 'tax', freightCents: 'freight', lines: 'lines', file: 'attachment' };
  for (let index = 0; index < lineCount; index += 1) {
    for (const [api, form] of Object.entries(perLine)) fields[`lines.${index}.${api}`] = `lines.${index}.${form}`;
  }
  return fields;
}
