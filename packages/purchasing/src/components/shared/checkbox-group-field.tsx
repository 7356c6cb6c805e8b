import { Checkbox, Stack } from '@marketplace/ui-kit';
import type { ReactElement, ReactNode, Ref } from 'react';
import { CheckboxGroup, FieldError, Label, Text } from 'react-aria-components';

/** One box of a {@link CheckboxGroupField}. */
export interface CheckboxChoice {
  id: string;
  label: ReactNode;
  description?: ReactNode;
}

/** Props of {@link CheckboxGroupField}. */
export interface CheckboxGroupFieldProps {
  label: ReactNode;
  description?: ReactNode;
  choices: readonly CheckboxChoice[];
  /** The ids checked. */
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  name?: string;
  errorMessage?: string;
  isRequired?: boolean;
  /** Given to the first box, so a refusal of the field can focus the group. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * Several boxes under one label, description and error. ui-kit has a single checkbox only;
 * react-aria's group gives the boxes a shared label and error, and ui-kit's boxes join it through
 * react-aria's context, styled like every other field.
 */
export function CheckboxGroupField({ label, description, choices, value, onChange, onBlur, name, errorMessage, isRequired, ref }: CheckboxGroupFieldProps): ReactElement {
  return (
    <CheckboxGroup value={value} onChange={onChange} onBlur={onBlur} name={name} isInvalid={Boolean(errorMessage)} isRequired={isRequired} className="mk-field">
      <Label className="mk-field__label">{label}</Label>
      {description ? (
        <Text slot="description" className="mk-field__description">
          {description}
        </Text>
      ) : null}
      <Stack gap="sm">
        {choices.map((choice, index) => (
          <Checkbox key={choice.id} value={choice.id} description={choice.description} ref={index === 0 ? ref : undefined}>
            {choice.label}
          </Checkbox>
        ))}
      </Stack>
      <FieldError className="mk-field__error">{errorMessage}</FieldError>
    </CheckboxGroup>
  );
}
