import * as z from 'zod/mini';

/*
 * Written with Zod Mini, whose checks are functions a bundler keeps only when used: the sign-in
 * page, the first page most people load, carries these two rules and not Zod's whole classic API
 * (some 25 kB gzipped; decision 0804). Classic schemas take them as fields like any other.
 */

/** An email address: trimmed, at most 254 characters, well formed. */
export const emailSchema = z.pipe(
  z.string({ error: 'Enter an email address.' }).check(z.trim(), z.maxLength(254, { error: 'Use at most 254 characters.' })),
  z.email({ error: 'Enter a valid email address.' }),
);

/** POST /api/auth/login/ */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Enter your password.' }).check(z.minLength(1, { error: 'Enter your password.' })),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
