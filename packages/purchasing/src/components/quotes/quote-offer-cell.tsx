import { formatDay, formatMoney } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { ComparedOffer } from './quote-comparison-model';

/** A mark that says its meaning in words; the icon only adds to them. */
function Mark({ kind, children }: { kind: 'best' | 'warning'; children: string }): ReactElement {
  return (
    <span className={`mk-quote-mark mk-quote-mark--${kind}`}>
      <span aria-hidden="true">{kind === 'best' ? '★ ' : '! '}</span>
      {children}
    </span>
  );
}

/**
 * One supplier's answer to one line: price, total, what is available and when, a substitute; the
 * cheapest and the missing said in words. `isOpen`: the request may still be awarded, so an offer
 * that cannot be says why.
 */
export function QuoteOfferCell({ offer, asked, currency, isOpen }: { offer: ComparedOffer; asked: number; currency: string; isOpen: boolean }): ReactElement {
  if (!offer.answered) return <Mark kind="warning">No answer for this line</Mark>;
  if (offer.notOffered) {
    return (
      <div className="mk-quote-offer">
        <Mark kind="warning">Not offered</Mark>
        {offer.note ? <span>{offer.note}</span> : null}
      </div>
    );
  }
  const short = offer.quantity !== null && offer.quantity < asked;
  return (
    <div className="mk-quote-offer">
      {offer.cheapest ? <Mark kind="best">Cheapest</Mark> : null}
      <span className="mk-quote-offer__price">{formatMoney(offer.unitPriceCents, currency)} each</span>
      <span>
        {formatMoney(offer.lineTotalCents, currency)} for {offer.quantity ?? asked}
      </span>
      {short ? <Mark kind="warning">{`Only ${offer.quantity} available`}</Mark> : null}
      {offer.shipDate ? <span>Ships {formatDay(offer.shipDate)}</span> : null}
      {!short && offer.availableQuantity !== null ? <span>{`${offer.availableQuantity} available`}</span> : null}
      {offer.substitute ? <span>Substitute: {offer.substitute}</span> : null}
      {offer.supplier.expired ? <Mark kind="warning">Answer expired</Mark> : isOpen && !offer.awardable ? <span>Not a catalogue offer: cannot go into the cart</span> : null}
      {offer.note ? <span className="mk-quote-offer__note">{offer.note}</span> : null}
    </div>
  );
}
