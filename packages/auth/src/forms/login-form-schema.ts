import { loginRequestSchema } from '@marketplace/contracts';
import type * as z from 'zod/mini';

// In a module of its own: the sign-in page is the first page most people load, and the other
// account forms' schemas (classic Zod) would ship with it from a shared module.

/** The sign-in form: the request's own rules, under the same names. */
export const loginFormSchema = loginRequestSchema;
export type LoginFormValues = z.input<typeof loginFormSchema>;
