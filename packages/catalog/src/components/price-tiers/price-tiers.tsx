import { formatMoney } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import '../../styles/catalog.css';

/** A quantity break: from `minQuantity` units on, each costs `priceCents`. */
export interface PriceTier {
  minQuantity: number;
  priceCents: number;
}

/** Props of {@link PriceTiers}. */
export interface PriceTiersProps {
  tiers: readonly PriceTier[];
  /** @defaultValue 'USD' */
  currency?: string;
  /** Unit the prices are for. */
  unit: string;
}

const quantity = new Intl.NumberFormat('en-US');

/** Describes the quantities a tier covers: "1–49", "200+". */
function range(tiers: readonly PriceTier[], index: number): string {
  const tier = tiers[index];
  const next = tiers[index + 1];
  if (!tier) return '';
  return next ? `${quantity.format(tier.minQuantity)}–${quantity.format(next.minQuantity - 1)}` : `${quantity.format(tier.minQuantity)}+`;
}

/**
 * The quantity breaks of an offer as a table. A single tier is just the price, so nothing is
 * drawn for fewer than two: the page already shows the price.
 */
export function PriceTiers({ tiers, currency = 'USD', unit }: PriceTiersProps): ReactElement | null {
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  if (sorted.length < 2) return null;
  return (
    <table className="mk-catalog-table">
      <caption>Volume pricing</caption>
      <thead>
        <tr>
          <th scope="col">Quantity</th>
          <th scope="col">Price / {unit}</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((tier, index) => (
          <tr key={tier.minQuantity}>
            <th scope="row">{range(sorted, index)}</th>
            <td>{formatMoney(tier.priceCents, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
