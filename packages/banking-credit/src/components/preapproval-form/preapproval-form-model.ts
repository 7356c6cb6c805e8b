import { emailSchema, MIN_CREDIT_LIMIT_CENTS, preapprovalFieldSchemas, type PreapprovalStep } from '@marketplace/contracts';
import { z } from 'zod';
import type { Application, ApplicationFields } from '../../api/banking-credit-api';
import { centsToInput, parseDollars } from '../../lib/money';

/** The form's values: what the fields hold, as typed. */
export interface ApplicationFormValues {
  legalName: string;
  ein: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  yearsInBusiness: string;
  annualRevenue: string;
  requestedLimit: string;
  bankAccountId: string;
}

export const steps: { id: PreapprovalStep; title: string }[] = [
  { id: 'company', title: 'Company' },
  { id: 'financials', title: 'Financials' },
  { id: 'limit', title: 'Requested limit' },
  { id: 'bank', title: 'Bank account' },
  { id: 'review', title: 'Review' },
];

const dollars = (message: string, min = 0) =>
  z.string().refine((text) => {
    const cents = parseDollars(text);
    return cents !== null && cents >= min;
  }, { error: message });

/** Each step's checks, the same rules the API applies (contracts' field schemas). */
export const stepSchemas: Record<PreapprovalStep, z.ZodType<Partial<ApplicationFormValues>>> = {
  company: z.object({
    legalName: preapprovalFieldSchemas.legal_name,
    ein: preapprovalFieldSchemas.ein,
    contactName: preapprovalFieldSchemas.contact_name,
    contactEmail: emailSchema,
    contactPhone: preapprovalFieldSchemas.contact_phone,
  }),
  financials: z.object({
    yearsInBusiness: z.string().regex(/^\d{1,3}$/, { error: 'Enter the years in business as a whole number.' }),
    annualRevenue: dollars('Enter the annual revenue in dollars, like 1,250,000.'),
  }),
  limit: z.object({ requestedLimit: dollars(`Ask for at least $${(MIN_CREDIT_LIMIT_CENTS / 100).toLocaleString('en-US')}.`, MIN_CREDIT_LIMIT_CENTS) }),
  bank: z.object({ bankAccountId: z.string().min(1, { error: 'Choose the account whose balance supports your application.' }) }),
  review: z.object({}),
};

/** Which form fields each step shows, in order. */
export const stepFields: Record<PreapprovalStep, (keyof ApplicationFormValues)[]> = {
  company: ['legalName', 'ein', 'contactName', 'contactEmail', 'contactPhone'],
  financials: ['yearsInBusiness', 'annualRevenue'],
  limit: ['requestedLimit'],
  bank: ['bankAccountId'],
  review: [],
};

/** The API's snake_case field names (after camelCasing) mapped back to the form's. */
export const apiFieldToFormField: Record<string, keyof ApplicationFormValues> = {
  legalName: 'legalName',
  ein: 'ein',
  contactName: 'contactName',
  contactEmail: 'contactEmail',
  contactPhone: 'contactPhone',
  yearsInBusiness: 'yearsInBusiness',
  annualRevenueCents: 'annualRevenue',
  requestedLimitCents: 'requestedLimit',
  bankAccountId: 'bankAccountId',
};

/** A saved application as form values, so a draft resumes with what was typed. */
export function toFormValues(application: Application | null): ApplicationFormValues {
  return {
    legalName: application?.legalName ?? '',
    ein: application?.ein ?? '',
    contactName: application?.contactName ?? '',
    contactEmail: application?.contactEmail ?? '',
    contactPhone: application?.contactPhone ?? '',
    yearsInBusiness: application?.yearsInBusiness === null || application?.yearsInBusiness === undefined ? '' : String(application.yearsInBusiness),
    annualRevenue: centsToInput(application?.annualRevenueCents),
    requestedLimit: centsToInput(application?.requestedLimitCents),
    bankAccountId: application?.bankAccountId ?? '',
  };
}

/** One step's values in the API's form (cents, numbers). */
export function stepPayload(step: PreapprovalStep, values: ApplicationFormValues): ApplicationFields {
  switch (step) {
    case 'company':
      return { legalName: values.legalName, ein: values.ein, contactName: values.contactName, contactEmail: values.contactEmail, contactPhone: values.contactPhone };
    case 'financials':
      return { yearsInBusiness: Number(values.yearsInBusiness), annualRevenueCents: parseDollars(values.annualRevenue) };
    case 'limit':
      return { requestedLimitCents: parseDollars(values.requestedLimit) };
    case 'bank':
      return { bankAccountId: values.bankAccountId };
    default:
      return {};
  }
}
