import { errorMessage } from '@marketplace/api-client';
import { Button, EmptyState, useFlash, ErrorState, LinkButton, PageHeader, Skeleton, Stack } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useClearCartMutation, useGetCartQuery, type CartData } from '../api/cart-api';
import { useGetCartApprovalQuery } from '../api/cart-approval-api';
import { CartApprovalStatus } from '../components/cart-approval-status/cart-approval-status';
import { CartSummary } from '../components/cart-summary/cart-summary';
import { ClearCartDialog } from '../components/clear-cart-dialog/clear-cart-dialog';
import { SupplierGroup } from '../components/supplier-group/supplier-group';
import { RouterLink } from '../lib/router-link';
import { useSelectedProjectId } from '../lib/use-selected-project';
import '../styles/cart.css';

/** The catalogue's dashboard, the app home: where an empty cart sends the builder. */
const CATALOGUE_HREF = '/';
/** Company purchasing's new quote request for the project's cart; by URL, never by import of that feature. */
const requestQuotesHref = (projectId: string) => `/quotes/new?project=${encodeURIComponent(projectId)}`;

const header = (actions?: ReactElement) => (
  <PageHeader title="Cart" description="Materials for the selected project, grouped by supplier: one purchase order each." actions={actions} />
);

function CartLoading(): ReactElement {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the cart">
      <Skeleton variant="rect" height={160} />
      <Skeleton variant="text" count={4} />
    </div>
  );
}

function FilledCart({ cart, projectId }: { cart: CartData; projectId: string }): ReactElement {
  const flash = useFlash();
  const [clearCart, { isLoading: isClearing }] = useClearCartMutation();
  const [isConfirming, setConfirming] = useState(false);
  // Read again on every visit: the decision is made elsewhere (the approvals page, an email link).
  const approval = useGetCartApprovalQuery(projectId, { refetchOnMountOrArgChange: true, refetchOnFocus: true });
  const waiting = approval.data?.open?.status === 'pending';

  async function confirmClear() {
    flash.clear();
    try {
      await clearCart(projectId).unwrap();
      flash.success('The cart was cleared.');
    } catch (failure) {
      flash.error(errorMessage(failure, 'We could not clear the cart. Please try again.'));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <Stack gap="lg">
      {header(
        <Stack direction="horizontal" gap="sm">
          <LinkButton as={RouterLink} href={requestQuotesHref(projectId)} variant="secondary">
            Request quotes
          </LinkButton>
          <Button variant="secondary" onPress={() => setConfirming(true)}>
            Clear cart
          </Button>
        </Stack>,
      )}
      {approval.data ? <CartApprovalStatus approval={approval.data} cart={cart} /> : null}
      <div className="mk-cart-layout">
        <Stack gap="lg">
          {cart.groups.map((group) => (
            <SupplierGroup key={group.supplier.id} group={group} projectId={projectId} currency={cart.currency} />
          ))}
        </Stack>
        <aside aria-label="Order summary" className="mk-cart-layout__summary">
          <CartSummary cart={cart} heldReason={waiting ? 'This cart is waiting for approval.' : null} />
        </aside>
      </div>
      <ClearCartDialog
        isOpen={isConfirming}
        itemCount={cart.itemCount}
        isClearing={isClearing}
        onConfirm={() => void confirmClear()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

function ProjectCart({ projectId }: { projectId: string }): ReactElement {
  // `data` rather than `currentData`: a failed refetch keeps showing the last cart.
  const { data, error, isFetching, refetch } = useGetCartQuery(projectId);
  if (!data) {
    if (error) {
      return (
        <Stack gap="lg">
          {header()}
          <ErrorState
            title="We could not load the cart"
            message={errorMessage(error, 'Please try again.')}
            onRetry={() => void refetch()}
            isRetrying={isFetching}
          />
        </Stack>
      );
    }
    return (
      <Stack gap="lg">
        {header()}
        <CartLoading />
      </Stack>
    );
  }
  if (data.itemCount === 0) {
    return (
      <Stack gap="lg">
        {header()}
        <EmptyState
          title="Your cart is empty"
          description="Add materials from the catalogue; they are kept here for this project, grouped by supplier."
          action={
            <LinkButton as={RouterLink} href={CATALOGUE_HREF} variant="primary">
              Browse the catalogue
            </LinkButton>
          }
        />
      </Stack>
    );
  }
  return <FilledCart cart={data} projectId={projectId} />;
}

/**
 * /cart: the cart of the selected project. Items are grouped by supplier (each group becomes one
 * purchase order) with their delivery dates and specification requirements; every change is
 * saved at once and the cart the API answers replaces the one on screen.
 */
export function CartPage(): ReactElement {
  const projectId = useSelectedProjectId();
  if (!projectId) {
    return (
      <Stack gap="lg">
        {header()}
        <EmptyState title="Choose a project" description="Each project has its own cart. Choose a project in the header to see its cart." />
      </Stack>
    );
  }
  // Keyed by project: switching projects starts from that project's cart, not the last one's state.
  return <ProjectCart key={projectId} projectId={projectId} />;
}

export { CartPage as Component };
