import type { ReactElement } from 'react';
import type { CartData } from '../../api/cart-api';
import { formatMoney } from '../../model/money';

/**
 * What the builder is about to pay for: one block per supplier (each becomes a purchase order)
 * with its lines, requested dates and subtotal, then the total.
 */
export function OrderReview({ cart }: { cart: CartData }): ReactElement {
  return (
    <section className="mk-order-review" aria-label="Order review">
      {cart.groups.map((group) => (
        <div key={group.supplier.id} className="mk-order-review__group">
          <h3>{group.supplier.name}</h3>
          <ul>
            {group.items.map((item) => (
              <li key={item.id}>
                <span>
                  {item.quantity} × {item.productName}, {item.variantName}
                </span>
                <span>{item.requestedDeliveryDate ? `Requested for ${item.requestedDeliveryDate}${item.requestedDeliveryTime ? ` at ${item.requestedDeliveryTime.slice(0, 5)}` : ''}` : 'No date requested'}</span>
                <span>{formatMoney(item.lineTotalCents, item.currency)}</span>
              </li>
            ))}
          </ul>
          {group.additionalSpecificationRequirements ? <p>Requirements: {group.additionalSpecificationRequirements}</p> : null}
          <p className="mk-order-review__subtotal">
            Purchase order subtotal: <strong>{formatMoney(group.subtotalCents, cart.currency)}</strong>
          </p>
        </div>
      ))}
      <p className="mk-order-review__total">
        Total: <strong>{formatMoney(cart.totalCents, cart.currency)}</strong>
      </p>
    </section>
  );
}
