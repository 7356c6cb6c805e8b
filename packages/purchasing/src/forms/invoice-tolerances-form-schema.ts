import { dollarsOfCents } from '@marketplace/ui-kit';
import { z } from 'zod';
import type { InvoiceTolerancesData } from '../api/invoice-tolerances-api';
import { requiredDollarsField } from './dollar-amounts';
import { MAX_TOLERANCE_BASIS_POINTS, MAX_TOLERANCE_UNITS } from './procurement-rules';

const largestPercent = MAX_TOLERANCE_BASIS_POINTS / 100;

/** A percent typed as people write it ("2", "2.5", "0.25") sent in basis points (200, 250, 25). */
function percentField(what: string) {
  return z.string().transform((text, context): number => {
    const cleaned = text.trim().replace(/%$/, '').trim();
    const basisPoints = /^\d+(\.\d{1,2})?$/.test(cleaned) ? Math.round(Number(cleaned) * 100) : null;
    if (basisPoints !== null && basisPoints <= MAX_TOLERANCE_BASIS_POINTS) return basisPoints;
    context.addIssue({ code: 'custom', message: `Give the ${what} as a percent from 0 to ${largestPercent}, e.g. 2.5.` });
    return z.NEVER;
  });
}

const unitsMessage = `Give whole units from 0 to ${MAX_TOLERANCE_UNITS}.`;

/**
 * The company's invoice tolerances, each a percent and an amount (decision 0610): over either is an
 * exception. Percents are typed in percent and sent in basis points, amounts typed in dollars and
 * sent in cents; 0 allows nothing over. With them, whether an invoice that matches within them is
 * approved automatically.
 */
export const invoiceTolerancesFormSchema = z
  .object({
    pricePercent: percentField('price tolerance'),
    priceDollars: requiredDollarsField('Give the amount in dollars, 0 for none.'),
    quantityPercent: percentField('quantity tolerance'),
    quantityUnits: z
      .string()
      .trim()
      .regex(/^\d+$/, { error: unitsMessage })
      .transform(Number)
      .pipe(z.number().max(MAX_TOLERANCE_UNITS, { error: unitsMessage })),
    totalPercent: percentField('total tolerance'),
    totalDollars: requiredDollarsField('Give the amount in dollars, 0 for none.'),
    autoApproveMatched: z.boolean(),
  })
  .transform((values) => ({
    defaults: {
      priceBasisPoints: values.pricePercent,
      priceAmountCents: values.priceDollars,
      quantityBasisPoints: values.quantityPercent,
      quantityUnits: values.quantityUnits,
      totalBasisPoints: values.totalPercent,
      totalAmountCents: values.totalDollars,
    },
    autoApproveMatched: values.autoApproveMatched,
  }));
export type InvoiceTolerancesFormInput = z.input<typeof invoiceTolerancesFormSchema>;
export type InvoiceTolerancesFormOutput = z.output<typeof invoiceTolerancesFormSchema>;

/** Basis points as the form shows them: 250 → "2.5". */
const percentOf = (basisPoints: number) => String(basisPoints / 100);

/** The form's fields filled with the company's tolerances in force, and its word on matched invoices. */
export function invoiceTolerancesFormValues({ defaults: values, autoApproveMatched }: Pick<InvoiceTolerancesData, 'defaults' | 'autoApproveMatched'>): InvoiceTolerancesFormInput {
  return {
    pricePercent: percentOf(values.priceBasisPoints),
    priceDollars: dollarsOfCents(values.priceAmountCents),
    quantityPercent: percentOf(values.quantityBasisPoints),
    quantityUnits: String(values.quantityUnits),
    totalPercent: percentOf(values.totalBasisPoints),
    totalDollars: dollarsOfCents(values.totalAmountCents),
    autoApproveMatched,
  };
}

/** Which field shows each of the API's (camelCased) field names. */
export const tolerancesFieldOfApiField = {
  'defaults.priceBasisPoints': 'pricePercent',
  'defaults.priceAmountCents': 'priceDollars',
  'defaults.quantityBasisPoints': 'quantityPercent',
  'defaults.quantityUnits': 'quantityUnits',
  'defaults.totalBasisPoints': 'totalPercent',
  'defaults.totalAmountCents': 'totalDollars',
  autoApproveMatched: 'autoApproveMatched',
} as const;
