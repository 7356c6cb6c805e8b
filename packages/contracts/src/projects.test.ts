import { describe, expect, it } from 'vitest';
import { datesInOrder, isCalendarDate, projectRequestSchema } from './projects';

const valid = { name: 'Dock 4', street: '1 Pier Rd', city: 'Oakland', state: 'ca', postal_code: '94607' };

function fieldErrors(input: Record<string, unknown>): Record<string, string> {
  const result = projectRequestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('projectRequestSchema', () => {
  it('normalizes the state code and turns blank optional fields into null', () => {
    expect(projectRequestSchema.parse({ ...valid, site_contact_name: ' ', end_date: '' })).toEqual({
      ...valid,
      state: 'CA',
      site_contact_name: null,
      site_contact_phone: null,
      delivery_instructions: null,
      start_date: null,
      end_date: null,
    });
  });

  it.each(['94107', '94107-1234'])('accepts the ZIP code %s', (zip) => {
    expect(fieldErrors({ ...valid, postal_code: zip })).toEqual({});
  });

  it.each(['9410', '941071234', '94107-12', 'ABCDE'])('refuses the ZIP code %s', (zip) => {
    expect(fieldErrors({ ...valid, postal_code: zip })).toEqual({ postal_code: 'Enter a ZIP code like 94107 or 94107-1234.' });
  });

  it.each(['(415) 555-0134', '+1 415 555 0134', '415.555.0134 x12', '+44 20 7946 0958'])('accepts the phone %s', (phone) => {
    expect(fieldErrors({ ...valid, site_contact_phone: phone })).toEqual({});
  });

  it.each(['555-01', 'call the gate', '+1 415 555 0134 5678 9012'])('refuses the phone %s', (phone) => {
    expect(fieldErrors({ ...valid, site_contact_phone: phone })).toEqual({ site_contact_phone: 'Enter a phone number like (415) 555-0134.' });
  });

  it('refuses an unknown state and an end before the start', () => {
    expect(fieldErrors({ ...valid, state: 'XX' })).toEqual({ state: 'Enter the two-letter state code, e.g. CA.' });
    expect(fieldErrors({ ...valid, start_date: '2026-05-02', end_date: '2026-05-01' })).toEqual({
      end_date: 'The end date cannot be before the start date.',
    });
  });
});

describe('dates', () => {
  it('knows real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-1')).toBe(false);
  });

  it('orders dates and lets either be open', () => {
    expect(datesInOrder('2026-01-01', '2026-01-01')).toBe(true);
    expect(datesInOrder('2026-01-02', '2026-01-01')).toBe(false);
    expect(datesInOrder(null, '2026-01-01')).toBe(true);
  });
});
