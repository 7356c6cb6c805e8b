import { z } from 'zod';
import { basisPointsOfPercent } from '../lib/commission-rate';

/** The highest commission the API accepts: 5000 basis points. */
const MAX_PERCENT = 50;

/** A commission typed as a percentage ("5", "2.5"), as the API's rules allow it. */
export const commissionPercentSchema = z.string().refine((text) => {
  const basisPoints = basisPointsOfPercent(text);
  return basisPoints !== null && basisPoints <= MAX_PERCENT * 100;
}, `Give a rate from 0 to ${MAX_PERCENT}%, with at most two decimals.`);

/** The marketplace's money settings as typed: the commission in percent, the holding period in days. */
export const moneySettingsFormSchema = z.object({
  commissionPercent: commissionPercentSchema,
  holdingDays: z.string().regex(/^\d{1,2}$/, 'Give a whole number of days from 0 to 90.').refine((text) => Number(text) <= 90, 'Hold payouts 90 days at most.'),
});
export type MoneySettingsFormValues = z.infer<typeof moneySettingsFormSchema>;

/** A commission override as typed: for whom, and the rate in percent. */
export const commissionOverrideFormSchema = z.object({
  scope: z.enum(['supplier', 'category']),
  scopeId: z.string().min(1, 'Choose who the rate is for.'),
  ratePercent: commissionPercentSchema,
});
export type CommissionOverrideFormValues = z.infer<typeof commissionOverrideFormSchema>;

/** Which typed field each of the API's field names is shown under. */
export const apiFieldOfFormField = {
  commissionBasisPoints: 'commissionPercent',
  payoutHoldingDays: 'holdingDays',
} as const;
