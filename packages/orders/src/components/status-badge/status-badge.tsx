import { statusTone, statusWords, type StatusSubject } from '@marketplace/contracts';
import type { ReactElement } from 'react';

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps {
  /** What the status belongs to: it decides the words ("Awaiting the supplier" for a pending line). */
  subject: StatusSubject;
  /** An order, purchase-order or line-item status as the API spells it. */
  status: string;
  /** New terms wait for the builder's answer: that state reads first, whatever the status. */
  termsPending?: boolean;
  /** Read before the status by screen readers, e.g. "Order status". */
  label?: string;
}

/**
 * A status in the builder's words on a tinted pill (the words come from the one source every page
 * and the supplier area share); the words carry the meaning, the colour only repeats it.
 */
export function StatusBadge({ subject, status, termsPending = false, label }: StatusBadgeProps): ReactElement {
  return (
    <span className={`mk-orders-badge mk-orders-badge--${statusTone(status, { termsPending })}`}>
      {label ? <span className="mk-orders-visually-hidden">{`${label}: `}</span> : null}
      {statusWords(subject, status, { viewer: 'builder', termsPending })}
    </span>
  );
}
