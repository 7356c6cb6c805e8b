import type { ReactElement, ReactNode, Ref } from 'react';
import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';

/** One choice of a {@link RadioGroupField}. */
export interface RadioChoice {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  isDisabled?: boolean;
}

/** Props of {@link RadioGroupField}: a visible label, or `aria-label` where a table's headers say it. */
export interface RadioGroupFieldProps {
  label?: ReactNode;
  'aria-label'?: string;
  description?: ReactNode;
  choices: readonly RadioChoice[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  errorMessage?: string;
  isRequired?: boolean;
  /** @defaultValue 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /** Given to the first radio, so a refusal of the field can focus the group. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * One choice among a few, each visible at once: ui-kit has no radio group, so react-aria's group
 * and radios carry ui-kit's field classes (label, description, error) and this package's radio
 * look (purchasing.css). A radio shows its state by its dot, not by colour alone.
 */
export function RadioGroupField({ label, description, choices, value, onChange, onBlur, name, errorMessage, isRequired, orientation = 'vertical', ref, ...labelling }: RadioGroupFieldProps): ReactElement {
  return (
    <RadioGroup
      {...labelling}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      name={name}
      isInvalid={Boolean(errorMessage)}
      isRequired={isRequired}
      orientation={orientation}
      className={`mk-field mk-radio-group mk-radio-group--${orientation}`}
    >
      {label ? <Label className="mk-field__label">{label}</Label> : null}
      {description ? (
        <Text slot="description" className="mk-field__description">
          {description}
        </Text>
      ) : null}
      <div className="mk-radio-group__choices">
        {choices.map((choice, index) => (
          <Radio key={choice.value} value={choice.value} isDisabled={choice.isDisabled} inputRef={index === 0 ? ref : undefined} className="mk-radio">
            <span className="mk-radio__dot" aria-hidden="true" />
            <span className="mk-radio__text">
              {choice.label}
              {choice.description ? <span className="mk-radio__description">{choice.description}</span> : null}
            </span>
          </Radio>
        ))}
      </div>
      <FieldError className="mk-field__error">{errorMessage}</FieldError>
    </RadioGroup>
  );
}
