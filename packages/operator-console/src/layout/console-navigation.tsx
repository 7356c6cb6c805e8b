import type { ReactElement } from 'react';
import { NavLink } from 'react-router';
import { consoleNavigation } from './console-navigation-items';

/** The console's links in two labelled groups (money, the marketplace), wrapping on narrow screens. */
export function ConsoleNavigation(): ReactElement {
  return (
    <nav aria-label="Console" className="mk-console-nav">
      {consoleNavigation.map((group) => {
        const id = `mk-console-nav-${group.label.toLowerCase()}`;
        return (
          <div key={group.label} className="mk-console-nav__group">
            <span id={id} className="mk-console-nav__label">
              {group.label}
            </span>
            <ul className="mk-nav-list mk-console-nav__list" aria-labelledby={id}>
              {group.items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className="mk-nav-link">
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
