/**
 * The one import of the purchasing screens' chunk. The route table, part of every first page
 * (apps/web/bundle-budget.json), imports this small module instead, so the list of the chunks the
 * screens need (which the build writes beside the import that loads them) stays out of the first
 * pages; it costs a first visit to a purchasing page one small extra request.
 */
export default function loadPurchasingScreens() {
  return import('./purchasing-screens');
}
