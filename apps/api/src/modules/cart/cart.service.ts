import { randomUUID } from 'node:crypto';
import { errorCodes, unitPriceFor } from '@marketplace/contracts';
import type {
  addToCartRequestSchema,
  Cart,
  cartRequirementsRequestSchema,
  removeCartItemsRequestSchema,
  updateCartDatesRequestSchema,
  updateCartRequestSchema,
} from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import { refuseWhileAwaitingApproval } from '../approvals/approval-gate';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/schema';
import { AppError, notFound, permissionDenied, validationError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { Auth } from '../../plugins/sessions';
import { loadProjectDelivery } from '../availability/project-delivery';
import { pricingTiersByPsv } from '../product-supplier-variants/psv.repository';
import { withheldOfferIds } from '../supplier-approval/offer-holds';
import {
  cartItemsByIds,
  clearCart,
  deleteCartItems,
  ensureCart,
  findCart,
  findCartItemByPsv,
  insertCartItem,
  offersForCart,
  saveRequirements,
  setRequestedDates,
  supplierHasItems,
  touchCart,
  updateCartItem,
} from './cart.repository';
import { loadCartView } from './cart-view';
import { quotedPriceInForce } from './quoted-price';

type AddToCart = z.output<typeof addToCartRequestSchema>;
type UpdateCart = z.output<typeof updateCartRequestSchema>;
type UpdateDates = z.output<typeof updateCartDatesRequestSchema>;
type Requirements = z.output<typeof cartRequirementsRequestSchema>;
type RemoveItems = z.output<typeof removeCartItemsRequestSchema>;

/** 409: the offer is held back because its supplier is not approved or is suspended (decision 0145). */
const supplierNotSelling = () =>
  new AppError(409, errorCodes.conflict, 'This supplier is not selling on the marketplace at the moment.', { product_supplier_variant_id: 'This supplier is not selling on the marketplace at the moment.' }, 'The offer’s supplier is not approved.');

/** One cart per company and project (PRODUCT.md "Cart and checkout"); builders only. */
export interface CartService {
  get(auth: Auth, projectId: string): Promise<Cart>;
  add(auth: Auth, input: AddToCart): Promise<Cart>;
  update(auth: Auth, input: UpdateCart): Promise<Cart>;
  updateDates(auth: Auth, input: UpdateDates): Promise<Cart>;
  saveRequirements(auth: Auth, input: Requirements): Promise<Cart>;
  removeItems(auth: Auth, input: RemoveItems): Promise<Cart>;
  clear(auth: Auth, projectId: string): Promise<Cart>;
}

/** Dependencies of {@link createCartService}; `now` lets tests fix the date. */
export interface CartServiceDeps {
  db: Kysely<Database>;
  now?: () => Date;
}

/** The company whose carts this user fills: builders only (spec section 6). */
export function buyerCompanyOf(auth: Auth): string {
  if (auth.user.user_type !== 'builder') throw permissionDenied('Only builder accounts have carts.');
  return auth.user.company_id;
}

/**
 * 409: the line's quantity is the one a supplier quoted its price for (decision 0611); while the
 * quote holds, another quantity would be charged a price nobody quoted.
 */
const quotedQuantity = (field: string) =>
  new AppError(409, errorCodes.conflict, 'This item carries a quoted price for its quantity: remove it from the cart to order another quantity at the catalogue price.', { [field]: 'This item carries a quoted price for its quantity.' });

/** An expired quote's columns cleared: the line is then an ordinary one. */
const NO_QUOTE = { quote_line_id: null, quoted_unit_price_cents: null, quote_valid_until: null } as const;

function cartItemNotFound() {
  return notFound('This item is no longer in the cart.');
}

/** A requested delivery date may be today or later (UTC), never in the past. */
function checkNotPast(date: string | null | undefined, field: string, now: Date): void {
  if (date && date < now.toISOString().slice(0, 10)) throw validationError({ [field]: 'Choose a delivery date that is not in the past.' });
}

/** Creates the cart service. */
export function createCartService({ db, now = () => new Date() }: CartServiceDeps): CartService {
  /** Reads the cart of a project of the caller's company; another company's project is a 404. */
  async function view(executor: Executor, companyId: string, projectId: string): Promise<Cart> {
    const delivery = await loadProjectDelivery(executor, projectId, companyId);
    const cart = await findCart(executor, companyId, projectId);
    return (await loadCartView(executor, cart, projectId, delivery.servingSuppliers, now())).cart;
  }

  /** Runs a change of an existing cart in a transaction holding the cart's lock, then reads it back. */
  async function change(auth: Auth, projectId: string, apply: (trx: Executor, cartId: string) => Promise<void>): Promise<Cart> {
    const companyId = buyerCompanyOf(auth);
    return db.transaction().execute(async (trx) => {
      await loadProjectDelivery(trx, projectId, companyId);
      const cart = await findCart(trx, companyId, projectId);
      if (cart) {
        await touchCart(trx, cart.id);
        await refuseWhileAwaitingApproval(trx, cart.id, auth.user.id);
        await apply(trx, cart.id);
      }
      return view(trx, companyId, projectId);
    });
  }

  return {
    async get(auth, projectId) {
      return view(db, buyerCompanyOf(auth), projectId);
    },

    async add(auth, input) {
      const companyId = buyerCompanyOf(auth);
      checkNotPast(input.requested_delivery_date, 'requested_delivery_date', now());
      return db.transaction().execute(async (trx) => {
        const delivery = await loadProjectDelivery(trx, input.project_id, companyId);
        const offer = (await offersForCart(trx, [input.product_supplier_variant_id])).get(input.product_supplier_variant_id);
        if (!offer) throw notFound('This offer does not exist.');
        if (!offer.active) {
          if ((await withheldOfferIds(trx, [offer.id])).size > 0) throw supplierNotSelling();
          throw validationError({ product_supplier_variant_id: 'This offer is no longer sold.' });
        }
        if (!delivery.servingSuppliers.has(offer.company_id)) {
          throw validationError({ product_supplier_variant_id: 'This supplier does not deliver to the project’s address.' });
        }
        const cart = await ensureCart(trx, companyId, input.project_id);
        await touchCart(trx, cart.id);
        await refuseWhileAwaitingApproval(trx, cart.id, auth.user.id);
        const existing = await findCartItemByPsv(trx, cart.id, offer.id);
        if (existing && quotedPriceInForce(existing, now()) !== null) throw quotedQuantity('quantity');
        const quantity = (existing?.quantity ?? 0) + input.quantity;
        if (quantity < offer.minimum_order_quantity) {
          throw validationError({ quantity: `Order at least ${offer.minimum_order_quantity} of this item from this supplier.` });
        }
        const tiers = (await pricingTiersByPsv(trx, [offer.id])).get(offer.id) ?? [];
        const unitPrice = unitPriceFor(quantity, offer.price_cents, tiers);
        if (existing) {
          await updateCartItem(trx, cart.id, existing.id, {
            ...NO_QUOTE,
            quantity,
            unit_price_cents_when_added: unitPrice,
            ...(input.requested_delivery_date !== undefined ? { requested_delivery_date: input.requested_delivery_date } : {}),
            ...(input.requested_delivery_time !== undefined ? { requested_delivery_time: input.requested_delivery_time } : {}),
            ...(input.notes ? { notes: input.notes } : {}),
          });
        } else {
          const time = nowIso();
          await insertCartItem(trx, {
            id: randomUUID(),
            cart_id: cart.id,
            psv_id: offer.id,
            quantity,
            requested_delivery_date: input.requested_delivery_date ?? null,
            requested_delivery_time: input.requested_delivery_time ?? null,
            notes: input.notes,
            unit_price_cents_when_added: unitPrice,
            ...NO_QUOTE,
            created_at: time,
            updated_at: time,
          });
        }
        return view(trx, companyId, input.project_id);
      });
    },

    async update(auth, input) {
      return change(auth, input.project_id, async (trx, cartId) => {
        const items = new Map((await cartItemsByIds(trx, cartId, input.items.map((item) => item.id))).map((item) => [item.id, item]));
        const psvIds = [...items.values()].map((item) => item.psv_id);
        const [offers, tiers] = await Promise.all([offersForCart(trx, psvIds), pricingTiersByPsv(trx, psvIds)]);
        for (const [index, change] of input.items.entries()) {
          const item = items.get(change.id);
          const offer = item ? offers.get(item.psv_id) : undefined;
          if (!item || !offer) throw cartItemNotFound();
          if (quotedPriceInForce(item, now()) !== null) {
            if (change.quantity !== item.quantity) throw quotedQuantity(`items.${index}.quantity`);
            // Notes only: the quoted price the builder accepted stays what they saw.
            if (change.notes !== undefined) await updateCartItem(trx, cartId, item.id, { notes: change.notes });
            continue;
          }
          if (change.quantity < offer.minimum_order_quantity) {
            throw validationError({ [`items.${index}.quantity`]: `Order at least ${offer.minimum_order_quantity} of this item from this supplier.` });
          }
          await updateCartItem(trx, cartId, item.id, {
            ...NO_QUOTE,
            quantity: change.quantity,
            // The builder sees the price for the new quantity as they change it: that is the price they accept.
            unit_price_cents_when_added: unitPriceFor(change.quantity, offer.price_cents, tiers.get(item.psv_id) ?? []),
            ...(change.notes !== undefined ? { notes: change.notes } : {}),
          });
        }
      }).then((cart) => {
        if (cart.id === null) throw cartItemNotFound();
        return cart;
      });
    },

    async updateDates(auth, input) {
      checkNotPast(input.requested_delivery_date, 'requested_delivery_date', now());
      return change(auth, input.project_id, async (trx, cartId) => {
        if (input.item_ids) {
          const found = await cartItemsByIds(trx, cartId, input.item_ids);
          if (found.length !== new Set(input.item_ids).size) throw cartItemNotFound();
          await setRequestedDates(trx, cartId, { itemIds: input.item_ids }, input.requested_delivery_date, input.requested_delivery_time ?? null);
        } else if (input.supplier_id) {
          await setRequestedDates(trx, cartId, { supplierId: input.supplier_id }, input.requested_delivery_date, input.requested_delivery_time ?? null);
        }
      });
    },

    async saveRequirements(auth, input) {
      const noSupplierItems = () => validationError({ supplier_id: 'This supplier has nothing in the cart.' });
      const cart = await change(auth, input.project_id, async (trx, cartId) => {
        // Requirements for a supplier with nothing in the cart would never reach anyone.
        if (!(await supplierHasItems(trx, cartId, input.supplier_id))) throw noSupplierItems();
        await saveRequirements(trx, cartId, input.supplier_id, input.requirements);
      });
      if (cart.id === null) throw noSupplierItems();
      return cart;
    },

    async removeItems(auth, input) {
      // Removing an item already gone is not an error: a double click or a second tab did it first.
      return change(auth, input.project_id, (trx, cartId) => deleteCartItems(trx, cartId, input.items.map((item) => item.id)));
    },

    async clear(auth, projectId) {
      return change(auth, projectId, (trx, cartId) => clearCart(trx, cartId));
    },
  };
}
