import { DateTimePicker, type DateTimeValue } from '@marketplace/ui-kit';
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';

/** A requested delivery: a calendar day (YYYY-MM-DD) and, optionally, a time of day (HH:mm:ss). */
export type DeliveryValue = DateTimeValue;

/** How long the field waits after the last keystroke before it saves: typing a time is one change, not several. */
export const DELIVERY_SAVE_DELAY_MS = 400;

/** Props of {@link DeliveryDateField}. */
export interface DeliveryDateFieldProps {
  label: ReactNode;
  /** The delivery the cart holds, or null for none. */
  value: DeliveryValue | null;
  /** Earliest day that can be chosen (today: the API refuses past dates). */
  minValue: string;
  /** Called with a complete new value, or null when the date is cleared. */
  onChange: (value: DeliveryValue | null) => void;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isDisabled?: boolean;
}

const sameDelivery = (a: DeliveryValue | null, b: DeliveryValue | null) => a?.date === b?.date && a?.time === b?.time;

/**
 * The requested delivery day (and optional time) of a supplier's group or of one item, on the
 * design system's DateTimePicker. It shows what the builder picks while the cart saves it and
 * follows the cart again once the saved value comes back. A day before `minValue` (a year being
 * typed digit by digit passes through 0002, 0020, …) is never sent.
 */
export function DeliveryDateField({ label, value, minValue, onChange, description, errorMessage, isDisabled }: DeliveryDateFieldProps): ReactElement {
  const [draft, setDraft] = useState<DeliveryValue | null>(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  // Compared by its parts: the caller builds a new object on every render.
  const savedDate = value?.date;
  const savedTime = value?.time;
  useEffect(() => setDraft(savedDate ? { date: savedDate, ...(savedTime ? { time: savedTime } : {}) } : null), [savedDate, savedTime]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function change(next: DeliveryValue | null) {
    setDraft(next);
    clearTimeout(timer.current);
    if (next && next.date < minValue) return;
    if (sameDelivery(next, value)) return;
    timer.current = setTimeout(() => latest.current(next), DELIVERY_SAVE_DELAY_MS);
  }

  return (
    <DateTimePicker
      label={label}
      timeLabel="Time (optional)"
      granularity="minute"
      value={draft}
      minValue={minValue}
      onChange={change}
      description={description}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
    />
  );
}
