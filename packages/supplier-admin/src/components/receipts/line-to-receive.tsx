import { quantityToReceive } from '@marketplace/contracts';
import { dayFromToday, formatDay, formatQuantity, pluralWord, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { IncomingLineItem } from '../../api/supplier-orders-api';
import { dueDay } from '../order-panels/order-format';
import { ReceiptForm } from './receipt-form';

/** Props of {@link LineToReceive}. */
export interface LineToReceiveProps {
  line: IncomingLineItem;
  purchaseOrderNumber: string;
  /** Today as YYYY-MM-DD, so a list decides "overdue" once. @defaultValue the viewer's today */
  today?: string;
}

/** Whole days from `from` to `to` (calendar days, YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Where a shipped line stands for the site: due when (and how late), how much was counted so
 * far, and the form to count the rest. Lines with nothing left to count show nothing.
 */
export function LineToReceive({ line, purchaseOrderNumber, today = dayFromToday(0) }: LineToReceiveProps): ReactElement | null {
  const stillToReceive = quantityToReceive(line.status, line.quantity, line.quantityReceived);
  if (stillToReceive === 0) return null;
  const due = dueDay(line);
  const late = due ? daysBetween(due, today) : 0;
  return (
    <Stack gap="xs">
      <span>
        {late > 0 ? <strong style={{ color: 'var(--mk-color-danger)' }}>{`Overdue by ${late} ${pluralWord(late, 'day')}`}</strong> : null}
        {late > 0 ? ' · ' : ''}
        {due ? `Due ${formatDay(due, { weekday: true })}` : 'No delivery day set'}
        {line.quantityReceived ? ` · ${line.quantityReceived} of ${formatQuantity(line.quantity, line.unitOfMeasure)} received, ${stillToReceive} still to come` : ''}
      </span>
      {/* Keyed by the count so far: after a receipt the form starts again from what is left. */}
      <ReceiptForm key={line.quantityReceived ?? 0} line={line} purchaseOrderNumber={purchaseOrderNumber} />
    </Stack>
  );
}
