// Label, description and error pieces shared by the form widgets, so every field lays out and
// links its help text the same way. react-aria wires the ids: a `Text slot="description"` and a
// `FieldError` inside a field end up in the input's aria-describedby.
import type { ReactElement, ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';

interface FieldLabelProps {
  children: ReactNode;
  isRequired?: boolean;
}

/** The visible label; the asterisk is decorative because the input itself is aria-required. */
export function FieldLabel({ children, isRequired }: FieldLabelProps): ReactElement {
  return (
    <Label className="mk-field__label">
      {children}
      {isRequired ? (
        <span className="mk-field__required" aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

interface FieldHelpProps {
  description?: ReactNode;
  errorMessage?: ReactNode;
}

/**
 * Description and error message. Without `errorMessage`, FieldError still shows errors react-aria
 * knows about (a Form's `validationErrors`, native constraints).
 */
export function FieldHelp({ description, errorMessage }: FieldHelpProps): ReactElement {
  return (
    <>
      {description ? (
        <Text slot="description" className="mk-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="mk-field__error">{hasError(errorMessage) ? errorMessage : undefined}</FieldError>
    </>
  );
}

/** Whether an `errorMessage` prop should mark the field invalid. */
export function hasError(errorMessage: ReactNode): boolean {
  return errorMessage !== undefined && errorMessage !== null && errorMessage !== false && errorMessage !== '';
}
