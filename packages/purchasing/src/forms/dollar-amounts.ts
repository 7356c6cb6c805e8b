import { centsOfDollars, dollarsOfCents, formatMoney } from '@marketplace/ui-kit';
import { z } from 'zod';
import { MAX_SPENDING_LIMIT_CENTS } from './company-rules';

const largest = formatMoney(MAX_SPENDING_LIMIT_CENTS);

/** Cents of a typed amount, or the reason it cannot be sent. */
function readDollars(text: string, hint: string): number | string {
  const cents = centsOfDollars(text);
  if (cents === null) return `Give the amount in dollars, e.g. 1250.50${hint}.`;
  return cents > MAX_SPENDING_LIMIT_CENTS ? `Give at most ${largest}.` : cents;
}

/**
 * An amount typed in dollars ("2500", "$12,500.50") sent in cents, within what the API accepts;
 * an empty field means none (`emptyMeans`: "no limit") and is sent as null.
 */
export function optionalDollarsField(emptyMeans: string) {
  return z.string().transform((text, context): number | null => {
    if (text.trim() === '') return null;
    const read = readDollars(text, `, or leave it empty for ${emptyMeans}`);
    if (typeof read === 'number') return read;
    context.addIssue({ code: 'custom', message: read });
    return z.NEVER;
  });
}

/** An amount typed in dollars and sent in cents that must be given (`missing`: what to say when it is not). */
export function requiredDollarsField(missing: string) {
  return z.string().transform((text, context): number => {
    const read = text.trim() === '' ? missing : readDollars(text, '');
    if (typeof read === 'number') return read;
    context.addIssue({ code: 'custom', message: read });
    return z.NEVER;
  });
}

/** Cents as a form shows them before any change: dollars, or empty for none. */
export function dollarsOrEmpty(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : dollarsOfCents(cents);
}
