import { describe, expect, it } from 'vitest';
import { commissionOverrideFormSchema, moneySettingsFormSchema } from './money-settings-form-schema';

describe('moneySettingsFormSchema', () => {
  it('takes a rate in percent and a holding period in days', () => {
    expect(moneySettingsFormSchema.safeParse({ commissionPercent: '5', holdingDays: '14' }).success).toBe(true);
    expect(moneySettingsFormSchema.safeParse({ commissionPercent: '2.75', holdingDays: '0' }).success).toBe(true);
  });

  it.each([
    [{ commissionPercent: '51', holdingDays: '14' }, 'Give a rate from 0 to 50%, with at most two decimals.'],
    [{ commissionPercent: 'five', holdingDays: '14' }, 'Give a rate from 0 to 50%, with at most two decimals.'],
    [{ commissionPercent: '5', holdingDays: '91' }, 'Hold payouts 90 days at most.'],
    [{ commissionPercent: '5', holdingDays: '1.5' }, 'Give a whole number of days from 0 to 90.'],
  ])('refuses %j', (values, message) => {
    const result = moneySettingsFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('needs an override to name its supplier or category', () => {
    const result = commissionOverrideFormSchema.safeParse({ scope: 'supplier', scopeId: '', ratePercent: '3' });
    expect(result.error?.issues[0]?.message).toBe('Choose who the rate is for.');
  });
});
