import { toApiError } from '@marketplace/api-client';
import { Button, Card, LinkButton } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
import type { CartData } from '../../api/cart-api';
import { useCreateCreditOrderMutation, useFinalizeOrderMutation, useGetTermsCreditQuery } from '../../api/checkout-api';
import { RouterLink } from '../../lib/router-link';
import { useCartFlash } from '../../lib/use-flash';
import { formatMoney } from '../../model/money';

/** The business-credit page, where builders apply (decision 0003). */
const CREDIT_HREF = '/credit';

/** Props of {@link TermsPayment}. */
export interface TermsPaymentProps {
  cart: CartData;
  projectId: string;
  companyId: string;
}

/**
 * Paying on terms (net terms on approved business credit), offered beside the card when the
 * company's available credit covers the cart: the order is created at the total shown, then
 * placed like a card order. Without approved credit it points to the credit page.
 */
export function TermsPayment({ cart, projectId, companyId }: TermsPaymentProps): ReactElement | null {
  const navigate = useNavigate();
  const { failed } = useCartFlash();
  const credit = useGetTermsCreditQuery(companyId);
  const [createOrder, creating] = useCreateCreditOrderMutation();
  const [finalize, finalizing] = useFinalizeOrderMutation();

  if (!credit.data) return null;
  const approved = credit.data.application?.status === 'approved';
  const available = credit.data.credit.availableCents;

  async function payOnTerms() {
    try {
      const order = await createOrder({ projectId, expectedTotalCents: cart.totalCents }).unwrap();
      const placed = await finalize(order.id).unwrap();
      await navigate(`/checkout-return?order_id=${encodeURIComponent(placed.id)}`);
    } catch (failure) {
      failed(failure, 'We could not place the order on terms. Please try again.');
      if (toApiError(failure).status === 409) void credit.refetch();
    }
  }

  if (!approved) {
    return (
      <p className="mk-terms-payment__hint">
        Pay on net terms with approved business credit.{' '}
        <LinkButton href={CREDIT_HREF} as={RouterLink} variant="ghost" size="sm">
          Apply for credit
        </LinkButton>
      </p>
    );
  }
  const covers = available >= cart.totalCents;
  return (
    <Card className="mk-terms-payment">
      <h2>Pay on terms</h2>
      <p>
        Available credit: <strong>{formatMoney(available, credit.data.credit.currency)}</strong>
      </p>
      {covers ? (
        <Button variant="secondary" fullWidth isLoading={creating.isLoading || finalizing.isLoading} loadingLabel="Placing the order" onPress={() => void payOnTerms()}>
          {`Place the order on terms (${formatMoney(cart.totalCents, cart.currency)})`}
        </Button>
      ) : (
        <p>This order is larger than your available credit: pay it by card, or split it.</p>
      )}
    </Card>
  );
}
