import { formatMoney, pluralWord } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { CartItemData } from '../../api/cart-api';

/** Props of {@link PriceTiers}. */
export interface PriceTiersProps {
  tiers: CartItemData['pricingTiers'];
  /** The quantity in the cart: the tier it reaches is marked as the one applied. */
  quantity: number;
  currency: string;
  unit: string;
}

/** The index of the tier a quantity reaches (the largest minimum at or below it), or -1. */
function appliedTier(tiers: PriceTiersProps['tiers'], quantity: number): number {
  let applied = -1;
  tiers.forEach((tier, index) => {
    if (quantity >= tier.minQuantity && (applied === -1 || tier.minQuantity > (tiers[applied]?.minQuantity ?? 0))) applied = index;
  });
  return applied;
}

/** Volume prices of a cart line, with the one its quantity reaches marked, so the builder sees what ordering more would save. */
export function PriceTiers({ tiers, quantity, currency, unit }: PriceTiersProps): ReactElement | null {
  if (tiers.length === 0) return null;
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  const applied = appliedTier(sorted, quantity);
  return (
    <ul className="mk-cart-tiers" aria-label="Volume pricing">
      {sorted.map((tier, index) => (
        <li key={tier.minQuantity} className={index === applied ? 'mk-cart-tiers__tier mk-cart-tiers__tier--applied' : 'mk-cart-tiers__tier'} aria-current={index === applied || undefined}>
          {tier.minQuantity}+ {pluralWord(tier.minQuantity, unit)}: {formatMoney(tier.priceCents, currency)}
          {index === applied ? <span className="mk-visually-hidden"> (applied)</span> : null}
        </li>
      ))}
    </ul>
  );
}
