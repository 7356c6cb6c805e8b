import { errorMessage, toApiError } from '@marketplace/api-client';
import { useGetCurrentUserQuery } from '@marketplace/auth';
import { errorCodes, SANDBOX_CARD_DECLINED, SANDBOX_CARD_SUCCEEDS } from '@marketplace/contracts';
import {
  Button,
  CardPaymentForm,
  EmptyState,
  ErrorState,
  formatMoney,
  LinkButton,
  PageHeader,
  Skeleton,
  Stack,
  useFlash,
  type CardDetails,
} from '@marketplace/ui-kit';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { useGetCartQuery, type CartData } from '../api/cart-api';
import { useGetCartApprovalQuery, type CartApproval } from '../api/cart-approval-api';
import {
  useCreateCheckoutSessionMutation,
  useGetPaymentConfigQuery,
  usePaySandboxSessionMutation,
  type CheckoutSession,
  type PaymentConfig,
} from '../api/checkout-api';
import { ApprovalRequestForm } from '../components/approval-request-form/approval-request-form';
import { BudgetWarning } from '../components/budget-warning/budget-warning';
import { DeliveryDetails } from '../components/delivery-details/delivery-details';
import { OrderReview } from '../components/order-review/order-review';
import { TermsPayment } from '../components/terms-payment/terms-payment';
import { TermsPrompt } from '../components/terms-prompt/terms-prompt';
import { RouterLink } from '../lib/router-link';
import { useSelectedProjectId } from '../lib/use-selected-project';
import '../styles/cart.css';
import '../styles/checkout.css';

// Stripe's SDK is loaded only when Stripe is the provider: sandbox checkouts never fetch it.
const StripeEmbeddedCheckout = lazy(() => import('../components/stripe-checkout/stripe-embedded-checkout'));

/** What checkout assumes when the approvals could not be read. */
const noApproval: CartApproval = { open: null, lastRejected: null };

const header = <PageHeader title="Checkout" description="Review the delivery and the purchase orders, then pay by card or on terms." />;

function Loading(): ReactElement {
  return (
    <div role="status" aria-busy="true" aria-label="Loading checkout">
      <Skeleton variant="rect" height={180} />
    </div>
  );
}

/** The card form of the configured provider for an opened session. */
function PaymentStep({ session, config }: { session: CheckoutSession; config: PaymentConfig }): ReactElement {
  const navigate = useNavigate();
  const flash = useFlash();
  const [pay] = usePaySandboxSessionMutation();

  if (session.provider === 'stripe' && config.publishableKey && session.clientSecret) {
    return (
      <Suspense fallback={<Loading />}>
        <StripeEmbeddedCheckout publishableKey={config.publishableKey} clientSecret={session.clientSecret} />
      </Suspense>
    );
  }

  async function paySandbox(card: CardDetails) {
    flash.clear();
    // A declined card leaves the session and the cart as they were: the builder tries another
    // card, with the reason on the card form itself (not a flash that would outlive the form).
    await pay({ sessionId: session.sessionId, ...card }).unwrap();
    await navigate(`/checkout-return?session_id=${encodeURIComponent(session.sessionId)}`);
  }

  return (
    <CardPaymentForm
      amountCents={session.amountCents}
      currency={session.currency}
      onPay={paySandbox}
      describeFailure={(failure) => ({ message: errorMessage(failure, 'The payment did not go through. Please try again.'), fields: toApiError(failure).fields })}
      sandboxCards={{ paid: SANDBOX_CARD_SUCCEEDS, declined: SANDBOX_CARD_DECLINED }}
    />
  );
}

interface ReadyCheckoutProps {
  cart: CartData;
  projectId: string;
  config: PaymentConfig;
  approval: CartApproval;
}

function ReadyCheckout({ cart, projectId, config, approval }: ReadyCheckoutProps): ReactElement {
  const flash = useFlash();
  const user = useGetCurrentUserQuery();
  const [createSession, { isLoading }] = useCreateCheckoutSessionMutation();
  const [session, setSession] = useState<CheckoutSession | null>(null);
  // The API's reasons once checkout answered that the order needs approval (by card or on terms).
  const [approvalReasons, setApprovalReasons] = useState<string | null>(null);
  const cartQuery = useGetCartQuery(projectId);
  // An approved request is paid by the buyer's card (decision 0161): terms are the approver's call.
  const approved = approval.open?.status === 'approved';

  async function proceed() {
    flash.clear();
    try {
      setSession(await createSession({ provider: config.provider, projectId, expectedTotalCents: cart.totalCents }).unwrap());
    } catch (failure) {
      const apiError = toApiError(failure);
      if (apiError.code === errorCodes.approvalRequired) {
        setApprovalReasons(errorMessage(apiError, 'This order needs approval.'));
        return;
      }
      flash.error(errorMessage(apiError, 'We could not start the payment. Please try again.'));
      // Prices or availability moved: show the cart as it is now, so the new total is on screen.
      if (apiError.status === 409) void cartQuery.refetch();
    }
  }

  return (
    <div className="mk-cart-layout">
      <Stack gap="lg">
        <DeliveryDetails projectId={projectId} />
        <OrderReview cart={cart} />
      </Stack>
      <aside aria-label="Payment" className="mk-cart-layout__summary">
        <Stack gap="md">
          <BudgetWarning projectId={projectId} totalCents={cart.totalCents} />
          {user.data && !user.data.tosAccepted ? (
            <TermsPrompt />
          ) : approvalReasons ? (
            <ApprovalRequestForm cart={cart} projectId={projectId} reasons={approvalReasons} />
          ) : session ? (
            <PaymentStep session={session} config={config} />
          ) : (
            <>
              <Button variant="primary" fullWidth isLoading={isLoading} loadingLabel="Starting the payment" isDisabled={!user.data} onPress={() => void proceed()}>
                {`Pay ${formatMoney(cart.totalCents, cart.currency)} by card`}
              </Button>
              {user.data && !approved ? <TermsPayment cart={cart} projectId={projectId} companyId={user.data.company.id} onApprovalRequired={setApprovalReasons} /> : null}
            </>
          )}
          <LinkButton href="/cart" as={RouterLink} variant="secondary">
            Back to the cart
          </LinkButton>
        </Stack>
      </aside>
    </div>
  );
}

/**
 * Checkout (search off): the order as it will be split per supplier, the terms prompt before
 * the first order, then the card form of the configured provider.
 */
export function CheckoutPage(): ReactElement {
  const projectId = useSelectedProjectId();
  const cart = useGetCartQuery(projectId ?? '', { skip: !projectId });
  const config = useGetPaymentConfigQuery();
  const approval = useGetCartApprovalQuery(projectId ?? '', { skip: !projectId, refetchOnMountOrArgChange: true });
  // Asked with the rest rather than once the page is ready: paying waits for it (the terms prompt).
  useGetCurrentUserQuery();

  if (!projectId) {
    return (
      <Stack gap="lg">
        {header}
        <EmptyState title="Choose a project" description="Checkout pays for the cart of the selected project. Choose one in the project picker." />
      </Stack>
    );
  }
  if (cart.isError || config.isError) {
    return (
      <Stack gap="lg">
        {header}
        <ErrorState message="We could not load your cart for checkout." onRetry={() => void (cart.isError ? cart.refetch() : config.refetch())} />
      </Stack>
    );
  }
  // Checkout never waits on approvals it could not read: the API still refuses a frozen cart, in words.
  const knownApproval = approval.data ?? (approval.isError ? noApproval : undefined);
  if (!cart.data || !config.data || !knownApproval) {
    return (
      <Stack gap="lg">
        {header}
        <Loading />
      </Stack>
    );
  }
  if (cart.data.itemCount === 0 || !cart.data.canCheckOut) {
    return (
      <Stack gap="lg">
        {header}
        <EmptyState
          title={cart.data.itemCount === 0 ? 'Your cart is empty' : 'Some items need your attention'}
          description={cart.data.itemCount === 0 ? 'Add materials to the cart of this project first.' : 'Fix the items marked in the cart, then check out.'}
          action={
            <LinkButton href="/cart" as={RouterLink} variant="primary">
              Go to the cart
            </LinkButton>
          }
        />
      </Stack>
    );
  }
  if (knownApproval.open?.status === 'pending') {
    return (
      <Stack gap="lg">
        {header}
        <EmptyState
          title="This cart is waiting for approval"
          description="It is kept as it is until someone decides; the cart says who was asked and until when."
          action={
            <LinkButton href="/cart" as={RouterLink} variant="primary">
              Go to the cart
            </LinkButton>
          }
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {header}
      <ReadyCheckout cart={cart.data} projectId={projectId} config={config.data} approval={knownApproval} />
    </Stack>
  );
}

export { CheckoutPage as Component };
