import { errorMessage } from '@marketplace/api-client';
import { Button, ConfirmDialog, formatMoney, formatQuantity, Stack, useFlash } from '@marketplace/ui-kit';
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
  // Once settled the line says so itself (`shortageSettledAt`), and there is nothing left to accept.
  const missing = missingQuantity(line);
  if (missing === 0) return null;
  const name = lineName(line);
  const refund = formatMoney(missing * line.unitPriceCents, line.currency);
  const accept = async () => {
    try {
      await settle({ id: line.id, purchaseOrderId: line.purchaseOrderId }).unwrap();
      flash.success(`${purchaseOrderNumber}: shortage of ${name} accepted; the builder is refunded ${refund}.`);
      setOpen(false);
    } catch (error) {
      flash.error(errorMessage(error, 'We could not settle this shortage. Please try again.'));
    }
  };
  return (
    <>
      <Button size="sm" variant="secondary" onPress={() => setOpen(true)}>
        Accept the shortage
      </Button>
      <ConfirmDialog
        title={`Accept the shortage of ${name}?`}
        isOpen={isOpen}
        onOpenChange={setOpen}
        confirmLabel="Accept the shortage"
        confirmingLabel="Settling the shortage"
        keepLabel="Keep it open"
        isConfirming={isLoading}
        onConfirm={() => void accept()}
      >
        <Stack gap="sm">
          <p>{`The builder counted ${line.quantityReceived ?? 0} of ${formatQuantity(line.quantity, line.unitOfMeasure)}.`}</p>
          <p>{`Accepting refunds the builder ${refund} for the ${formatQuantity(missing, line.unitOfMeasure)} missing, and you are paid for what arrived. This cannot be undone.`}</p>
        </Stack>
      </ConfirmDialog>
    </>
  );
}
