import { z } from 'zod';
import { idSchema, queryFlagSchema } from './catalog-query';
import { optionalVisibleTextSchema, visibleTextSchema } from './visible-text';

/**
 * True for a US bank routing (ABA) number: nine digits whose weighted sum (3, 7, 1 repeated)
 * is a multiple of ten, which catches most typing slips before a payout bounces.
 */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...value].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return sum % 10 === 0;
}

/** Field rules of the banking details, by wire name; the form reuses them. */
export const bankingFieldSchemas = {
  account_holder_name: visibleTextSchema({ required: 'Enter the account holder’s name.', max: 100 }),
  routing_number: z
    .string({ error: 'Enter the 9-digit routing number.' })
    .trim()
    .refine(isRoutingNumber, { error: 'Enter a valid 9-digit routing number.' }),
  account_number: z
    .string({ error: 'Enter the account number.' })
    .trim()
    .regex(/^\d{4,17}$/, { error: 'Enter an account number of 4 to 17 digits.' }),
};

/** POST /api/supplier/: the supplier's payout account (replaces the previous one). */
export const bankingDetailsRequestSchema = z.object(bankingFieldSchemas);
export type BankingDetailsRequest = z.infer<typeof bankingDetailsRequestSchema>;

/**
 * Payout account as answered: numbers are masked to their last four digits (`•••••6789`)
 * unless the caller belongs to the supplier and asked `fetch_sensitive_info=true`.
 */
export const bankingDetailsSchema = z.object({
  account_holder_name: z.string(),
  routing_number: z.string(),
  account_number: z.string(),
  masked: z.boolean(),
  updated_at: z.string(),
});
export type BankingDetails = z.infer<typeof bankingDetailsSchema>;

/** GET and POST /api/supplier/: the caller's supplier company and its payout account (null until given). */
export const supplierResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  banking_details: bankingDetailsSchema.nullable(),
});
export type SupplierResponse = z.infer<typeof supplierResponseSchema>;

/** GET /api/supplier/ query string. */
export const supplierQuerySchema = z.object({ fetch_sensitive_info: queryFlagSchema });
export type SupplierQuery = z.output<typeof supplierQuerySchema>;

const optionalText = (max: number) =>
  z
    .string({ error: 'Use text.' })
    .trim()
    .max(max, { error: `Use at most ${max} characters.` })
    .nullish()
    .transform((value) => (value ? value : null));

/** Field rules of a company profile, by wire name; the form reuses them. */
export const companyFieldSchemas = {
  name: visibleTextSchema({ required: 'Enter the company name.', max: 200 }),
  phone: optionalText(40).refine((value) => value === null || /^\+?[\d\s().-]{7,40}$/.test(value), {
    error: 'Enter a phone number like (415) 555-0134.',
  }),
  website: optionalText(200).refine((value) => value === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
    error: 'Enter a web address starting with https://.',
  }),
  street: optionalVisibleTextSchema({ max: 200 }),
  city: optionalVisibleTextSchema({ max: 100 }),
  state: optionalText(2)
    .transform((value) => (value ? value.toUpperCase() : null))
    .refine((value) => value === null || /^[A-Z]{2}$/.test(value), { error: 'Enter the two-letter state code, e.g. CA.' }),
  postal_code: optionalText(10).refine((value) => value === null || /^\d{5}(-\d{4})?$/.test(value), {
    error: 'Enter a ZIP code like 94107 or 94107-1234.',
  }),
  description: optionalText(2000),
};

/** PUT /api/update_company/{id}: every editable company field. */
export const companyUpdateRequestSchema = z.object(companyFieldSchemas);
export type CompanyUpdateRequest = z.input<typeof companyUpdateRequestSchema>;
export type CompanyUpdateInput = z.output<typeof companyUpdateRequestSchema>;

/** GET /api/company/{id} and PUT /api/update_company/{id}: the caller's own company. */
export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  company_type: z.enum(['builder', 'supplier']),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
  description: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;

/** Path of the company calls. */
export const companyParamsSchema = z.object({ id: idSchema('company id') });
