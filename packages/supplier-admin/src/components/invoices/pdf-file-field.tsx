import { Button, Stack } from '@marketplace/ui-kit';
import { useId, useRef, type ReactElement } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** Props of {@link PdfFileField}. */
export interface PdfFileFieldProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  label: string;
  description?: string;
}

/**
 * A PDF chosen from the supplier's files, kept in a react-hook-form form as a `File` (or null).
 * A native file input, as the price-list import uses: the browser's own picker, keyboard and
 * screen-reader behaviour; its error shows under it and is read with it.
 */
export function PdfFileField<Values extends FieldValues, Output>({ control, name, label, description }: PdfFileFieldProps<Values, Output>): ReactElement {
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value: unknown = field.value;
        const file = value instanceof File ? value : null;
        const error = fieldState.error?.message;
        const described = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
        return (
          <div className="mk-field">
            <label htmlFor={id} className="mk-field__label">
              {label}
            </label>
            <Stack direction="horizontal" gap="sm" align="center" wrap>
              <input
                id={id}
                ref={(element) => {
                  input.current = element;
                  field.ref(element);
                }}
                type="file"
                accept="application/pdf,.pdf"
                aria-invalid={error ? true : undefined}
                aria-describedby={described || undefined}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.currentTarget.files?.[0] ?? null)}
              />
              {file ? (
                <Button
                  size="sm"
                  variant="ghost"
                  onPress={() => {
                    field.onChange(null);
                    if (input.current) input.current.value = '';
                  }}
                >
                  {`Remove ${file.name}`}
                </Button>
              ) : null}
            </Stack>
            {description ? (
              <span id={`${id}-description`} className="mk-field__description">
                {description}
              </span>
            ) : null}
            {error ? (
              <span id={`${id}-error`} className="mk-field__error">
                {error}
              </span>
            ) : null}
          </div>
        );
      }}
    />
  );
}
