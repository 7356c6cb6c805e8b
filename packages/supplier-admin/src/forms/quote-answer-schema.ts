import { quoteAnswerLineRequestSchema, quoteAnswerLineStatuses, quoteAnswerRequestSchema, type QuoteAnswerLineStatus } from '@marketplace/contracts';
import { centsOfDollars, dollarsOfCents } from '@marketplace/ui-kit';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import type { QuoteAnswerData, QuoteAnswerPayload, QuoteLineData } from '../api/supplier-quotes-api';
import { contractProblem } from './contract-rule';

// The answer form holds what the supplier types (dollars, whole numbers and days as text); once
// valid it becomes the API's body. The contracts' rules check the numbers and the notes, so the
// form refuses what the API would.

const lineRules = quoteAnswerLineRequestSchema.shape;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One line of the form, as typed. */
const answerLineFormSchema = z.object({
  quoteLineId: z.string(),
  status: z.enum(quoteAnswerLineStatuses),
  /** The id of the supplier's own offer proposed instead ('' while none is chosen). */
  substituteOfferId: z.string(),
  unitPrice: z.string(),
  availableQuantity: z.string(),
  shipDate: z.string(),
  note: z.string(),
});

/** What the form holds (text, as typed). */
export type QuoteAnswerFormValues = z.input<ReturnType<typeof quoteAnswerFormSchema>>;
/** One line of {@link QuoteAnswerFormValues}. */
export type QuoteAnswerLineFormValues = QuoteAnswerFormValues['lines'][number];

/**
 * The answer form's rules, with `today` (YYYY-MM-DD, the viewer's) for the days that may not be
 * in the past: a price on every line offered or substituted (and none on a line not available),
 * an offer of the supplier's own for a substitute, whole quantities, and days as the API takes them.
 */
export function quoteAnswerFormSchema(today: string) {
  return z
    .object({
      validUntil: z.string().regex(DAY, { error: 'Choose the last day your prices hold.' }).refine((day) => day >= today, { error: 'Choose today or a later day.' }),
      note: z.string(),
      lines: z.array(answerLineFormSchema),
    })
    .superRefine((form, context) => {
      const note = contractProblem(quoteAnswerRequestSchema.shape.note, form.note);
      if (note) context.addIssue({ code: 'custom', path: ['note'], message: note });
      form.lines.forEach((line, index) => {
        const at = (field: keyof QuoteAnswerLineFormValues, message: string) => context.addIssue({ code: 'custom', path: ['lines', index, field], message });
        if (line.status !== 'unavailable') {
          const cents = centsOfDollars(line.unitPrice);
          const price = cents === null ? 'Give the unit price in dollars, like 14.50.' : contractProblem(lineRules.unit_price_cents, cents);
          if (price) at('unitPrice', price);
        }
        if (line.status === 'substitute' && !line.substituteOfferId) at('substituteOfferId', 'Choose the offer of yours you propose instead.');
        const quantity = line.availableQuantity.trim();
        if (quantity && !/^\d+$/.test(quantity)) at('availableQuantity', 'Give a whole quantity, or leave it empty for all of it.');
        else if (quantity) {
          const problem = contractProblem(lineRules.available_quantity, Number(quantity));
          if (problem) at('availableQuantity', problem);
        }
        if (line.shipDate && line.shipDate < today) at('shipDate', 'Choose a ship date that is not in the past.');
        const lineNote = contractProblem(lineRules.note, line.note);
        if (lineNote) at('note', lineNote);
      });
    })
    .transform((form): QuoteAnswerPayload => ({
      validUntil: form.validUntil,
      note: form.note.trim() || null,
      lines: form.lines.map((line) => ({
        quoteLineId: line.quoteLineId,
        status: line.status,
        ...(line.status === 'unavailable' ? {} : { unitPriceCents: centsOfDollars(line.unitPrice) ?? 0 }),
        ...(line.status === 'substitute' ? { substitutePsvId: line.substituteOfferId } : {}),
        availableQuantity: line.availableQuantity.trim() ? Number(line.availableQuantity.trim()) : null,
        shipDate: line.shipDate || null,
        note: line.note.trim() || null,
      })),
    }));
}

/**
 * The form's starting values: the supplier's current answer when it revises one (so a revision
 * changes only what moved), else every line offered and empty, prices held for `validUntil`.
 */
export function quoteAnswerDefaults(lines: readonly QuoteLineData[], previous: QuoteAnswerData | undefined, validUntil: string): QuoteAnswerFormValues {
  const answered = new Map(previous?.lines.map((line) => [line.quoteLineId, line]));
  return {
    validUntil: previous && !previous.expired ? previous.validUntil : validUntil,
    note: previous?.note ?? '',
    lines: lines.map((line) => {
      const before = answered.get(line.id);
      const status: QuoteAnswerLineStatus = before?.status ?? 'offered';
      return {
        quoteLineId: line.id,
        status,
        substituteOfferId: status === 'substitute' ? (before?.productSupplierVariantId ?? '') : '',
        unitPrice: before?.unitPriceCents != null ? dollarsOfCents(before.unitPriceCents) : '',
        availableQuantity: before?.availableQuantity != null ? String(before.availableQuantity) : '',
        shipDate: before?.shipDate ?? '',
        note: before?.note ?? '',
      };
    }),
  };
}

/** The API's field names (camelCased) for the form's, e.g. `lines.2.unitPriceCents` → `lines.2.unitPrice`. */
export function quoteAnswerFieldOfApiField(lineCount: number): Record<string, Path<QuoteAnswerFormValues>> {
  const perLine = { unitPriceCents: 'unitPrice', substitutePsvId: 'substituteOfferId', availableQuantity: 'availableQuantity', shipDate: 'shipDate', note: 'note', status: 'status' } as const;
  const fields: Record<string, Path<QuoteAnswerFormValues>> = { validUntil: 'validUntil', note: 'note' };
  for (let index = 0; index < lineCount; index += 1) {
    for (const [api, form] of Object.entries(perLine)) fields[`lines.${index}.${api}`] = `lines.${index}.${form}`;
  }
  return fields;
}
