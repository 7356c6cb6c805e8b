import type { ReactElement } from 'react';
import type { CartWarningData } from '../../api/cart-api';

/** Props of {@link CartWarnings}. */
export interface CartWarningsProps {
  warnings: readonly CartWarningData[];
}

/**
 * What changed about a cart line since it was added. A blocking warning says so in words, not
 * only in colour, because it is why checkout is unavailable.
 */
export function CartWarnings({ warnings }: CartWarningsProps): ReactElement | null {
  if (warnings.length === 0) return null;
  return (
    <ul className="mk-cart-warnings" aria-label="Warnings">
      {warnings.map((warning) => (
        <li key={warning.code} className={warning.blocking ? 'mk-cart-warning mk-cart-warning--blocking' : 'mk-cart-warning'}>
          {warning.blocking ? <strong>Blocks checkout: </strong> : null}
          {warning.message}
        </li>
      ))}
    </ul>
  );
}
