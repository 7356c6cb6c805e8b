import { MAX_CART_QUANTITY } from '@marketplace/contracts';
import { z } from 'zod';

/**
 * The quantity a cart line may hold: a whole number from the supplier's minimum order up to the
 * cart's limit. Checked before a change is sent, so a quantity the API would refuse never leaves.
 */
export function quantitySchema(minimumOrderQuantity: number) {
  const minimum = Math.max(1, minimumOrderQuantity);
  return z
    .number({ error: 'Enter a quantity.' })
    .int({ error: 'Use a whole number.' })
    .min(minimum, { error: `Order at least ${minimum}.` })
    .max(MAX_CART_QUANTITY, { error: `Order at most ${MAX_CART_QUANTITY}.` });
}
