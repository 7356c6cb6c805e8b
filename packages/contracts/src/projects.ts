import { z } from 'zod';
import { idSchema } from './catalog-query';
import { listQuerySchema } from './list-query';
import { optionalVisibleTextSchema, visibleTextSchema } from './visible-text';

/** Project statuses (PRODUCT.md "Projects"); a new project is always active. */
export const projectStatuses = ['active', 'on_hold', 'completed', 'archived'] as const;

export const projectStatusSchema = z.enum(projectStatuses, {
  error: 'Choose active, on hold, completed or archived.',
});
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

/**
 * Two-letter codes of the US states, the District of Columbia and the inhabited territories:
 * deliveries are within the United States, and the code is what availability and carriers read.
 */
export const usStateCodes = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND',
  'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'DC', 'PR', 'GU', 'VI', 'AS', 'MP',
] as const;

const stateCodeSet: ReadonlySet<string> = new Set(usStateCodes);

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * True unless both dates are set and the end comes first. YYYY-MM-DD strings compare in
 * calendar order, so no parsing is needed.
 */
export function datesInOrder(start: string | null | undefined, end: string | null | undefined): boolean {
  return !start || !end || end >= start;
}

/** The message of an end date before the start date, shared by the API and the form. */
export const END_BEFORE_START_MESSAGE = 'The end date cannot be before the start date.';

/** Optional text: blank (or absent) is stored as null, so "cleared" and "never set" read alike. */
const optionalText = (max: number) =>
  z
    .string({ error: 'Use text.' })
    .trim()
    .max(max, { error: `Use at most ${max} characters.` })
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Phone numbers are checked loosely: site contacts give mobiles, extensions and international
 * numbers, so only the characters and a plausible count of digits (7 to 15, E.164's limit) are
 * required.
 */
const phoneSchema = z
  .string({ error: 'Use text.' })
  .trim()
  .max(40, { error: 'Use at most 40 characters.' })
  .refine((value) => value === '' || /^\+?[\d\s().-]+(\s*(x|ext\.?)\s*\d{1,6})?$/i.test(value), {
    error: 'Enter a phone number like (415) 555-0134.',
  })
  .refine(
    (value) => {
      if (value === '') return true;
      const digits = value.replace(/(x|ext\.?)\s*\d+$/i, '').replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15;
    },
    { error: 'Enter a phone number like (415) 555-0134.' },
  )
  .nullish()
  .transform((value) => (value ? value : null));

const optionalDate = z
  .string({ error: 'Use a date like 2026-03-31.' })
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), { error: 'Use a date like 2026-03-31.' })
  .nullish()
  .transform((value) => (value ? value : null));

/** Field rules of a project, by wire name; the form reuses them under camelCase names. */
export const projectFieldSchemas = {
  name: visibleTextSchema({ required: 'Enter the project name.', max: 200 }),
  /** Accepted on creation for the client's sake, but a new project is always active. */
  status: projectStatusSchema.optional(),
  street: visibleTextSchema({ required: 'Enter the street address.', max: 200 }),
  city: visibleTextSchema({ required: 'Enter the city.', max: 100 }),
  state: z
    .string({ error: 'Enter the two-letter state code, e.g. CA.' })
    .trim()
    .toUpperCase()
    .refine((value) => stateCodeSet.has(value), { error: 'Enter the two-letter state code, e.g. CA.' }),
  postal_code: z
    .string({ error: 'Enter a ZIP code like 94107 or 94107-1234.' })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, { error: 'Enter a ZIP code like 94107 or 94107-1234.' }),
  site_contact_name: optionalVisibleTextSchema({ max: 100 }),
  site_contact_phone: phoneSchema,
  delivery_instructions: optionalText(1000),
  start_date: optionalDate,
  end_date: optionalDate,
};

/**
 * POST /api/projects/ and PUT /api/projects/{id}/: every editable field (the id is in the
 * path). On PUT an absent status keeps the current one.
 */
export const projectRequestSchema = z
  .object(projectFieldSchemas)
  .refine((project) => datesInOrder(project.start_date, project.end_date), {
    error: END_BEFORE_START_MESSAGE,
    path: ['end_date'],
  });
export type ProjectRequest = z.input<typeof projectRequestSchema>;
export type ProjectInput = z.output<typeof projectRequestSchema>;

/** A project (jobsite) as the API answers it. Dates are YYYY-MM-DD, times UTC ISO. */
export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: projectStatusSchema,
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  site_contact_name: z.string().nullable(),
  site_contact_phone: z.string().nullable(),
  delivery_instructions: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/** GET /api/projects/: optional status filter. */
export const projectListQuerySchema = listQuerySchema({ status: projectStatusSchema.optional() });
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

/** GET /api/projects/: the caller's company's projects, newest first (the client reads `results`). */
export const projectListResponseSchema = z.object({
  count: z.number().int(),
  results: z.array(projectSchema),
});
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

/** Path of PUT and DELETE /api/projects/{id}/. */
export const projectParamsSchema = z.object({ id: idSchema('project id') });

/** GET /api/projects/{id}/suppliers/: the suppliers selling on the marketplace that deliver to the project's site, by name. */
export const projectSuppliersResponseSchema = z.object({
  results: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ProjectSuppliersResponse = z.infer<typeof projectSuppliersResponseSchema>;
