import type { ReactElement } from 'react';
import { statusLabel, statusTone } from '../../model/format';

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps {
  /** An order, purchase-order or line-item status as the API spells it. */
  status: string;
  /** Read before the status by screen readers, e.g. "Order status". */
  label?: string;
}

/** A status in words on a tinted pill; the words carry the meaning, the colour only repeats it. */
export function StatusBadge({ status, label }: StatusBadgeProps): ReactElement {
  return (
    <span className={`mk-orders-badge mk-orders-badge--${statusTone(status)}`}>
      {label ? <span className="mk-orders-visually-hidden">{`${label}: `}</span> : null}
      {statusLabel(status)}
    </span>
  );
}

/** The mark of an order or purchase order whose supplier proposed a new price or date. */
export function TermsPendingBadge(): ReactElement {
  return <span className="mk-orders-badge mk-orders-badge--warning">New terms to accept</span>;
}
