import { pluralWord } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useCartItemCount } from '../../lib/use-cart-item-count';
import '../../styles/cart-badge.css';

/** Props of {@link CartNavLabel}. */
export interface CartNavLabelProps {
  /** The project whose cart is counted: the one the shell has selected, or null. */
  projectId: string | null;
  /** The link's word. @defaultValue 'Cart' */
  label?: string;
}

/**
 * The content of the navigation's cart link: its word with a badge counting the items of the
 * selected project's cart. Read aloud as one name, "Cart, 3 items"; the badge is hidden while
 * the cart is empty or unknown.
 */
export function CartNavLabel({ projectId, label = 'Cart' }: CartNavLabelProps): ReactElement {
  const count = useCartItemCount(projectId);
  if (!count) return <>{label}</>;
  // The whole name in one hidden span: browsers put spaces around a visually hidden part, which
  // would read "Cart , 3 items".
  return (
    <>
      <span aria-hidden="true">{label}</span>
      <span className="mk-cart-badge" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span className="mk-visually-hidden">{`${label}, ${count} ${pluralWord(count, 'item')}`}</span>
    </>
  );
}
