import { CartNavLabel } from '@marketplace/cart-checkout';
import { NavLink } from 'react-router';
import type { NavigationItem } from './navigation-items';

export interface NavigationLinksProps {
  items: NavigationItem[];
  /** The builder's chosen project: the cart item counts that project's cart. */
  selectedProjectId?: string | null;
}

/** The main navigation's links, one per item of navigation-items.ts, in a row or a column by CSS. */
export function NavigationLinks({ items, selectedProjectId = null }: NavigationLinksProps) {
  return (
    <nav aria-label="Main">
      <ul className="mk-nav-list">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className="mk-nav-link">
              {item.counter === 'cart' ? <CartNavLabel projectId={selectedProjectId} label={item.label} /> : item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
