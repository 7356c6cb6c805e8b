import type { AnalyticsEvent } from '@marketplace/analytics';
import { isFulfilled } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';

/** What an RTK Query action says about the call it settles. */
interface SettledCall {
  endpointName: string;
  originalArgs: Record<string, unknown> | undefined;
  payload: Record<string, unknown> | undefined;
}

function settledCall(action: UnknownAction): SettledCall | null {
  if (!isFulfilled(action)) return null;
  const arg = (action.meta as { arg?: { endpointName?: unknown; originalArgs?: unknown } }).arg;
  if (!arg || typeof arg.endpointName !== 'string') return null;
  const asRecord = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined);
  return { endpointName: arg.endpointName, originalArgs: asRecord(arg.originalArgs), payload: asRecord(action.payload) };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => (typeof value === 'number' ? value : 0);

/**
 * The business event a settled API call stands for, or null. Matched by endpoint name in the
 * shell, so the features stay free of analytics (they only make their calls): searches, adding
 * to a cart (from the product page or the cart), opening a checkout, a paid order, a submitted
 * credit application.
 */
export function businessEventOf(action: UnknownAction): AnalyticsEvent | null {
  const call = settledCall(action);
  if (!call) return null;
  const args = call.originalArgs ?? {};
  const answer = call.payload ?? {};
  switch (call.endpointName) {
    case 'searchProducts':
    case 'searchProductsAvailability':
      if (!text(args.search)) return null;
      return { name: 'Products Searched', properties: { query: text(args.search), ...(args.projectId ? { projectId: text(args.projectId) } : {}) } };
    case 'addToCart':
    case 'addOfferToCart':
      return {
        name: 'Added To Cart',
        properties: { productSupplierVariantId: text(args.productSupplierVariantId), quantity: count(args.quantity), projectId: text(args.projectId) },
      };
    case 'createCheckoutSession':
      return { name: 'Checkout Started', properties: { projectId: text(args.projectId), amountCents: count(answer.amountCents) } };
    case 'paySandboxSession':
    case 'getCheckoutSessionStatus': {
      const order = answer.order as Record<string, unknown> | undefined;
      if (answer.status !== 'complete' || !order) return null;
      return { name: 'Order Placed', properties: { orderId: text(order.id), totalCents: count(order.totalCents) } };
    }
    case 'finalizeOrder':
      return answer.id ? { name: 'Order Placed', properties: { orderId: text(answer.id), totalCents: count(answer.totalCents) } } : null;
    case 'submitPreapprovalApplication':
      return answer.id ? { name: 'Credit Application Submitted', properties: { applicationId: text(answer.id) } } : null;
    default:
      return null;
  }
}
