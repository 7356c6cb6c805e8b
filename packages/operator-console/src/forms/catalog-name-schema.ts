import { catalogNameSchema } from '@marketplace/contracts';
import { z } from 'zod';

/** A brand's or category's name, under the API's rule (visible text, at most 100 characters). */
export const catalogNameFormSchema = z.object({ name: catalogNameSchema });
export type CatalogNameFormValues = z.input<typeof catalogNameFormSchema>;

/** A new category: its name, and the top-level category it goes under ('' for a top-level one). */
export const categoryFormSchema = z.object({ name: catalogNameSchema, parentId: z.string() });
export type CategoryFormValues = z.input<typeof categoryFormSchema>;
