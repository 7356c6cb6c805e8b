import { errorMessage, toApiError, type ApiError } from '@marketplace/api-client';
import { MAX_CART_QUANTITY } from '@marketplace/contracts';
import { Button, dayFromToday, formatDay, formatMoney, formatQuantity, QuantityField, useFlash } from '@marketplace/ui-kit';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import {
  useRemoveCartItemsMutation,
  useUpdateCartDatesMutation,
  useUpdateCartItemsMutation,
  type CartItemData,
} from '../../api/cart-api';
import { fieldError } from '../../lib/field-error';
import { quantitySchema } from '../../model/quantity';
import { DeliveryDateField, type DeliveryValue } from '../delivery-date-field/delivery-date-field';
import { CartWarnings } from './cart-warnings';
import { PriceTiers } from './price-tiers';
import '../../styles/cart.css';

/** How long the stepper waits for more clicks before it saves: one PUT for a burst of clicks. */
export const QUANTITY_SAVE_DELAY_MS = 500;

/** Props of {@link CartItemRow}. */
export interface CartItemRowProps {
  item: CartItemData;
  projectId: string;
}

function deliveryOf(item: CartItemData): DeliveryValue | null {
  if (!item.requestedDeliveryDate) return null;
  return item.requestedDeliveryTime ? { date: item.requestedDeliveryDate, time: item.requestedDeliveryTime } : { date: item.requestedDeliveryDate };
}

function earliestDelivery(item: CartItemData): string {
  if (!item.availability.deliverable) return 'Not delivered to this project';
  const day = formatDay(item.availability.earliestDeliveryDate, { weekday: true });
  return day ? `Earliest delivery ${day}` : 'Earliest delivery to be confirmed';
}

/**
 * One line of the cart: what it is, its price today (tier applied, and the price when it was
 * added if that differs), quantity, requested delivery and warnings. Quantity changes are saved
 * after a short pause; a failed change flashes the API's message and puts the saved quantity back.
 */
export function CartItemRow({ item, projectId }: CartItemRowProps): ReactElement {
  const flash = useFlash();
  const [updateItems] = useUpdateCartItemsMutation();
  const [removeItems, { isLoading: isRemoving }] = useRemoveCartItemsMutation();
  const [updateDates] = useUpdateCartDatesMutation();
  const [quantity, setQuantity] = useState(item.quantity);
  const [quantityError, setQuantityError] = useState<string | undefined>();
  const [dateError, setDateError] = useState<ApiError | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The quantity waiting for the pause before it is saved, and the one the cart holds now.
  const pending = useRef<number | null>(null);
  const saved = useRef(item.quantity);

  // The cart answered a new quantity (this change, or another tab's): show it, unless the
  // builder is still clicking, in which case their number stands until it is saved.
  useEffect(() => {
    saved.current = item.quantity;
    if (pending.current === null) setQuantity(item.quantity);
  }, [item.quantity]);

  async function saveQuantity(next: number) {
    const checked = quantitySchema(item.minimumOrderQuantity).safeParse(next);
    if (!checked.success) {
      setQuantityError(checked.error.issues[0]?.message);
      return;
    }
    if (checked.data === saved.current) return;
    flash.clear();
    try {
      await updateItems({ projectId, items: [{ id: item.id, quantity: checked.data }] }).unwrap();
    } catch (failure) {
      const apiError = toApiError(failure);
      flash.error(errorMessage(apiError, 'We could not change the quantity. Please try again.'));
      setQuantityError(fieldError(apiError, 'items.0.quantity', 'quantity'));
      if (pending.current === null) setQuantity(saved.current);
    }
  }

  const flush = useRef(() => {});
  flush.current = () => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (next !== null) void saveQuantity(next);
  };
  // Leaving the page during the pause still saves the last click.
  useEffect(() => () => flush.current(), []);

  function changeQuantity(next: number) {
    setQuantity(next);
    setQuantityError(undefined);
    pending.current = next;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => flush.current(), QUANTITY_SAVE_DELAY_MS);
  }

  async function changeDelivery(next: DeliveryValue | null) {
    // A new attempt takes the last one's error away, inline and in the flash.
    setDateError(null);
    flash.clear();
    try {
      await updateDates({
        projectId,
        itemIds: [item.id],
        requestedDeliveryDate: next?.date ?? null,
        requestedDeliveryTime: next?.time ?? null,
      }).unwrap();
    } catch (failure) {
      const apiError = toApiError(failure);
      flash.error(errorMessage(apiError, 'We could not change the delivery date. Please try again.'));
      setDateError(apiError);
    }
  }

  async function remove() {
    // A quantity still waiting would be saved for an item that is gone.
    clearTimeout(timer.current);
    pending.current = null;
    flash.clear();
    try {
      await removeItems({ projectId, items: [{ id: item.id }] }).unwrap();
    } catch (failure) {
      flash.error(errorMessage(failure, 'We could not remove this item. Please try again.'));
    }
  }

  const name = `${item.productName}, ${item.variantName}`;
  const priceChanged = item.unitPriceCentsWhenAdded !== item.unitPriceCents;
  /** A line awarded from a quote whose answer still holds (decision 0611). */
  const quoted = item.quote?.inForce === true;
  return (
    <li className="mk-cart-item" aria-label={name}>
      <div className="mk-cart-item__image">
        {item.imageUrl ? <img src={item.imageUrl} alt="" width={80} height={80} /> : <span aria-hidden="true">No picture</span>}
      </div>
      <div className="mk-cart-item__details">
        <h3 className="mk-cart-item__name">{item.productName}</h3>
        <p className="mk-cart-muted">
          {item.variantName} · SKU {item.sku}
        </p>
        <p className="mk-cart-item__price">
          <span>
            {formatMoney(item.unitPriceCents, item.currency)} / {item.unitOfMeasure}
          </span>
          {priceChanged ? (
            <span className="mk-cart-muted">
              {' '}
              was <s>{formatMoney(item.unitPriceCentsWhenAdded, item.currency)}</s>
            </span>
          ) : null}
        </p>
        {quoted && item.quote ? (
          <p className="mk-cart-muted">Quoted price, valid through {formatDay(item.quote.validUntil) ?? item.quote.validUntil}</p>
        ) : (
          <PriceTiers tiers={item.pricingTiers} quantity={item.quantity} currency={item.currency} unit={item.unitOfMeasure} />
        )}
        <CartWarnings warnings={item.warnings} />
      </div>
      <div className="mk-cart-item__controls">
        <QuantityField
          label="Quantity"
          value={quantity}
          minValue={quoted ? item.quantity : Math.max(1, item.minimumOrderQuantity)}
          maxValue={quoted ? item.quantity : MAX_CART_QUANTITY}
          onChange={changeQuantity}
          // The supplier quoted its price for this quantity: another one would be charged a price nobody quoted.
          isDisabled={quoted}
          description={quoted ? 'The quoted quantity' : `Minimum order ${formatQuantity(item.minimumOrderQuantity, item.unitOfMeasure)}`}
          errorMessage={quantityError}
        />
        <DeliveryDateField
          label="Delivery date"
          value={deliveryOf(item)}
          minValue={dayFromToday(0)}
          onChange={(next) => void changeDelivery(next)}
          description={earliestDelivery(item)}
          errorMessage={fieldError(dateError, 'requestedDeliveryDate', 'requestedDeliveryTime', 'itemIds')}
        />
      </div>
      <div className="mk-cart-item__total">
        <span className="mk-visually-hidden">Line total </span>
        <strong>{formatMoney(item.lineTotalCents, item.currency)}</strong>
        <Button variant="ghost" size="sm" onPress={() => void remove()} isLoading={isRemoving} loadingLabel="Removing" aria-label={`Remove ${name}`}>
          Remove
        </Button>
      </div>
    </li>
  );
}
