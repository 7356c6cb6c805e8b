import { bankingFieldSchemas, companyFieldSchemas, invoiceResponseSchema, offerFieldSchemas, productFieldSchemas, skuSchema, variantCreateRequestSchema } from '@marketplace/contracts';
import { z } from 'zod';
import { centsOf } from '../lib/money';

// The contracts' field rules under the camelCase names the client sends, so the forms, the
// requests and the server's `fields` errors (camelCased by the client) share names.

/** The product form. */
export const productFormSchema = z.object({
  name: productFieldSchemas.name,
  descriptionHtml: productFieldSchemas.description_html,
  brandId: z.string().min(1, { error: 'Choose a brand.' }),
  categoryId: z.string().min(1, { error: 'Choose a category.' }),
  subCategoryId: z.string(),
  unitOfMeasure: productFieldSchemas.unit_of_measure,
});
export type ProductFormValues = z.input<typeof productFormSchema>;
export const productFormFieldNames = ['name', 'descriptionHtml', 'brandId', 'categoryId', 'subCategoryId', 'unitOfMeasure'] as const;

/** A price field: dollars as typed, checked and turned into cents. */
const priceField = z
  .string()
  .refine((text) => centsOf(text) !== null, { error: 'Enter a price in dollars, like 14.50.' })
  .transform((text) => centsOf(text) ?? 0)
  .pipe(offerFieldSchemas.price_cents);

const wholeField = (schema: z.ZodType<number, number>, message: string) =>
  z
    .string()
    .refine((text) => /^\d+$/.test(text.trim()), { error: message })
    .transform((text) => Number(text.trim()))
    .pipe(schema);

/** Quantity breaks an offer may have (the API's limit). */
export const MAX_QUANTITY_BREAKS = 10;

/** The offer form: the text fields as typed, numbers once valid; breaks checked as the API does. */
export const offerFormSchema = z
  .object({
    price: priceField,
    stockOnHand: wholeField(offerFieldSchemas.stock_on_hand, 'Enter a stock of 0 or more.'),
    leadTimeDays: wholeField(offerFieldSchemas.lead_time_days, 'Enter a lead time from 0 to 365 days.'),
    minimumOrderQuantity: wholeField(offerFieldSchemas.minimum_order_quantity, 'Enter a minimum order of 1 or more.'),
    active: z.boolean(),
    pricingTiers: z
      .array(z.object({ minQuantity: wholeField(z.number().int().min(2, { error: 'Enter a quantity of 2 or more.' }), 'Enter a quantity of 2 or more.'), price: priceField }))
      .max(MAX_QUANTITY_BREAKS, { error: `Use at most ${MAX_QUANTITY_BREAKS} quantity breaks.` }),
  })
  .superRefine((offer, context) => {
    let previous = { minQuantity: offer.minimumOrderQuantity, price: offer.price };
    offer.pricingTiers.forEach((tier, index) => {
      if (tier.minQuantity <= previous.minQuantity) {
        context.addIssue({ code: 'custom', path: ['pricingTiers', index, 'minQuantity'], message: `Start this break above ${previous.minQuantity}.` });
      } else if (tier.price > previous.price) {
        context.addIssue({ code: 'custom', path: ['pricingTiers', index, 'price'], message: 'A larger quantity cannot cost more per unit.' });
      }
      previous = tier;
    });
  });
export type OfferFormValues = z.input<typeof offerFormSchema>;
export type OfferFormOutput = z.output<typeof offerFormSchema>;
export const offerFormFieldNames = ['price', 'stockOnHand', 'leadTimeDays', 'minimumOrderQuantity', 'active'] as const;

/** The variant form. */
export const variantFormSchema = z.object({
  name: variantCreateRequestSchema.shape.name,
  sku: skuSchema,
  /** The chosen option per attribute id ('' for none). */
  options: z.record(z.string(), z.string()),
});
export type VariantFormValues = z.input<typeof variantFormSchema>;
export const variantFormFieldNames = ['name', 'sku'] as const;

/** The banking form. */
export const bankingFormSchema = z.object({
  accountHolderName: bankingFieldSchemas.account_holder_name,
  routingNumber: bankingFieldSchemas.routing_number,
  accountNumber: bankingFieldSchemas.account_number,
});
export type BankingFormValues = z.input<typeof bankingFormSchema>;
export const bankingFormFieldNames = ['accountHolderName', 'routingNumber', 'accountNumber'] as const;

/** The company profile form. */
export const companyFormSchema = z.object({
  name: companyFieldSchemas.name,
  phone: companyFieldSchemas.phone,
  website: companyFieldSchemas.website,
  street: companyFieldSchemas.street,
  city: companyFieldSchemas.city,
  state: companyFieldSchemas.state,
  postalCode: companyFieldSchemas.postal_code,
  description: companyFieldSchemas.description,
});
export type CompanyFormValues = z.input<typeof companyFormSchema>;
export type CompanyFormOutput = z.output<typeof companyFormSchema>;
export const companyFormFieldNames = ['name', 'phone', 'website', 'street', 'city', 'state', 'postalCode', 'description'] as const;

/** The supplier's answer to a builder's dispute of an invoice. */
export const disputeResponseFormSchema = z.object({ note: invoiceResponseSchema.shape.note });
export type DisputeResponseFormValues = z.input<typeof disputeResponseFormSchema>;
export type DisputeResponseFormOutput = z.output<typeof disputeResponseFormSchema>;
export const disputeResponseFormFieldNames = ['note'] as const;
