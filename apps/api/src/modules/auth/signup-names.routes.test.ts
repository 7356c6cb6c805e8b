import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const signup = {
  email: 'names@example.com',
  password: 'timber-frame-42',
  first_name: 'Nora',
  last_name: 'Owner',
  company_name: 'Owner Framing LLC',
  account_type: 'builder',
};

describe('POST /api/auth/signup/ names', () => {
  it.each([
    ['company_name', { company_name: '\u200B\u200B' }, 'Enter your company name.'],
    ['company_name', { company_name: '\u202Eevil' }, 'Remove the hidden characters that change the direction of the text (such as U+202E).'],
    ['first_name', { first_name: '\u200B\u200B' }, 'Enter your first name.'],
    ['last_name', { last_name: '\uD800' }, 'This text has a broken character (half of a UTF-16 pair); type it again.'],
  ])('answers 400 naming %s', async (field, change, message) => {
    const response = await t.client().post('/api/auth/signup/', { ...signup, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', fields: { [field]: message }, display_error: message });
  });
});
