import { errorMessage } from '@marketplace/api-client';
import { newTermsWords } from '@marketplace/contracts';
import { Button, Card, EmptyState, ErrorState, Pagination, Skeleton, Stack, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useChangeIncomingPurchaseOrderMutation, useListIncomingPurchaseOrdersQuery, type IncomingPurchaseOrder, type IncomingPurchaseOrdersArgs } from '../../api/supplier-orders-api';
import { PurchaseOrderCard } from './purchase-order-card';
import { SupplierLineActions } from './supplier-line-actions';

/** Purchase orders per page in each list of the panel. */
export const INCOMING_PAGE_SIZE = 10;

/** "Confirm all": the API confirms every line still waiting for an answer. */
function ConfirmAllButton({ purchaseOrder }: { purchaseOrder: IncomingPurchaseOrder }): ReactElement | null {
  const [changePurchaseOrder, { isLoading }] = useChangeIncomingPurchaseOrderMutation();
  const flash = useFlash();
  if (!purchaseOrder.lineItems.some((line) => line.status === 'pending')) return null;
  const confirmAll = async () => {
    try {
      await changePurchaseOrder({ id: purchaseOrder.id, status: 'accepted' }).unwrap();
      flash.success(`${purchaseOrder.number}: every waiting line confirmed.`);
    } catch (error) {
      flash.error(errorMessage(error, 'We could not confirm this purchase order. Please try again.'));
    }
  };
  return (
    <Button size="sm" isLoading={isLoading} loadingLabel="Confirming all lines" onPress={() => void confirmAll()}>
      {`Confirm all lines of ${purchaseOrder.number}`}
    </Button>
  );
}

interface IncomingListProps {
  /** Which purchase orders: a status, or whose answer they wait for. */
  filter: Pick<IncomingPurchaseOrdersArgs, 'status' | 'awaiting'>;
  title: string;
  errorTitle: string;
  emptyTitle: string;
  emptyDescription: string;
}

/** One kind of purchase order, newest first, a page at a time. */
function IncomingList({ filter, title, errorTitle, emptyTitle, emptyDescription }: IncomingListProps): ReactElement {
  const [offset, setOffset] = useState(0);
  const { data, isLoading, isError, error, refetch, isFetching } = useListIncomingPurchaseOrdersQuery({ limit: INCOMING_PAGE_SIZE, offset, ...filter });
  let body: ReactElement;
  if (isError) {
    body = <ErrorState title={errorTitle} message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} titleLevel={4} />;
  } else if (isLoading || !data) {
    body = <Skeleton variant="rows" count={3} />;
  } else if (data.results.length === 0) {
    body = <EmptyState title={emptyTitle} description={emptyDescription} titleLevel={4} />;
  } else {
    body = (
      <Stack gap="md">
        {data.results.map((purchaseOrder) => (
          <PurchaseOrderCard
            key={purchaseOrder.id}
            purchaseOrder={purchaseOrder}
            titleLevel={4}
            actions={<ConfirmAllButton purchaseOrder={purchaseOrder} />}
            renderLineActions={(line) => <SupplierLineActions line={line} purchaseOrderNumber={purchaseOrder.number} />}
          />
        ))}
        {data.count > INCOMING_PAGE_SIZE ? <Pagination total={data.count} offset={offset} limit={INCOMING_PAGE_SIZE} onOffsetChange={setOffset} isDisabled={isFetching} /> : null}
      </Stack>
    );
  }
  return (
    <section aria-label={title}>
      <Stack gap="sm">
        <h3 className="mk-card__title">{`${title}${data ? ` (${data.count})` : ''}`}</h3>
        {body}
      </Stack>
    </section>
  );
}

/**
 * The supplier's incoming purchase orders: those with a line still waiting for the supplier's
 * answer, those whose new terms wait for the builder, and those answered and being fulfilled
 * (accepted), so new work is never buried under orders already in hand, and a purchase order
 * never reads "waiting for your answer" while it waits for the builder.
 */
export function IncomingPurchaseOrdersPanel(): ReactElement {
  return (
    <Card title="Incoming purchase orders" description="Newest first. Answer each line, or confirm every waiting line at once.">
      <Stack gap="lg">
        <IncomingList filter={{ awaiting: 'supplier' }} title="Waiting for your answer" errorTitle="We could not load new purchase orders" emptyTitle="No purchase orders waiting" emptyDescription="New purchase orders from builders appear here until every line is answered." />
        <IncomingList filter={{ status: 'submitted', awaiting: 'builder' }} title={newTermsWords('supplier')} errorTitle="We could not load purchase orders with new terms" emptyTitle="No new terms waiting" emptyDescription="Purchase orders whose new prices or dates you proposed appear here until the builder answers." />
        <IncomingList filter={{ status: 'accepted' }} title="Accepted" errorTitle="We could not load accepted purchase orders" emptyTitle="No accepted purchase orders" emptyDescription="Purchase orders you answered appear here until their first delivery." />
      </Stack>
    </Card>
  );
}
