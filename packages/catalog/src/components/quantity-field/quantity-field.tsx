import { MAX_CART_QUANTITY } from '@marketplace/contracts';
import type { FocusEvent, ReactElement, ReactNode, Ref } from 'react';
import { Button, FieldError, Group, Input, Label, NumberField, Text } from 'react-aria-components';
import '../../styles/catalog.css';

/** Props of {@link QuantityField}; the names match react-hook-form's `field`, so a Controller can spread it. */
export interface QuantityFieldProps {
  label: ReactNode;
  value: number;
  onChange: (value: number) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  /** The supplier's minimum order: the field never goes below it. */
  minValue: number;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isDisabled?: boolean;
  name?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A whole-number quantity with − and + buttons. The minimum order is the floor: − stops there and
 * a smaller number typed in snaps back to it when the field is left.
 */
export function QuantityField({ label, value, onChange, onBlur, minValue, description, errorMessage, isDisabled, name, ref }: QuantityFieldProps): ReactElement {
  const hasError = errorMessage !== undefined && errorMessage !== null && errorMessage !== '';
  return (
    <NumberField
      className="mk-field mk-quantity-field"
      name={name}
      value={value}
      minValue={Math.max(1, minValue)}
      maxValue={MAX_CART_QUANTITY}
      step={1}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      // Clearing the field answers NaN; keep the last quantity rather than none.
      onChange={(next) => {
        if (Number.isFinite(next)) onChange(next);
      }}
      onBlur={onBlur}
      isDisabled={isDisabled}
      isInvalid={hasError || undefined}
    >
      <Label className="mk-field__label">{label}</Label>
      <Group className="mk-quantity-field__group">
        <Button slot="decrement" className="mk-quantity-field__button">
          −
        </Button>
        <Input ref={ref} className="mk-field__input mk-quantity-field__input" />
        <Button slot="increment" className="mk-quantity-field__button">
          +
        </Button>
      </Group>
      {description ? (
        <Text slot="description" className="mk-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="mk-field__error">{hasError ? errorMessage : undefined}</FieldError>
    </NumberField>
  );
}
