import type { Analytics, IdentityStartListening } from '@marketplace/analytics';
import type { UnknownAction } from '@reduxjs/toolkit';
import { businessEventOf } from './business-events';

/**
 * Tracks the business events of spec section 1 from the store's actions. An order is reported
 * once however often its payment status is read again (the return page polls it).
 */
export function trackBusinessEvents(startListening: IdentityStartListening, analytics: Pick<Analytics, 'track'>): () => void {
  const reportedOrders = new Set<string>();
  return startListening({
    predicate: (action: UnknownAction) => businessEventOf(action) !== null,
    effect: (action) => {
      const event = businessEventOf(action);
      if (!event) return;
      if (event.name === 'Order Placed') {
        if (reportedOrders.has(event.properties.orderId)) return;
        reportedOrders.add(event.properties.orderId);
      }
      analytics.track(event);
    },
  });
}
