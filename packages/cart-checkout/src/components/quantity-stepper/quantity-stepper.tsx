import { MAX_CART_QUANTITY } from '@marketplace/contracts';
import type { ReactElement, ReactNode } from 'react';
import { Button, FieldError, Group, Input, Label, NumberField, Text } from 'react-aria-components';
import '../../styles/cart.css';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  label: ReactNode;
  value: number;
  /** The supplier's minimum order: the stepper never goes below it. */
  minValue: number;
  onChange: (value: number) => void;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isDisabled?: boolean;
}

/**
 * A whole-number quantity with − and + buttons. The minimum order is the floor: − stops there and
 * a smaller number typed in snaps back to it when the field is left, so a quantity the supplier
 * would refuse cannot be entered.
 */
export function QuantityStepper({
  label,
  value,
  minValue,
  onChange,
  description,
  errorMessage,
  isDisabled,
}: QuantityStepperProps): ReactElement {
  const hasError = errorMessage !== undefined && errorMessage !== null && errorMessage !== '';
  return (
    <NumberField
      className="mk-field mk-cart-stepper"
      value={value}
      minValue={Math.max(1, minValue)}
      maxValue={MAX_CART_QUANTITY}
      step={1}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      onChange={(next) => {
        // Clearing the field answers NaN; keep the last quantity rather than send nothing.
        if (Number.isFinite(next)) onChange(next);
      }}
      isDisabled={isDisabled}
      isInvalid={hasError || undefined}
    >
      <Label className="mk-field__label">{label}</Label>
      <Group className="mk-cart-stepper__group">
        <Button slot="decrement" className="mk-cart-stepper__button">
          −
        </Button>
        <Input className="mk-field__input mk-cart-stepper__input" />
        <Button slot="increment" className="mk-cart-stepper__button">
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
