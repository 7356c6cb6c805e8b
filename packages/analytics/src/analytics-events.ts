/** The properties of each business event, by event name. */
export interface AnalyticsEventProperties {
  'Page Viewed': { path: string };
  'Products Searched': { query: string; projectId?: string };
  'Added To Cart': { productSupplierVariantId: string; quantity: number; projectId: string };
  'Checkout Started': { projectId: string; amountCents: number };
  'Order Placed': { orderId: string; totalCents: number };
  'Credit Application Submitted': { applicationId: string };
}

/** The name of a tracked business event. */
export type AnalyticsEventName = keyof AnalyticsEventProperties;

/**
 * One tracked event: its name picks the exact shape of its properties, so a wrong or
 * missing property is a type error at the call site rather than a bad chart later.
 */
export type AnalyticsEvent = {
  [Name in AnalyticsEventName]: { name: Name; properties: AnalyticsEventProperties[Name] };
}[AnalyticsEventName];
