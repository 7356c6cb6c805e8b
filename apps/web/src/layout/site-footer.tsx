import { paths as accountPaths } from '@marketplace/auth';
import { NavLink } from 'react-router';

/** Links every page offers, signed in or not: the terms of service and the contact form. */
export function SiteFooter() {
  return (
    <footer className="mk-site-footer">
      <nav aria-label="About the marketplace">
        <ul className="mk-site-footer__links">
          <li>
            <NavLink to={accountPaths.terms.href()}>Terms of service</NavLink>
          </li>
          <li>
            <NavLink to={accountPaths.contact.href()}>Contact us</NavLink>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
