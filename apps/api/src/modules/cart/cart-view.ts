import { unitPriceFor } from '@marketplace/contracts';
import type { Cart, CartItem, CartSupplierGroup, CartWarning, PricingTier } from '@marketplace/contracts';
import type { CartsTable } from '../../db/ordering-schema';
import type { Executor } from '../../db/schema';
import { imagesByVariant } from '../catalog/variant-images.repository';
import { availabilityOf } from '../availability/availability-rules';
import { pricingTiersByPsv } from '../product-supplier-variants/psv.repository';
import { cartLines, cartRequirements } from './cart.repository';
import type { CartLineRow } from './cart.repository';
import { formatMoney } from '../../lib/money';
import { quotedPriceInForce } from './quoted-price';

/** The currency of carts and orders; offers are priced in it (PRODUCT.md: USD by default). */
export const CART_CURRENCY = 'USD';

/** A cart line priced and checked: what the cart page shows and checkout charges. */
export interface PricedLine {
  row: CartLineRow;
  item: CartItem;
  imageUrl: string | null;
  /** The quote line whose price this line is charged, while its answer holds (decision 0611). */
  quoteLineId: string | null;
}

/** A cart as the API answers it, with the priced lines checkout turns into an order. */
export interface CartView {
  cart: Cart;
  lines: PricedLine[];
  requirements: Map<string, string>;
}

function warningsOf(row: CartLineRow, unitPrice: number, deliverable: boolean, earliest: string | null, quoted: boolean): CartWarning[] {
  const warnings: CartWarning[] = [];
  if (!row.active) {
    warnings.push({ code: 'inactive', message: `${row.supplier_name} no longer sells this item. Remove it to check out.`, blocking: true });
  } else if (!deliverable) {
    warnings.push({
      code: 'not_deliverable',
      message: `${row.supplier_name} does not deliver to this project's address. Remove it or choose another supplier.`,
      blocking: true,
    });
  }
  // A quoted quantity is what the supplier agreed to sell, whatever its catalogue minimum.
  if (!quoted && row.quantity < row.minimum_order_quantity) {
    warnings.push({
      code: 'below_minimum',
      message: `${row.supplier_name} sells at least ${row.minimum_order_quantity} ${row.unit_of_measure} of this item.`,
      blocking: true,
    });
  }
  if (unitPrice !== row.unit_price_cents_when_added) {
    warnings.push({
      code: 'price_changed',
      message: row.quote_line_id !== null && !quoted
        ? `The quoted price of ${formatMoney(row.unit_price_cents_when_added, row.currency)} held until ${row.quote_valid_until}; today's price is ${formatMoney(unitPrice, row.currency)}.`
        : `The price changed from ${formatMoney(row.unit_price_cents_when_added, row.currency)} to ${formatMoney(unitPrice, row.currency)} since you added this item.`,
      blocking: false,
    });
  }
  if (deliverable && earliest && row.requested_delivery_date && row.requested_delivery_date < earliest) {
    warnings.push({
      code: 'date_before_earliest',
      message: `The earliest delivery ${row.supplier_name} can make is ${earliest}; they will confirm a date.`,
      blocking: false,
    });
  }
  return warnings;
}

/**
 * Reads a cart and prices every line at today's price (tier applied), with its availability for
 * the project and its warnings, grouped by supplier in the order suppliers were first added.
 */
export async function loadCartView(
  db: Executor,
  cart: CartsTable | undefined,
  projectId: string,
  servingSuppliers: ReadonlySet<string>,
  now: Date,
): Promise<CartView> {
  const rows = cart ? await cartLines(db, cart.id) : [];
  const [tiers, images, requirements] = await Promise.all([
    pricingTiersByPsv(db, rows.map((row) => row.psv_id)),
    imagesByVariant(db, rows.map((row) => row.variant_id), true),
    cart ? cartRequirements(db, cart.id) : Promise.resolve(new Map<string, string>()),
  ]);

  const lines: PricedLine[] = rows.map((row) => {
    const rowTiers: PricingTier[] = tiers.get(row.psv_id) ?? [];
    const quotedPrice = quotedPriceInForce(row, now);
    const unitPrice = quotedPrice ?? unitPriceFor(row.quantity, row.price_cents, rowTiers);
    const availability = availabilityOf(row, servingSuppliers, now);
    const image = images.get(row.variant_id)?.[0];
    return {
      row,
      imageUrl: image ? image.thumbnail_url : null,
      quoteLineId: quotedPrice === null ? null : row.quote_line_id,
      item: {
        id: row.id,
        product_supplier_variant_id: row.psv_id,
        product_id: row.product_id,
        variant_id: row.variant_id,
        supplier_id: row.company_id,
        product_name: row.product_name,
        variant_name: row.variant_name,
        sku: row.sku,
        unit_of_measure: row.unit_of_measure,
        image_url: image ? image.thumbnail_url : null,
        quantity: row.quantity,
        minimum_order_quantity: row.minimum_order_quantity,
        unit_price_cents: unitPrice,
        unit_price_cents_when_added: row.unit_price_cents_when_added,
        line_total_cents: unitPrice * row.quantity,
        currency: row.currency,
        pricing_tiers: rowTiers,
        requested_delivery_date: row.requested_delivery_date,
        requested_delivery_time: row.requested_delivery_time,
        notes: row.notes,
        active: row.active === 1,
        availability,
        warnings: warningsOf(row, unitPrice, availability.deliverable, availability.earliest_delivery_date, quotedPrice !== null),
        quote:
          row.quote_line_id !== null && row.quoted_unit_price_cents !== null && row.quote_valid_until !== null
            ? { quote_line_id: row.quote_line_id, quoted_unit_price_cents: row.quoted_unit_price_cents, valid_until: row.quote_valid_until, in_force: quotedPrice !== null }
            : null,
      },
    };
  });

  const groups = new Map<string, CartSupplierGroup>();
  for (const { row, item } of lines) {
    let group = groups.get(row.company_id);
    if (!group) {
      group = {
        supplier: { id: row.company_id, name: row.supplier_name },
        additional_specification_requirements: requirements.get(row.company_id) ?? null,
        subtotal_cents: 0,
        items: [],
      };
      groups.set(row.company_id, group);
    }
    group.items.push(item);
    group.subtotal_cents += item.line_total_cents;
  }

  const subtotal = lines.reduce((sum, line) => sum + line.item.line_total_cents, 0);
  const blocked = lines.some((line) => line.item.warnings.some((warning) => warning.blocking));
  return {
    lines,
    requirements,
    cart: {
      id: cart?.id ?? null,
      project_id: projectId,
      currency: CART_CURRENCY,
      item_count: lines.length,
      subtotal_cents: subtotal,
      // Delivery and tax are quoted by suppliers on their purchase orders, not charged at checkout.
      total_cents: subtotal,
      can_check_out: lines.length > 0 && !blocked,
      groups: [...groups.values()],
      updated_at: cart?.updated_at ?? null,
    },
  };
}
