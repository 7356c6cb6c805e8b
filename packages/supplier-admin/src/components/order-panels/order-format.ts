import type { IncomingLineItem } from '../../api/supplier-orders-api';

/** A line's name as buyers and suppliers read it: product and variant. */
export function lineName(line: IncomingLineItem): string {
  return `${line.productName}, ${line.productSupplierVariantName}`;
}

/** The day a line is due: the one agreed with the supplier, else the one the builder asked for. */
export function dueDay(line: IncomingLineItem): string | null {
  return line.confirmedDeliveryDate ?? line.requestDeliveryDate;
}
