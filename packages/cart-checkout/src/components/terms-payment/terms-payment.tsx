import { errorMessage, toApiError } from '@marketplace/api-client';
import { errorCodes } from '@marketplace/contracts';
import { Button, Card, formatDay, formatMoney, LinkButton, Modal, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import type { CartData } from '../../api/cart-api';
import { useCreateCreditOrderMutation, useFinalizeOrderMutation, useGetTermsCreditQuery } from '../../api/checkout-api';
import { RouterLink } from '../../lib/router-link';
import { NET_TERMS_DAYS, NET_TERMS_LABEL, termsDueDay } from '../../model/net-terms';

/** The business-credit page, where builders apply (decision 0003). */
const CREDIT_HREF = '/credit';

/** Props of {@link TermsPayment}. */
export interface TermsPaymentProps {
  cart: CartData;
  projectId: string;
  companyId: string;
  /** Called with the API's reasons when the order needs approval (409 `approval_required`): checkout then offers to ask. */
  onApprovalRequired?: (reasons: string) => void;
}

/**
 * Paying on terms (net terms on approved business credit), offered beside the card when the
 * company's available credit covers the cart: the builder confirms the amount, the terms and the
 * due date, then the order is created at the total shown and placed like a card order. Without
 * approved credit it points to the credit page.
 */
export function TermsPayment({ cart, projectId, companyId, onApprovalRequired }: TermsPaymentProps): ReactElement | null {
  const navigate = useNavigate();
  const flash = useFlash();
  // The decision may have landed on the credit page, or from our credit team, since this page
  // last asked: ask again on every visit and when the builder comes back to the tab.
  const credit = useGetTermsCreditQuery(companyId, { refetchOnMountOrArgChange: true, refetchOnFocus: true });
  const [createOrder, creating] = useCreateCreditOrderMutation();
  const [finalize, finalizing] = useFinalizeOrderMutation();
  const [confirming, setConfirming] = useState(false);

  if (!credit.data) return null;
  const approved = credit.data.application?.status === 'approved';
  const available = credit.data.credit.availableCents;
  const dueDay = formatDay(termsDueDay());
  const placing = creating.isLoading || finalizing.isLoading;

  async function payOnTerms() {
    flash.clear();
    try {
      const order = await createOrder({ projectId, expectedTotalCents: cart.totalCents }).unwrap();
      const placed = await finalize(order.id).unwrap();
      setConfirming(false);
      await navigate(`/checkout-return?order_id=${encodeURIComponent(placed.id)}`);
    } catch (failure) {
      setConfirming(false);
      if (onApprovalRequired && toApiError(failure).code === errorCodes.approvalRequired) {
        onApprovalRequired(errorMessage(failure, 'This order needs approval.'));
        return;
      }
      flash.error(errorMessage(failure, 'We could not place the order on terms. Please try again.'));
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
  const total = formatMoney(cart.totalCents, cart.currency);
  return (
    <Card className="mk-terms-payment">
      <h2>Pay on terms</h2>
      <p>
        Available credit: <strong>{formatMoney(available, credit.data.credit.currency)}</strong>
      </p>
      {covers ? (
        <>
          <p>
            {`${NET_TERMS_LABEL}: pay within ${NET_TERMS_DAYS} days of ordering, by ${dueDay}.`}
          </p>
          <Button variant="secondary" fullWidth onPress={() => setConfirming(true)}>
            {`Place the order on terms (${total})`}
          </Button>
          <Modal
            title="Place this order on terms?"
            role="alertdialog"
            size="sm"
            isOpen={confirming}
            onOpenChange={setConfirming}
            isDismissable={!placing}
            footer={(close) => (
              <>
                <Button variant="secondary" onPress={close} isDisabled={placing}>
                  Cancel
                </Button>
                <Button variant="primary" isLoading={placing} loadingLabel="Placing the order" onPress={() => void payOnTerms()}>
                  Place the order
                </Button>
              </>
            )}
          >
            <dl className="mk-terms-confirmation">
              <div>
                <dt>Amount</dt>
                <dd>{total}</dd>
              </div>
              <div>
                <dt>Terms</dt>
                <dd>{`${NET_TERMS_LABEL} on your business credit`}</dd>
              </div>
              <div>
                <dt>Payment due</dt>
                <dd>{dueDay}</dd>
              </div>
              <div>
                <dt>Credit left after this order</dt>
                <dd>{formatMoney(available - cart.totalCents, credit.data.credit.currency)}</dd>
              </div>
            </dl>
            <p>Each supplier receives its purchase order as soon as you place the order.</p>
          </Modal>
        </>
      ) : (
        <p>This order is larger than your available credit: pay it by card, or split it.</p>
      )}
    </Card>
  );
}
