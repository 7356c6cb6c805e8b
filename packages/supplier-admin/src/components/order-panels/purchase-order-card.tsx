import { lineItemStatusWords } from '@marketplace/contracts';
import { Button, Card, formatBasisPoints, formatDay, formatMoment, formatMoney, formatQuantity, formatTimeOfDay, Stack, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement, type ReactNode } from 'react';
import { errorMessage, saveBlob } from '@marketplace/api-client';
import { fetchPurchaseOrderPdf, type IncomingLineItem, type IncomingPurchaseOrder } from '../../api/supplier-orders-api';
import { lineName } from './order-format';

/** Props of {@link PurchaseOrderCard}. */
export interface PurchaseOrderCardProps {
  purchaseOrder: IncomingPurchaseOrder;
  /** What the viewer may do with a line (supplier actions or a receipt), under its details. */
  renderLineActions: (line: IncomingLineItem) => ReactNode;
  /** Buttons for the whole purchase order, next to the PDF download. */
  actions?: ReactNode;
  /** The heading level of the purchase order's title, under the panel's (2 on its own page). @defaultValue 3 */
  titleLevel?: 2 | 3 | 4;
  /** The other company named in the title: the builder for a supplier, the supplier for a receiver. @defaultValue 'buyer' */
  counterpart?: 'buyer' | 'supplier';
}

const muted = { color: 'var(--mk-color-text-muted)' } as const;

/** A line's dates: asked for, agreed, and any new day waiting for the builder. */
function LineDates({ line }: { line: IncomingLineItem }): ReactElement {
  const requested = formatDay(line.requestDeliveryDate, { weekday: true });
  const confirmed = formatDay(line.confirmedDeliveryDate, { weekday: true });
  const proposed = formatDay(line.proposedDeliveryDate, { weekday: true });
  return (
    <span style={muted}>
      {requested ? `Requested ${requested}${line.requestedDeliveryTime ? ` at ${formatTimeOfDay(line.requestedDeliveryTime)}` : ''}` : 'No requested day'}
      {confirmed ? ` · Confirmed for ${confirmed}` : ''}
      {proposed ? ` · New date ${proposed} waiting for the builder` : ''}
    </span>
  );
}

/** What was counted on site: a settled shortage says so, since the line then reads delivered as counted. */
function receivedWords(line: IncomingLineItem): string {
  if (line.quantityReceived === null) return '';
  if (line.shortageSettledAt !== null) return ` · Shortage accepted: ${line.quantityReceived} of ${formatQuantity(line.quantity, line.unitOfMeasure)} received`;
  return ` · ${formatQuantity(line.quantityReceived, line.unitOfMeasure)} received`;
}

/** What the marketplace keeps of the lines still ordered, as only their supplier is told (the API sends it to no one else). */
function CommissionNote({ purchaseOrder }: { purchaseOrder: IncomingPurchaseOrder }): ReactElement | null {
  const { commission } = purchaseOrder;
  if (!commission) return null;
  const rate = commission.basisPoints === null ? '(mixed rates)' : formatBasisPoints(commission.basisPoints);
  return (
    <Stack direction="horizontal" gap="md" wrap>
      <span>{`Subtotal: ${formatMoney(purchaseOrder.subtotalCents, purchaseOrder.currency)}`}</span>
      <span>{`Marketplace commission ${rate}: ${formatMoney(commission.cents, purchaseOrder.currency)}`}</span>
    </Stack>
  );
}

/**
 * One purchase order as the supplier area shows it: the buyer, the project's delivery address,
 * each line with its quantity, price, dates and status, the marketplace's commission (suppliers
 * only), and the PDF in the viewer's time zone.
 */
export function PurchaseOrderCard({ purchaseOrder, renderLineActions, actions, titleLevel = 3, counterpart = 'buyer' }: PurchaseOrderCardProps): ReactElement {
  const { project } = purchaseOrder;
  const flash = useFlash();
  const [isDownloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await fetchPurchaseOrderPdf(purchaseOrder.id), `purchase-order-${purchaseOrder.number}.pdf`);
    } catch (error) {
      flash.error(errorMessage(error, 'We could not download the PDF. Please try again.'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card
      as="article"
      title={`${purchaseOrder.number} · ${counterpart === 'buyer' ? purchaseOrder.buyerCompanyName : purchaseOrder.supplierCompanyName}`}
      titleLevel={titleLevel}
      description={`Order ${purchaseOrder.orderNumber}, placed ${formatMoment(purchaseOrder.placedAt) ?? ''} · ${formatMoney(purchaseOrder.subtotalCents, purchaseOrder.currency)}`}
      actions={
        <Stack direction="horizontal" gap="sm" wrap>
          {actions}
          <Button size="sm" variant="secondary" isLoading={isDownloading} loadingLabel="Downloading PDF" onPress={() => void download()}>
            {`Download PDF of ${purchaseOrder.number}`}
          </Button>
        </Stack>
      }
    >
      <Stack gap="md">
        <p>
          <strong>{project.name}</strong>
          <br />
          {`${project.street}, ${project.city}, ${project.state} ${project.postalCode}`}
        </p>
        {purchaseOrder.additionalSpecificationRequirements ? <p style={muted}>{`Specification: ${purchaseOrder.additionalSpecificationRequirements}`}</p> : null}
        <ul aria-label={`Lines of ${purchaseOrder.number}`} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--mk-space-3)' }}>
          {purchaseOrder.lineItems.map((line) => {
            const proposedPrice = line.proposedUnitPriceCents;
            return (
              <li key={line.id} aria-label={lineName(line)}>
                <Stack gap="xs">
                  <span>
                    <strong>{lineName(line)}</strong> <span style={muted}>{`SKU ${line.sku}`}</span>
                  </span>
                  <span>
                    {`${formatQuantity(line.quantity, line.unitOfMeasure)} × ${formatMoney(line.unitPriceCents, line.currency)} = ${formatMoney(line.lineTotalCents, line.currency)}`}
                    {proposedPrice !== null ? ` · New price ${formatMoney(proposedPrice, line.currency)} waiting for the builder` : ''}
                  </span>
                  <LineDates line={line} />
                  <span>
                    {`Status: ${lineItemStatusWords(line.status, {
                      // The supplier reads its own answers; a receiver reads the buying company's side.
                      viewer: counterpart === 'buyer' ? 'supplier' : 'builder_receiver',
                      termsPending: proposedPrice !== null || line.proposedDeliveryDate !== null,
                    })}`}
                    {receivedWords(line)}
                  </span>
                  {renderLineActions(line)}
                </Stack>
              </li>
            );
          })}
        </ul>
        <CommissionNote purchaseOrder={purchaseOrder} />
      </Stack>
    </Card>
  );
}
