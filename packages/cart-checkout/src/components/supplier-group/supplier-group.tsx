import { errorMessage, toApiError, type ApiError } from '@marketplace/api-client';
import { dayFromToday, formatDay, formatMoney, formatQuantity, useFlash } from '@marketplace/ui-kit';
import { useId, useState, type ReactElement } from 'react';
import { useUpdateCartDatesMutation, type CartGroupData } from '../../api/cart-api';
import { fieldError } from '../../lib/field-error';
import { CartItemRow } from '../cart-item-row/cart-item-row';
import { DeliveryDateField, type DeliveryValue } from '../delivery-date-field/delivery-date-field';
import { RequirementsForm } from '../requirements-form/requirements-form';
import '../../styles/cart.css';

/** Props of {@link SupplierGroup}. */
export interface SupplierGroupProps {
  group: CartGroupData;
  projectId: string;
  currency: string;
}

/** The delivery every item of the group shares, or null when they differ or none is set. */
function sharedDelivery(group: CartGroupData): DeliveryValue | null {
  const [first, ...rest] = group.items;
  if (!first?.requestedDeliveryDate) return null;
  const same = rest.every(
    (item) => item.requestedDeliveryDate === first.requestedDeliveryDate && item.requestedDeliveryTime === first.requestedDeliveryTime,
  );
  if (!same) return null;
  return first.requestedDeliveryTime ? { date: first.requestedDeliveryDate, time: first.requestedDeliveryTime } : { date: first.requestedDeliveryDate };
}

/** The latest of the items' earliest delivery dates: the first day the whole group can come. */
function groupEarliest(group: CartGroupData): string | null {
  const days = group.items.flatMap((item) => (item.availability.earliestDeliveryDate ? [item.availability.earliestDeliveryDate] : []));
  return days.length > 0 ? [...days].sort().at(-1) ?? null : null;
}

/**
 * One supplier's part of the cart, which becomes one purchase order: its items, one delivery date
 * for all of them (each item may still have its own), specification requirements and subtotal.
 */
export function SupplierGroup({ group, projectId, currency }: SupplierGroupProps): ReactElement {
  const headingId = useId();
  const flash = useFlash();
  const [updateDates] = useUpdateCartDatesMutation();
  const [dateError, setDateError] = useState<ApiError | null>(null);
  const shared = sharedDelivery(group);
  const earliest = formatDay(groupEarliest(group), { weekday: true });
  const mixed = shared === null && group.items.some((item) => item.requestedDeliveryDate);

  async function changeDelivery(next: DeliveryValue | null) {
    setDateError(null);
    flash.clear();
    try {
      await updateDates({
        projectId,
        supplierId: group.supplier.id,
        requestedDeliveryDate: next?.date ?? null,
        requestedDeliveryTime: next?.time ?? null,
      }).unwrap();
    } catch (failure) {
      const apiError = toApiError(failure);
      flash.error(errorMessage(apiError, 'We could not change the delivery date. Please try again.'));
      setDateError(apiError);
    }
  }

  const descriptions = [
    mixed ? 'Items have different dates; a date here applies to all of them.' : 'Applies to every item from this supplier.',
    earliest ? `Earliest for all items ${earliest}.` : null,
  ].filter(Boolean);

  return (
    <section className="mk-cart-group" aria-labelledby={headingId}>
      <header className="mk-cart-group__header">
        <h2 id={headingId} className="mk-cart-group__title">
          {group.supplier.name}
        </h2>
        <p className="mk-cart-muted">
          {formatQuantity(group.items.length, 'item')} · one purchase order
        </p>
      </header>
      <div className="mk-cart-group__delivery">
        <DeliveryDateField
          label={`Delivery date for ${group.supplier.name}`}
          value={shared}
          minValue={dayFromToday(0)}
          onChange={(next) => void changeDelivery(next)}
          description={descriptions.join(' ')}
          errorMessage={fieldError(dateError, 'requestedDeliveryDate', 'requestedDeliveryTime', 'supplierId')}
        />
      </div>
      <ul className="mk-cart-items">
        {group.items.map((item) => (
          <CartItemRow key={item.id} item={item} projectId={projectId} />
        ))}
      </ul>
      <RequirementsForm projectId={projectId} supplier={group.supplier} requirements={group.additionalSpecificationRequirements} />
      <p className="mk-cart-group__subtotal">
        Subtotal from {group.supplier.name}: <strong>{formatMoney(group.subtotalCents, currency)}</strong>
      </p>
    </section>
  );
}
