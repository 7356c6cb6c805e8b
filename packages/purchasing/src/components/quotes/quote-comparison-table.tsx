import { Button, formatDay, formatMoney } from '@marketplace/ui-kit';
import type { ReactElement, ReactNode } from 'react';
import type { ComparedLine, Comparison } from './quote-comparison-model';
import { QuoteOfferCell } from './quote-offer-cell';

/** Props of {@link QuoteComparisonTable}. */
export interface QuoteComparisonTableProps {
  comparison: Comparison;
  currency: string;
  /** The request may still be awarded. */
  isOpen: boolean;
  /** The last column, "Award to": the line's choice while awarding, or what it went to. None: no column. */
  award?: (line: ComparedLine, index: number) => ReactNode;
  /** Offered under each supplier's total while awarding: the whole request to that supplier. */
  onAwardAll?: (supplierId: string) => void;
}

/**
 * Every line asked against every supplier's answer, totals per supplier beneath. A table of the
 * document's own rather than ui-kit's DataTable: its columns are the suppliers that answered, its
 * cells hold several facts and a choice, and it ends with a row of totals, none of which a data
 * grid (where arrow keys move between cells, not between a line's radios) is made for.
 */
export function QuoteComparisonTable({ comparison, currency, isOpen, award, onAwardAll }: QuoteComparisonTableProps): ReactElement {
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <div className="mk-quote-comparison" role="region" aria-label="Answers side by side" tabIndex={0}>
      <table className="mk-quote-comparison__table">
        <caption className="mk-visually-hidden">Each line asked, and each supplier’s answer to it</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            {comparison.suppliers.map((supplier) => (
              <th scope="col" key={supplier.id}>
                <span className="mk-quote-comparison__supplier">{supplier.name}</span>
                <span className={supplier.expired ? 'mk-quote-mark mk-quote-mark--warning' : undefined}>
                  {supplier.expired ? `Expired ${formatDay(supplier.validUntil) ?? ''}` : `Valid until ${formatDay(supplier.validUntil) ?? ''}`}
                </span>
              </th>
            ))}
            {award ? <th scope="col">Award to</th> : null}
          </tr>
        </thead>
        <tbody>
          {comparison.lines.map((compared, index) => (
            <tr key={compared.line.id}>
              <th scope="row">
                <span className="mk-quote-comparison__line">{compared.line.description}</span>
                <span>
                  {compared.line.quantity} {compared.line.unit ?? ''}
                  {compared.line.sku ? ` · SKU ${compared.line.sku}` : ''}
                </span>
                {compared.missing && comparison.suppliers.length > 0 ? <span className="mk-quote-mark mk-quote-mark--warning">No supplier offers this line</span> : null}
              </th>
              {compared.offers.map((offer) => (
                <td key={offer.supplier.id}>
                  <QuoteOfferCell offer={offer} asked={compared.line.quantity} currency={currency} isOpen={isOpen} />
                </td>
              ))}
              {award ? <td>{award(compared, index)}</td> : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {comparison.suppliers.map((supplier) => (
              <td key={supplier.id}>
                <span className="mk-quote-offer__price">{money(supplier.totalCents)}</span>
                <span>
                  {supplier.linesOffered} offered, {supplier.linesNotOffered} not offered
                </span>
                {onAwardAll && !supplier.expired && supplier.linesOffered > 0 ? (
                  <Button variant="secondary" size="sm" onPress={() => onAwardAll(supplier.id)}>
                    {`Choose ${supplier.name} for every line`}
                  </Button>
                ) : null}
              </td>
            ))}
            {award ? <td /> : null}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
