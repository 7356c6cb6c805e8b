import { describe, expect, it } from 'vitest';
import { timezoneOffsetMinutes } from './downloads';

describe('timezoneOffsetMinutes', () => {
  it('negates getTimezoneOffset, as the API reads timezone-offset', () => {
    const california = { getTimezoneOffset: () => 420 } as Date;
    const india = { getTimezoneOffset: () => -330 } as Date;
    expect(timezoneOffsetMinutes(california)).toBe(-420);
    expect(timezoneOffsetMinutes(india)).toBe(330);
  });

  it('answers 0, not -0, for a viewer on UTC', () => {
    expect(Object.is(timezoneOffsetMinutes({ getTimezoneOffset: () => 0 } as Date), 0)).toBe(true);
  });
});
