import { errorMessage } from '@marketplace/api-client';
import { Button, DateTimePicker, dayFromToday, formatDay, Stack, TextField, useFlash, type DateTimeValue } from '@marketplace/ui-kit';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useChangeIncomingLineItemMutation, type IncomingLineItem, type LineItemChangeArgs } from '../../api/supplier-orders-api';
import { centsOf, dollarsOf } from '../../lib/money';
import { AcceptShortage } from './accept-shortage';
import { CancelLine } from './cancel-line';
import { lineName } from './order-format';
import { missingQuantity } from './shortage';

/** Props of {@link SupplierLineActions}. */
export interface SupplierLineActionsProps {
  line: IncomingLineItem;
  /** The purchase order's number, for the messages. */
  purchaseOrderNumber: string;
}

type OpenForm = 'confirm' | 'propose' | null;

/**
 * What a supplier may do with one line, offered only where the API's rules allow it (a pending
 * line is confirmed, backordered or given new terms; a confirmed one ships; a shipped one is
 * delivered; a delivered one counted short may have its shortage accepted; any line not shipped
 * yet may be cancelled). The API still decides: a refused move is flashed in its own words.
 */
export function SupplierLineActions({ line, purchaseOrderNumber }: SupplierLineActionsProps): ReactElement | null {
  const [changeLine, { isLoading }] = useChangeIncomingLineItemMutation();
  const flash = useFlash();
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  const [pendingAction, setPendingAction] = useState<string | null>(null);
  const name = lineName(line);

  async function send(action: string, change: Omit<LineItemChangeArgs, 'id' | 'purchaseOrderId'>, done: string): Promise<boolean> {
    setPendingAction(action);
    try {
      await changeLine({ id: line.id, purchaseOrderId: line.purchaseOrderId, ...change }).unwrap();
      flash.success(`${purchaseOrderNumber}: ${name} ${done}`);
      setOpenForm(null);
      return true;
    } catch (error) {
      flash.error(errorMessage(error, 'We could not update this line. Please try again.'));
      return false;
    } finally {
      setPendingAction(null);
    }
  }

  const { status } = line;
  const canConfirm = status === 'pending' || status === 'backordered';
  const canBackorder = status === 'pending' || status === 'confirmed';
  const canPropose = status === 'pending' || status === 'confirmed' || status === 'backordered';
  // Nothing has left the yard yet: the supplier may still call the line off.
  const canCancel = canPropose;
  const canShip = status === 'confirmed';
  const canDeliver = status === 'shipped';
  const canSettleShortage = missingQuantity(line) > 0;
  if (!canConfirm && !canBackorder && !canPropose && !canShip && !canDeliver && !canSettleShortage && !canCancel) return null;

  const busy = (action: string) => isLoading && pendingAction === action;
  return (
    <Stack gap="sm">
      <Stack direction="horizontal" gap="sm" wrap>
        {canConfirm ? (
          <Button size="sm" onPress={() => setOpenForm(openForm === 'confirm' ? null : 'confirm')} aria-expanded={openForm === 'confirm'}>
            Confirm
          </Button>
        ) : null}
        {canShip ? (
          <Button size="sm" isLoading={busy('ship')} loadingLabel="Marking shipped" onPress={() => void send('ship', { status: 'shipped' }, 'marked shipped.')}>
            Mark shipped
          </Button>
        ) : null}
        {canDeliver ? (
          <Button size="sm" isLoading={busy('deliver')} loadingLabel="Marking delivered" onPress={() => void send('deliver', { status: 'delivered' }, 'marked delivered.')}>
            Mark delivered
          </Button>
        ) : null}
        {canBackorder ? (
          <Button size="sm" variant="secondary" isLoading={busy('backorder')} loadingLabel="Backordering" onPress={() => void send('backorder', { status: 'backordered' }, 'backordered.')}>
            Backorder
          </Button>
        ) : null}
        {canPropose ? (
          <Button size="sm" variant="secondary" onPress={() => setOpenForm(openForm === 'propose' ? null : 'propose')} aria-expanded={openForm === 'propose'}>
            Propose new price or date
          </Button>
        ) : null}
        {canSettleShortage ? <AcceptShortage line={line} purchaseOrderNumber={purchaseOrderNumber} /> : null}
        {canCancel ? <CancelLine line={line} purchaseOrderNumber={purchaseOrderNumber} /> : null}
      </Stack>
      {openForm === 'confirm' ? (
        <ConfirmLineForm line={line} isSaving={busy('confirm')} onCancel={() => setOpenForm(null)} onConfirm={(date) => send('confirm', { status: 'confirmed', ...(date ? { confirmedDeliveryDate: date } : {}) }, date && date !== (line.confirmedDeliveryDate ?? line.requestDeliveryDate) ? `confirmed; ${formatDay(date, { weekday: true })} sent to the builder to accept.` : 'confirmed.')} />
      ) : null}
      {openForm === 'propose' ? (
        <ProposeTermsForm line={line} isSaving={busy('propose')} onCancel={() => setOpenForm(null)} onPropose={(change) => send('propose', change, 'new terms sent to the builder to accept.')} />
      ) : null}
    </Stack>
  );
}

interface ConfirmLineFormProps {
  line: IncomingLineItem;
  isSaving: boolean;
  onCancel: () => void;
  onConfirm: (date: string | null) => Promise<boolean>;
}

/**
 * Confirms a line, optionally with the day the supplier will deliver. Left empty, the builder's
 * requested day stands; another day goes to the builder as a proposal (the API's rule).
 */
function ConfirmLineForm({ line, isSaving, onCancel, onConfirm }: ConfirmLineFormProps): ReactElement {
  const today = dayFromToday(0);
  const [date, setDate] = useState<DateTimeValue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const requested = formatDay(line.requestDeliveryDate, { weekday: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (date && date.date < today) {
      setError('Choose today or a later day.');
      return;
    }
    setError(null);
    void onConfirm(date?.date ?? null);
  };
  return (
    <form aria-label={`Confirm ${lineName(line)}`} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <DateTimePicker
          label="Confirmed delivery date (optional)"
          granularity="day"
          minValue={today}
          value={date}
          onChange={setDate}
          errorMessage={error ?? undefined}
          description={requested ? `Requested for ${requested}. Another day is sent to the builder to accept.` : 'The builder asked for no particular day.'}
        />
        <Stack direction="horizontal" gap="sm">
          <Button type="submit" size="sm" isLoading={isSaving} loadingLabel="Confirming">
            Confirm line
          </Button>
          <Button size="sm" variant="ghost" onPress={onCancel}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

interface ProposeTermsFormProps {
  line: IncomingLineItem;
  isSaving: boolean;
  onCancel: () => void;
  onPropose: (change: { unitPriceCents?: number; confirmedDeliveryDate?: string }) => Promise<boolean>;
}

/** A new unit price, a new delivery day or both; nothing ships until the builder accepts them. */
function ProposeTermsForm({ line, isSaving, onCancel, onPropose }: ProposeTermsFormProps): ReactElement {
  const today = dayFromToday(0);
  const [price, setPrice] = useState(dollarsOf(line.proposedUnitPriceCents ?? line.unitPriceCents));
  const [date, setDate] = useState<DateTimeValue | null>(null);
  const [errors, setErrors] = useState<{ price?: string; date?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = centsOf(price);
    if (cents === null) return setErrors({ price: 'Give the unit price in dollars and cents, e.g. 14.50.' });
    if (date && date.date < today) return setErrors({ date: 'Choose today or a later day.' });
    const change = {
      ...(cents !== line.unitPriceCents ? { unitPriceCents: cents } : {}),
      ...(date ? { confirmedDeliveryDate: date.date } : {}),
    };
    if (Object.keys(change).length === 0) return setErrors({ price: 'Change the price or choose a day to propose new terms.' });
    setErrors({});
    void onPropose(change);
  };
  return (
    <form aria-label={`Propose new terms for ${lineName(line)}`} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextField label={`New unit price (${line.currency}, per ${line.unitOfMeasure})`} inputMode="decimal" value={price} onChange={setPrice} errorMessage={errors.price} />
        <DateTimePicker label="New delivery date" granularity="day" minValue={today} value={date} onChange={setDate} errorMessage={errors.date} />
        <Stack direction="horizontal" gap="sm">
          <Button type="submit" size="sm" isLoading={isSaving} loadingLabel="Sending">
            Send to the builder
          </Button>
          <Button size="sm" variant="ghost" onPress={onCancel}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
