import { useState, type ReactElement, type Ref } from 'react';
import { Button as AriaButton, Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import { cx } from '../../lib/class-names';
import { FieldHelp, FieldLabel, hasError } from '../field/field-parts';
import type { FieldBaseProps } from '../field/field-props';

/** Props of {@link QuantityField}. The value is a whole number, never empty. */
export interface QuantityFieldProps extends FieldBaseProps<number, Element> {
  /**
   * The smallest quantity, e.g. a supplier's minimum order: − stops there and a smaller number
   * typed in is raised to it when the field is left. @defaultValue 1
   */
  minValue?: number;
  /** The largest quantity: + stops there and a larger number typed in is lowered to it. */
  maxValue?: number;
  /**
   * How much − and + change the quantity, e.g. a pack size. A number typed in is snapped to the
   * nearest multiple of it counted from `minValue`. @defaultValue 1
   */
  step?: number;
  /** Forwarded to the `<input>`, so react-hook-form can focus the field with an error. */
  ref?: Ref<HTMLInputElement>;
}

// Whole numbers without thousands separators: what a builder types is what the field shows.
const wholeNumber: Intl.NumberFormatOptions = { maximumFractionDigits: 0, useGrouping: false };

/**
 * A labelled whole-number quantity with − and + buttons (react-aria NumberField: a spin button
 * group, arrow keys, Page Up/Down, Home/End to the limits). `minValue`, `maxValue` and `step` bound
 * it both ways: the buttons stop at the limits and a number typed in is brought within them when
 * the field is left, so `onChange` only ever reports a quantity the limits allow. Clearing the
 * field puts the last quantity back rather than report none. Uncontrolled, it starts at
 * `defaultValue` or else at `minValue`. Works with a react-hook-form Controller like `TextField`:
 * `<QuantityField label="Quantity" minValue={5} {...field} errorMessage={fieldState.error?.message} />`.
 */
export function QuantityField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue = 1,
  maxValue,
  step = 1,
  ref,
  className,
  disabled,
  isDisabled,
  isRequired,
  ...props
}: QuantityFieldProps): ReactElement {
  // Held here when uncontrolled, so that clearing the field can put the last quantity back.
  const [ownValue, setOwnValue] = useState(() => defaultValue ?? minValue);
  return (
    <AriaNumberField
      {...props}
      value={value ?? ownValue}
      onChange={(next) => {
        // An empty field commits NaN: keep the last quantity instead of reporting none.
        if (!Number.isFinite(next)) return;
        if (value === undefined) setOwnValue(next);
        onChange?.(next);
      }}
      minValue={minValue}
      maxValue={maxValue}
      step={step}
      formatOptions={wholeNumber}
      isRequired={isRequired}
      isDisabled={isDisabled ?? disabled}
      isInvalid={hasError(errorMessage) || undefined}
      className={cx('mk-field', 'mk-quantity-field', className)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className="mk-quantity-field__group">
        {/* react-aria names the buttons "Decrease <label>" and "Increase <label>". */}
        <AriaButton slot="decrement" className="mk-quantity-field__button">
          <span aria-hidden="true">−</span>
        </AriaButton>
        <Input ref={ref} className="mk-field__input mk-quantity-field__input" />
        <AriaButton slot="increment" className="mk-quantity-field__button">
          <span aria-hidden="true">+</span>
        </AriaButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
