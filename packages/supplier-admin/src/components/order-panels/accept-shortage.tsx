import { errorMessage } from '@marketplace/api-client';
import { Button, formatMoney, formatQuantity, Modal, Stack, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useSettleIncomingShortageMutation, type IncomingLineItem } from '../../api/supplier-orders-api';
import { lineName } from './order-format';
import { missingQuantity } from './shortage';

/** Props of {@link AcceptShortage}. */
export interface AcceptShortageProps {
  line: IncomingLineItem;
  /** The purchase order's number, for the messages. */
  purchaseOrderNumber: string;
}

/**
 * "Accept the shortage" on a line the buying company counted short: after a confirmation saying
 * what it means (the builder is refunded the missing part, the supplier is paid for what arrived),
 * the API settles it. Until then the line is an open dispute and is not paid out.
 */
export function AcceptShortage({ line, purchaseOrderNumber }: AcceptShortageProps): ReactElement | null {
  const [settle, { isLoading }] = useSettleIncomingShortageMutation();
  const flash = useFlash();
  const [isOpen, setOpen] = useState(false);
  // The line reads the same after the agreement (delivered, counted short): this screen remembers it.
  const [isSettled, setSettled] = useState(false);
  const missing = missingQuantity(line);
  if (missing === 0) return null;
  if (isSettled) return <span role="status">Shortage accepted: the builder is refunded.</span>;
  const name = lineName(line);
  const refund = formatMoney(missing * line.unitPriceCents, line.currency);
  const accept = async () => {
    try {
      await settle({ id: line.id, purchaseOrderId: line.purchaseOrderId }).unwrap();
      flash.success(`${purchaseOrderNumber}: shortage of ${name} accepted; the builder is refunded ${refund}.`);
      setOpen(false);
      setSettled(true);
    } catch (error) {
      flash.error(errorMessage(error, 'We could not settle this shortage. Please try again.'));
    }
  };
  return (
    <>
      <Button size="sm" variant="secondary" onPress={() => setOpen(true)}>
        Accept the shortage
      </Button>
      <Modal
        title={`Accept the shortage of ${name}?`}
        role="alertdialog"
        size="sm"
        isOpen={isOpen}
        onOpenChange={setOpen}
        footer={
          <Stack direction="horizontal" gap="sm">
            <Button variant="danger" isLoading={isLoading} loadingLabel="Settling the shortage" onPress={() => void accept()}>
              Accept the shortage
            </Button>
            <Button variant="ghost" onPress={() => setOpen(false)}>
              Keep it open
            </Button>
          </Stack>
        }
      >
        <Stack gap="sm">
          <p>{`The builder counted ${line.quantityReceived ?? 0} of ${formatQuantity(line.quantity, line.unitOfMeasure)}.`}</p>
          <p>{`Accepting refunds the builder ${refund} for the ${formatQuantity(missing, line.unitOfMeasure)} missing, and you are paid for what arrived. This cannot be undone.`}</p>
        </Stack>
      </Modal>
    </>
  );
}
