import { quantityToReceive } from '@marketplace/contracts';
import { Button, formatDay, formatMoney, formatQuantity } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { AttachmentData, LineItemData, PurchaseOrderData } from '../../api/orders-api';
import { agreedDeliveryWords, hasNewTerms, requestedDeliveryWords } from '../../model/line-terms';
import { ReceiptForm } from '../receipt-form/receipt-form';
import { StatusBadge } from '../status-badge/status-badge';

/** Props of {@link PurchaseOrderCard}. */
export interface PurchaseOrderCardProps {
  purchaseOrder: PurchaseOrderData;
  /** The key of the download under way (`pdf:<id>`, `attachment:<id>`), if any. */
  pendingDownload: string | null;
  onDownloadPdf: (purchaseOrder: PurchaseOrderData) => void;
  onDownloadAttachment: (attachment: AttachmentData) => void;
  /** The line whose receipt is being saved, if any. */
  savingLineId: string | null;
  /** The API's messages of refused receipts, by line id. */
  receiptErrors: Record<string, string>;
  onConfirmReceipt: (line: LineItemData, quantityReceived: number) => void;
}

const attachmentKinds: Record<AttachmentData['kind'], string> = { delivery_ticket: 'Delivery ticket', invoice: 'Invoice', other: 'File' };

/** A line the builder can still confirm as received: shipped or delivered, and not all counted yet. */
export function awaitsReceipt(line: LineItemData): boolean {
  return quantityToReceive(line.status, line.quantity, line.quantityReceived) > 0;
}

function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function LineDates({ line }: { line: LineItemData }): ReactElement {
  const changed = line.confirmedDeliveryDate !== null && line.requestDeliveryDate !== null && line.confirmedDeliveryDate !== line.requestDeliveryDate;
  return (
    <dl className="mk-orders-facts">
      <div>
        <dt>Requested</dt>
        <dd>{requestedDeliveryWords(line)}</dd>
      </div>
      <div>
        <dt>Delivery agreed</dt>
        <dd className={changed ? 'mk-orders-changed' : undefined}>{agreedDeliveryWords(line)}</dd>
      </div>
      {line.deliveredAt ? (
        <div>
          <dt>Delivered</dt>
          <dd>{formatDay(line.deliveredAt)}</dd>
        </div>
      ) : null}
      {line.quantityReceived !== null ? (
        <div>
          <dt>Received</dt>
          <dd>{`${line.quantityReceived} of ${formatQuantity(line.quantity, line.unitOfMeasure)}`}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function LineRow({ line, ...receipt }: { line: LineItemData } & Pick<PurchaseOrderCardProps, 'savingLineId' | 'receiptErrors' | 'onConfirmReceipt'>): ReactElement {
  const name = `${line.productName}, ${line.productSupplierVariantName}`;
  return (
    <li className="mk-orders-line" aria-label={name}>
      {line.productImage ? (
        <img className="mk-orders-line__image" src={line.productImage} alt="" width={64} height={64} />
      ) : (
        <span className="mk-orders-line__image mk-orders-line__image--none" aria-hidden="true" />
      )}
      <div className="mk-orders-line__body">
        <h4 className="mk-orders-line__name">{line.productName}</h4>
        <p className="mk-orders-muted">{`${line.productSupplierVariantName} · SKU ${line.sku}`}</p>
        <p>
          {`${formatQuantity(line.quantity, line.unitOfMeasure)} × ${formatMoney(line.unitPriceCents, line.currency)} = `}
          <strong>{formatMoney(line.lineTotalCents, line.currency)}</strong>
        </p>
        <LineDates line={line} />
        {hasNewTerms(line) ? (
          <p className="mk-orders-proposal">
            {'Proposed: '}
            {[
              line.proposedUnitPriceCents !== null ? `unit price ${formatMoney(line.proposedUnitPriceCents, line.currency)}` : null,
              line.proposedDeliveryDate !== null ? `delivery ${formatDay(line.proposedDeliveryDate) ?? line.proposedDeliveryDate}` : null,
            ]
              .filter(Boolean)
              .join(', ')}
          </p>
        ) : null}
        {awaitsReceipt(line) ? (
          <ReceiptForm
            // A new count starts afresh at what is still to come after each receipt.
            key={line.quantityReceived ?? 0}
            itemName={name}
            quantityLeft={quantityToReceive(line.status, line.quantity, line.quantityReceived)}
            unitOfMeasure={line.unitOfMeasure}
            isSaving={receipt.savingLineId === line.id}
            errorMessage={receipt.receiptErrors[line.id]}
            onConfirm={(quantity) => receipt.onConfirmReceipt(line, quantity)}
          />
        ) : null}
      </div>
      <div className="mk-orders-line__status">
        <StatusBadge subject="line_item" status={line.status} termsPending={hasNewTerms(line)} label="Item status" />
      </div>
    </li>
  );
}

/** One supplier's purchase order: its lines with dates and statuses, its files and its PDF. */
export function PurchaseOrderCard({ purchaseOrder, pendingDownload, onDownloadPdf, onDownloadAttachment, ...receipt }: PurchaseOrderCardProps): ReactElement {
  const titleId = `orders-po-${purchaseOrder.id}`;
  return (
    <section className="mk-orders-po" aria-labelledby={titleId}>
      <header className="mk-orders-po__header">
        <div>
          <h3 id={titleId} className="mk-orders-po__title">
            {purchaseOrder.supplierCompanyName}
          </h3>
          <p className="mk-orders-muted">{`Purchase order ${purchaseOrder.number} · ${formatMoney(purchaseOrder.subtotalCents, purchaseOrder.currency)}`}</p>
        </div>
        <div className="mk-orders-badges">
          <StatusBadge subject="purchase_order" status={purchaseOrder.status} termsPending={purchaseOrder.termsPending} label="Purchase order status" />
          <Button
            size="sm"
            variant="secondary"
            onPress={() => onDownloadPdf(purchaseOrder)}
            isLoading={pendingDownload === `pdf:${purchaseOrder.id}`}
            loadingLabel={`Downloading the PDF of ${purchaseOrder.number}`}
            aria-label={`Download PDF of ${purchaseOrder.number}`}
          >
            Download PDF
          </Button>
        </div>
      </header>
      {purchaseOrder.additionalSpecificationRequirements ? (
        <p className="mk-orders-muted">{`Requirements: ${purchaseOrder.additionalSpecificationRequirements}`}</p>
      ) : null}
      <ul className="mk-orders-lines" aria-label={`Items from ${purchaseOrder.supplierCompanyName}`}>
        {purchaseOrder.lineItems.map((line) => (
          <LineRow key={line.id} line={line} {...receipt} />
        ))}
      </ul>
      {purchaseOrder.attachments.length > 0 ? (
        <div>
          <h4 className="mk-orders-po__subtitle">Files</h4>
          <ul className="mk-orders-files" aria-label={`Files of ${purchaseOrder.number}`}>
            {purchaseOrder.attachments.map((attachment) => (
              <li key={attachment.id} className="mk-orders-files__file">
                <span>
                  {`${attachmentKinds[attachment.kind]}: ${attachment.fileName}`}
                  <span className="mk-orders-muted">{` · ${fileSize(attachment.sizeBytes)} · ${formatDay(attachment.createdAt) ?? ''}`}</span>
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  onPress={() => onDownloadAttachment(attachment)}
                  isLoading={pendingDownload === `attachment:${attachment.id}`}
                  loadingLabel={`Downloading ${attachment.fileName}`}
                  aria-label={`Download ${attachment.fileName}`}
                >
                  Download
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
