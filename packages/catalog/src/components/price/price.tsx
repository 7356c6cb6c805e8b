import { formatMoney } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import '../../styles/catalog.css';

/** Props of {@link Price}. */
export interface PriceProps {
  /** Integer cents. */
  cents: number;
  /** ISO 4217 code. @defaultValue 'USD' */
  currency?: string;
  /** Unit the price is for ("each", "sheet"), shown after it. */
  unit?: string;
  /** Words before the amount, such as "from". */
  prefix?: string;
}

/** A price as the builder reads it: "$4.89 / each". */
export function Price({ cents, currency = 'USD', unit, prefix }: PriceProps): ReactElement {
  return (
    <span className="mk-catalog-price">
      {prefix ? `${prefix} ` : null}
      {formatMoney(cents, currency)}
      {unit ? <span className="mk-catalog-muted"> / {unit}</span> : null}
    </span>
  );
}
