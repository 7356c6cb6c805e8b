import { useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';
import '../../styles/cart.css';

/** A requested delivery: a calendar day (YYYY-MM-DD) and, optionally, a time of day (HH:mm:ss). */
export interface DeliveryValue {
  date: string;
  time?: string;
}

/** Props of {@link DeliveryDateField}. */
export interface DeliveryDateFieldProps {
  label: ReactNode;
  /** The date the cart holds, or null for none. */
  value: DeliveryValue | null;
  /** Earliest day that can be chosen (today: the API refuses past dates). */
  minValue: string;
  /** Called with a complete new value, or null when the date is cleared. */
  onChange: (value: DeliveryValue | null) => void;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isDisabled?: boolean;
}

/**
 * The requested delivery day of a supplier's group or of one item. It keeps what the builder
 * picked while the cart saves it, then follows the cart again once the saved value comes back.
 */
export function DeliveryDateField({ label, value, minValue, onChange, description, errorMessage, isDisabled }: DeliveryDateFieldProps): ReactElement {
  const id = useId();
  const [draft, setDraft] = useState(value?.date ?? '');
  useEffect(() => setDraft(value?.date ?? ''), [value?.date]);
  const hasError = errorMessage !== undefined && errorMessage !== null && errorMessage !== '';
  return (
    <div className="mk-field">
      <label className="mk-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="mk-field__input"
        value={draft}
        min={minValue}
        disabled={isDisabled}
        aria-invalid={hasError || undefined}
        aria-describedby={description || hasError ? `${id}-help` : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          onChange(next ? { date: next, ...(value?.time ? { time: value.time } : {}) } : null);
        }}
      />
      <div id={`${id}-help`}>
        {description ? <span className="mk-field__description">{description}</span> : null}
        {hasError ? <span className="mk-field__error">{errorMessage}</span> : null}
      </div>
    </div>
  );
}
