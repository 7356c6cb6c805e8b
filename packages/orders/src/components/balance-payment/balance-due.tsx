import { errorMessage, toApiError } from '@marketplace/api-client';
import { Button, formatMoney, Stack, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useGetCardPaymentConfigQuery, useOpenBalancePaymentMutation, type BalancePaymentSessionData, type OrderData } from '../../api/orders-api';
import { BalanceCardPayment } from './balance-card-payment';

/** Props of {@link BalanceDue}. */
export interface BalanceDueProps {
  /** A card order that owes more than it was charged (`balanceDueCents` above 0). */
  order: OrderData;
  /** Stripe sent the builder back and the payment is being confirmed: no second payment meanwhile. */
  isConfirming: boolean;
  /** The API says the amount no longer stands (paid elsewhere, a line cancelled): read the order again. */
  onOutdated: () => void;
}

/**
 * What a card order owes after the builder accepted higher prices (decision 0146): the suppliers
 * ship those items only once it is paid. "Pay $X" opens a payment of exactly that amount with the
 * card provider and shows its form here; once paid, the order is read again and owes nothing.
 * The order page is the builder's alone (receivers never open it), and so is this action.
 */
export function BalanceDue({ order, isConfirming, onOutdated }: BalanceDueProps): ReactElement {
  const flash = useFlash();
  const config = useGetCardPaymentConfigQuery();
  const [openPayment, opening] = useOpenBalancePaymentMutation();
  const [session, setSession] = useState<BalancePaymentSessionData | null>(null);
  const amount = formatMoney(order.balanceDueCents, order.currency);

  const start = async () => {
    flash.clear();
    try {
      setSession(await openPayment(order.id).unwrap());
    } catch (error) {
      const refusal = toApiError(error);
      flash.error(errorMessage(refusal, 'We could not start the payment. Please try again.'));
      if (refusal.status === 409) onOutdated();
    }
  };
  const paid = () => {
    setSession(null);
    flash.success(`Paid ${amount}. The suppliers can now ship these items.`);
  };

  let action: ReactElement;
  if (isConfirming) {
    action = <p role="status">Confirming your card payment…</p>;
  } else if (session) {
    action = (
      <Stack gap="sm">
        <BalanceCardPayment orderId={order.id} session={session} publishableKey={config.data?.publishableKey} onPaid={paid} />
        <div>
          <Button variant="ghost" size="sm" onPress={() => setSession(null)}>
            Not now
          </Button>
        </div>
      </Stack>
    );
  } else {
    action = (
      <div>
        <Button variant="primary" onPress={() => void start()} isLoading={opening.isLoading} loadingLabel="Starting the payment">
          {`Pay ${amount}`}
        </Button>
      </div>
    );
  }

  return (
    <section className="mk-orders-balance" aria-labelledby="orders-balance-title">
      <h2 id="orders-balance-title" className="mk-orders-balance__title">
        {`New prices accepted: ${amount} to pay before these items ship`}
      </h2>
      <p className="mk-orders-muted">The suppliers ship the items whose price went up once the difference is paid by card.</p>
      {action}
    </section>
  );
}
