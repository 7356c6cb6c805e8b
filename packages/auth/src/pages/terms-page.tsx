import { Card, PageHeader, Stack } from '@marketplace/ui-kit';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../paths';

/** The date these terms last changed; a change asks every user to accept them again. */
export const TERMS_UPDATED = 'November 1, 2026';

function Section({ title, children }: { title: string; children: ReactNode }): ReactElement {
  const id = `terms-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * /terms: the terms of service every account accepts before its first checkout. Open to anyone,
 * signed in or not, so a visitor can read them before creating an account.
 */
export function TermsPage(): ReactElement {
  return (
    <Stack gap="lg" className="mk-terms">
      <PageHeader title="Terms of service" description={`Last updated ${TERMS_UPDATED}.`} />
      <Card>
        <Stack gap="md">
          <Section title="1. The marketplace">
            <p>
              The marketplace connects construction companies (builders) with the suppliers of building materials. Each
              supplier sells its own products at its own prices; the marketplace takes the order, passes one purchase order
              to each supplier and collects the payment.
            </p>
          </Section>
          <Section title="2. Accounts">
            <p>
              An account belongs to a company. You must give true information, keep your password to yourself and tell us
              at once if you think someone else used your account. You are responsible for the orders placed with it,
              including by people you invite, such as receivers at your jobsites.
            </p>
          </Section>
          <Section title="3. Orders and prices">
            <p>
              Prices, availability and delivery dates are the supplier’s. The price you pay is the one shown at checkout;
              if a price or an item’s availability changed since you added it to your cart, checkout shows it before you
              pay. A supplier may propose a new price or delivery date for a line after you ordered; it applies only once
              you accept it.
            </p>
          </Section>
          <Section title="4. Payment">
            <p>
              You pay by card when you place the order, or, once your company is approved for business credit, on the net
              terms stated at checkout: the amount is due by the date shown there. Late amounts may suspend ordering on
              credit.
            </p>
          </Section>
          <Section title="5. Delivery and receipt">
            <p>
              Suppliers deliver to the project’s delivery address on the agreed date. Check the goods when they arrive and
              record what you received; report missing or damaged items to the supplier through the order within two
              business days.
            </p>
          </Section>
          <Section title="6. Cancellations and returns">
            <p>
              You may cancel a line until the supplier ships it. After that, returns follow the supplier’s own return
              terms. A supplier may cancel or backorder a line it cannot deliver; you are not charged for what is
              cancelled.
            </p>
          </Section>
          <Section title="7. Suppliers">
            <p>
              Suppliers keep their listings accurate, confirm or answer each purchase order promptly, deliver what they
              confirmed and keep their payout banking details current.
            </p>
          </Section>
          <Section title="8. Liability">
            <p>
              The marketplace is responsible for taking and passing on orders and payments correctly. The supplier is
              responsible for its products and their delivery. Neither is liable for indirect losses, such as delays to
              construction work, beyond what the law requires.
            </p>
          </Section>
          <Section title="9. Changes to these terms">
            <p>
              When these terms change, the date above changes and you are asked to accept the new terms before your next
              checkout.
            </p>
          </Section>
          <Section title="10. Questions">
            <p>
              Write to us through the <Link to={paths.contact.href()}>contact form</Link>; we reply by email.
            </p>
          </Section>
        </Stack>
      </Card>
    </Stack>
  );
}

export { TermsPage as Component };
