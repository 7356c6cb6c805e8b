import { EmptyState, ErrorState, formatDay, formatMoney, formatQuantity, LinkButton, PageHeader, Skeleton, Stack, SuccessIcon } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import {
  checkoutApi,
  useGetCheckoutSessionStatusQuery,
  useGetCreditOrderQuery,
  useGetPaymentConfigQuery,
  type CheckoutOrderData,
  type CreditOrderWithItems,
} from '../api/checkout-api';
import { RouterLink } from '../lib/router-link';
import { NET_TERMS_LABEL, termsDueDay } from '../model/net-terms';
import '../styles/checkout.css';

/** How often the page asks again while the provider has not confirmed the payment. */
export const STATUS_POLL_MS = 2000;

const header = <PageHeader title="Payment status" />;

/** A placed order is good news: a check mark, not the empty-list inbox. */
const placedIcon = <SuccessIcon width={28} height={28} />;

function PlacedOrder({ order }: { order: CheckoutOrderData }): ReactElement {
  return (
    <Stack gap="md">
      <EmptyState
        title={`Order ${order.number ?? ''} placed`}
        icon={placedIcon}
        className="mk-order-placed"
        description={`Paid ${formatMoney(order.totalCents, order.currency)}. Each supplier has received its purchase order and will confirm the delivery dates.`}
        action={
          <LinkButton href={`/orders/${order.id}`} as={RouterLink} variant="primary">
            View the order
          </LinkButton>
        }
      />
      <section aria-label="Purchase orders">
        <h2>Purchase orders</h2>
        <ul className="mk-order-review__purchase-orders">
          {order.purchaseOrders.map((purchaseOrder) => (
            <li key={purchaseOrder.id}>
              <strong>{purchaseOrder.number}</strong> — {purchaseOrder.supplier.name}: {formatQuantity(purchaseOrder.itemCount, 'item')}, {formatMoney(purchaseOrder.subtotalCents, order.currency)}
            </li>
          ))}
        </ul>
      </section>
    </Stack>
  );
}

/** An order placed on terms: its purchase orders with their items, and the credit left. */
function PlacedOnTerms({ order }: { order: CreditOrderWithItems }): ReactElement {
  const due = formatDay(termsDueDay(order.placedAt ? new Date(order.placedAt) : new Date()));
  return (
    <Stack gap="md">
      <EmptyState
        title={`Order ${order.number ?? ''} placed on terms`}
        icon={placedIcon}
        className="mk-order-placed"
        description={`${formatMoney(order.totalCents, order.currency)} on your business credit; ${formatMoney(order.credit.availableCents, order.credit.currency)} of credit is still available. ${NET_TERMS_LABEL}: payment is due by ${due}.`}
        action={
          <LinkButton href={`/orders/${order.id}`} as={RouterLink} variant="primary">
            View the order
          </LinkButton>
        }
      />
      <section aria-label="Purchase orders">
        <h2>Purchase orders</h2>
        <ul className="mk-order-review__purchase-orders">
          {order.purchaseOrders.map((purchaseOrder) => (
            <li key={purchaseOrder.id}>
              <strong>{purchaseOrder.number}</strong> — {purchaseOrder.supplier.name}: {formatMoney(purchaseOrder.subtotalCents, order.currency)}
              <ul>
                {order.items
                  .filter((item) => item.purchaseOrderId === purchaseOrder.id)
                  .map((item) => (
                    <li key={item.id}>
                      {item.quantity} × {item.productName}, {item.variantName}
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </Stack>
  );
}

function CreditOrderResult({ orderId }: { orderId: string }): ReactElement {
  const order = useGetCreditOrderQuery(orderId);
  if (order.isError) return <ErrorState message="We could not read your order." onRetry={() => void order.refetch()} />;
  if (!order.data) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading the order">
        <Skeleton variant="rect" height={140} />
      </div>
    );
  }
  return <PlacedOnTerms order={order.data} />;
}

/**
 * Where the card provider sends the builder back (`?session_id=`; search off), and where an
 * order placed on terms is confirmed (`?order_id=`). Asks for a card session's status — which
 * places the order if the provider's webhook has not yet — and keeps asking while it is open.
 */
export function CheckoutReturnPage(): ReactElement {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const config = useGetPaymentConfigQuery();
  const provider = config.data?.provider;
  const args = { provider: provider ?? 'sandbox', sessionId: sessionId ?? '' } as const;
  const skip = !sessionId || !provider;
  // Polls only while the payment has no answer yet (not loaded, or still open).
  const known = checkoutApi.endpoints.getCheckoutSessionStatus.useQueryState(args, { skip });
  const answered = known.data !== undefined && known.data.status !== 'open';
  const status = useGetCheckoutSessionStatusQuery(args, { skip, pollingInterval: answered ? 0 : STATUS_POLL_MS, skipPollingIfUnfocused: true });
  const stillOpen = status.data?.status === 'open';

  const orderId = params.get('order_id');
  let body: ReactElement;
  if (orderId) {
    body = <CreditOrderResult orderId={orderId} />;
  } else if (!sessionId) {
    body = <EmptyState title="No payment to show" description="This page shows a card payment when the payment provider sends you back here." />;
  } else if (status.isError || config.isError) {
    body = <ErrorState message="We could not read the status of your payment." onRetry={() => void status.refetch()} />;
  } else if (!status.data) {
    body = (
      <div role="status" aria-busy="true" aria-label="Checking the payment">
        <Skeleton variant="rect" height={140} />
      </div>
    );
  } else if (status.data.status === 'complete') {
    body = <PlacedOrder order={status.data.order} />;
  } else if (stillOpen) {
    body = (
      <EmptyState
        title="Waiting for the payment to be confirmed"
        description="This takes a few seconds. The page updates by itself; your cart is kept until the payment is confirmed."
        action={
          <LinkButton href="/checkout" as={RouterLink}>
            Back to checkout
          </LinkButton>
        }
      />
    );
  } else {
    body = (
      <EmptyState
        title="The payment was not completed"
        description="Nothing was charged and your cart is kept as it was. Check out again when you are ready."
        action={
          <LinkButton href="/cart" as={RouterLink} variant="primary">
            Back to the cart
          </LinkButton>
        }
      />
    );
  }
  return (
    <Stack gap="lg">
      {header}
      {body}
    </Stack>
  );
}

export { CheckoutReturnPage as Component };
