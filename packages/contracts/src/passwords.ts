import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 10;

/**
 * Passwords that meet the length rule but are guessed first by attackers. A short,
 * deliberate list: the length rule and server-side rate limits do the rest.
 */
export const commonPasswords: ReadonlySet<string> = new Set([
  '1234567890', '12345678910', '0123456789', '1111111111', '0000000000', 'qwertyuiop',
  'password12', 'password123', 'password1234', 'passw0rd123', 'iloveyou12', 'letmein123',
  'welcome123', 'qwerty1234', 'qwerty12345', 'abcdefghij', 'abc1234567', 'administrator',
  'changeme123', 'football12', 'baseball12', 'superman12', 'trustno1234', 'monkey1234',
  'dragon1234', 'sunshine12', 'princess12', 'starwars12', 'whatever12', 'construction',
  'contractor', 'builder123', 'supplier123', 'marketplace', 'password!!', 'p@ssw0rd123',
]);

export const passwordSchema = z
  .string({ error: 'Enter a password.' })
  .min(MIN_PASSWORD_LENGTH, { error: `Use at least ${MIN_PASSWORD_LENGTH} characters.` })
  .max(200, { error: 'Use at most 200 characters.' })
  .refine((value) => !commonPasswords.has(value.toLowerCase()), {
    error: 'This password is too common. Choose another.',
  });
