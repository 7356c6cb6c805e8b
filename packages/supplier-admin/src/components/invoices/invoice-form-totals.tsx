import { centsOfDollars, formatMoney } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { InvoiceFormOutput, InvoiceFormValues } from '../../forms/invoice-form-schema';
import '../../styles/supplier-admin.css';

/** Typed dollars as cents, 0 while they are not an amount yet: a running total never shows an error. */
const centsOrZero = (text: string) => centsOfDollars(text) ?? 0;

/** The invoice's total as typed so far: the lines, tax and freight, in the purchase order's currency. */
export function InvoiceFormTotals({ control, currency }: { control: Control<InvoiceFormValues, unknown, InvoiceFormOutput>; currency: string }): ReactElement {
  const [lines, tax, freight] = useWatch({ control, name: ['lines', 'tax', 'freight'] });
  const subtotal = lines.reduce((sum, line) => sum + (/^\d+$/.test(line.quantity.trim()) ? Number(line.quantity) : 0) * centsOrZero(line.unitPrice), 0);
  return (
    <dl className="mk-facts" aria-label="Invoice total">
      <div>
        <dt>Lines</dt>
        <dd>{formatMoney(subtotal, currency)}</dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd className="mk-facts__total">{formatMoney(subtotal + centsOrZero(tax) + centsOrZero(freight), currency)}</dd>
      </div>
    </dl>
  );
}
