import type { ReactElement, Ref } from 'react';
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components';
import { cx } from '../../lib/class-names';
import { CheckIcon, ChevronDownIcon } from '../../lib/icons';
import { FieldHelp, FieldLabel, hasError } from '../field/field-parts';
import type { FieldBaseProps } from '../field/field-props';

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

/** Props of {@link Select}. The value is the chosen option's `value`, or `null` for none. */
export interface SelectProps extends FieldBaseProps<string | null, Element> {
  options: readonly SelectOption[];
  /** Shown while nothing is chosen. @defaultValue 'Select…' */
  placeholder?: string;
  /** Forwarded to the trigger button (the focusable part). */
  ref?: Ref<HTMLButtonElement>;
  /** Open the list when first drawn. */
  defaultOpen?: boolean;
}

/**
 * A labelled single choice from a list (react-aria Select: typeahead, arrow keys, a hidden native
 * select for forms). Works with a react-hook-form Controller like `TextField`.
 */
export function Select({
  label,
  description,
  errorMessage,
  options,
  placeholder = 'Select…',
  ref,
  className,
  disabled,
  isDisabled,
  isRequired,
  isReadOnly: _isReadOnly,
  onChange,
  ...props
}: SelectProps): ReactElement {
  return (
    <AriaSelect
      {...props}
      // Option ids are the options' string values; react-aria types keys as string | number.
      onChange={onChange && ((key) => onChange(key === null ? null : String(key)))}
      placeholder={placeholder}
      isRequired={isRequired}
      isDisabled={isDisabled ?? disabled}
      isInvalid={hasError(errorMessage) || undefined}
      className={cx('mk-field', 'mk-select', className)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <AriaButton ref={ref} className="mk-field__input mk-select__trigger">
        <SelectValue className="mk-select__value" />
        <ChevronDownIcon className="mk-select__chevron" />
      </AriaButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className="mk-select__popover" placement="bottom start">
        <ListBox className="mk-select__list" items={options}>
          {(option) => (
            <ListBoxItem
              id={option.value}
              textValue={option.label}
              isDisabled={option.isDisabled}
              className="mk-select__option"
            >
              {({ isSelected }) => (
                <>
                  <span>{option.label}</span>
                  {isSelected ? <CheckIcon /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
