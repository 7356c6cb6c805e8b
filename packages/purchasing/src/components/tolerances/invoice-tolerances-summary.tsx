import { formatBasisPoints, formatMoney, pluralWord } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { InvoiceTolerancesData, InvoiceToleranceValuesData } from '../../api/invoice-tolerances-api';

/** The three tolerances of a set, in words. */
export function toleranceWords(values: InvoiceToleranceValuesData) {
  return {
    price: `${formatBasisPoints(values.priceBasisPoints)} of the order’s price and ${formatMoney(values.priceAmountCents)} a line`,
    quantity: `${formatBasisPoints(values.quantityBasisPoints)} and ${values.quantityUnits} ${pluralWord(values.quantityUnits, 'unit')} over what was received`,
    total: `${formatBasisPoints(values.totalBasisPoints)} and ${formatMoney(values.totalAmountCents)} over the order’s value`,
  };
}

/** The tolerances as read: the company's and what becomes of a matched invoice, then each supplier's own. */
export function InvoiceTolerancesSummary({ tolerances, showDefaults = true }: { tolerances: InvoiceTolerancesData; showDefaults?: boolean }): ReactElement {
  const words = toleranceWords(tolerances.defaults);
  return (
    <>
      {showDefaults ? (
        <dl className="mk-approval-facts" aria-label="Invoice tolerances">
          <div>
            <dt>Price</dt>
            <dd>{words.price}</dd>
          </div>
          <div>
            <dt>Quantity</dt>
            <dd>{words.quantity}</dd>
          </div>
          <div>
            <dt>Invoice total</dt>
            <dd>{words.total}</dd>
          </div>
          <div>
            <dt>Matched invoices</dt>
            <dd>{tolerances.autoApproveMatched ? 'Approved automatically' : 'Wait for an owner, admin or approver'}</dd>
          </div>
        </dl>
      ) : null}
      {tolerances.suppliers.length > 0 ? (
        <ul className="mk-plain-list" aria-label="Suppliers with their own tolerances">
          {tolerances.suppliers.map((supplier) => {
            const own = toleranceWords(supplier);
            return <li key={supplier.supplierCompanyId}>{`${supplier.supplierName}: price ${own.price}; quantity ${own.quantity}; total ${own.total}.`}</li>;
          })}
        </ul>
      ) : null}
    </>
  );
}
