import { Button, Card, formatMoney, LinkButton, Stack } from '@marketplace/ui-kit';
import { useId, type ReactElement } from 'react';
import type { CartData } from '../../api/cart-api';
import { RouterLink } from '../../lib/router-link';
import { paths } from '../../routes';

/** Props of {@link CartSummary}. */
export interface CartSummaryProps {
  cart: CartData;
  /** Why checkout is closed for another reason than the lines (the cart waits for approval); none by default. */
  heldReason?: string | null;
}

/** How many lines have a warning that stops checkout. */
export function blockingLineCount(cart: CartData): number {
  return cart.groups.flatMap((group) => group.items).filter((item) => item.warnings.some((warning) => warning.blocking)).length;
}

/**
 * Totals of the cart and the way to checkout. A line with a blocking warning keeps the button
 * disabled, and the reason is written next to it rather than left to guess.
 */
export function CartSummary({ cart, heldReason = null }: CartSummaryProps): ReactElement {
  const reasonId = useId();
  const blocking = blockingLineCount(cart);
  const canCheckOut = cart.canCheckOut && blocking === 0 && !heldReason;
  return (
    <Card title="Order summary">
      <Stack gap="sm">
        <dl className="mk-cart-totals">
          <dt>Items</dt>
          <dd>{cart.itemCount}</dd>
          <dt>Subtotal</dt>
          <dd>{formatMoney(cart.subtotalCents, cart.currency)}</dd>
          <dt>Total</dt>
          <dd className="mk-cart-totals__total">{formatMoney(cart.totalCents, cart.currency)}</dd>
        </dl>
        <p className="mk-cart-muted">Each supplier quotes delivery and tax on its purchase order.</p>
        {canCheckOut ? (
          <LinkButton as={RouterLink} href={paths.checkout.href()} variant="primary" fullWidth>
            Proceed to checkout
          </LinkButton>
        ) : (
          <>
            <Button variant="primary" fullWidth isDisabled aria-describedby={reasonId}>
              Proceed to checkout
            </Button>
            <p id={reasonId} className="mk-cart-blocked">
              {heldReason
                ? heldReason
                : blocking === 0
                ? 'Checkout is not available for this cart right now.'
                : blocking === 1
                  ? '1 item blocks checkout: change or remove it first.'
                  : `${blocking} items block checkout: change or remove them first.`}
            </p>
          </>
        )}
      </Stack>
    </Card>
  );
}
