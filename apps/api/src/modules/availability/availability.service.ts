import type { VariantAvailabilityResponse } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { Auth } from '../../plugins/sessions';
import { availabilityOf } from './availability-rules';
import { activeOffersOfVariant, variantExists } from './availability.repository';
import { loadProjectDelivery } from './project-delivery';

/** Whether and when a variant can be delivered to a project. */
export interface AvailabilityService {
  forVariant(variantId: string, projectId: string, auth: Auth): Promise<VariantAvailabilityResponse>;
}

/** Dependencies of {@link createAvailabilityService}; `now` lets tests fix the date. */
export interface AvailabilityServiceDeps {
  db: Kysely<Database>;
  now?: () => Date;
}

/** Creates the availability service. */
export function createAvailabilityService({ db, now = () => new Date() }: AvailabilityServiceDeps): AvailabilityService {
  return {
    async forVariant(variantId, projectId, auth) {
      const delivery = await loadProjectDelivery(db, projectId, auth.user.company_id);
      if (!(await variantExists(db, variantId))) throw notFound('This product variant does not exist.');
      const today = now();
      const offers = (await activeOffersOfVariant(db, variantId)).map((offer) => ({
        product_supplier_variant_id: offer.id,
        supplier: { id: offer.company_id, name: offer.company_name },
        price_cents: offer.price_cents,
        currency: offer.currency,
        minimum_order_quantity: offer.minimum_order_quantity,
        lead_time_days: offer.lead_time_days,
        ...availabilityOf(offer, delivery.servingSuppliers, today),
      }));
      const dates = offers.flatMap((offer) => (offer.earliest_delivery_date ? [offer.earliest_delivery_date] : [])).sort();
      return {
        variant_id: variantId,
        project: delivery.project,
        deliverable: dates.length > 0,
        earliest_delivery_date: dates[0] ?? null,
        offers,
      };
    },
  };
}
