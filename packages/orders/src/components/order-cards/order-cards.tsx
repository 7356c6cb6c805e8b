import { formatDay, formatMoney } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { OrderSummaryData } from '../../api/orders-api';
import { paths } from '../../paths';
import { StatusBadge } from '../status-badge/status-badge';

/** Props of {@link OrderCards}. */
export interface OrderCardsProps {
  orders: readonly OrderSummaryData[];
  /** Shown instead of the list when there is no order. */
  emptyState: ReactElement;
}

/**
 * The order list as cards, for phones: each order's number (a link), status, project, suppliers,
 * day placed and total stacked in the width of the screen.
 */
export function OrderCards({ orders, emptyState }: OrderCardsProps): ReactElement {
  if (orders.length === 0) return emptyState;
  return (
    <ul className="mk-orders-cards" aria-label="Orders">
      {orders.map((order) => (
        <li key={order.id} className="mk-orders-card" aria-label={`Order ${order.number}`}>
          <div className="mk-orders-card__head">
            <Link className="mk-orders-link" to={paths.order.href(order.id)}>
              {order.number}
            </Link>
            <StatusBadge subject="order" status={order.status} termsPending={order.termsPending} label="Status" />
          </div>
          <dl className="mk-orders-card__facts">
            <div>
              <dt>Project</dt>
              <dd>{order.project.name}</dd>
            </div>
            <div>
              <dt>Suppliers</dt>
              <dd>{order.suppliers.map((supplier) => supplier.name).join(', ')}</dd>
            </div>
            <div>
              <dt>Placed</dt>
              <dd>{formatDay(order.placedAt)}</dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>{formatMoney(order.totalCents, order.currency)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
