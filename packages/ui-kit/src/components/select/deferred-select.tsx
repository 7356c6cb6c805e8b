import { Suspense, useState, type ReactElement } from 'react';
import { cx } from '../../lib/class-names';
import { ChevronDownIcon } from '../../lib/icons';
import { deferredComponent, useDeferredComponent } from '../../lib/deferred-component';
import type { SelectProps } from './select';

// React Aria's select, listbox and popover weigh about 40 kB (gzip) with their overlays: a page
// that shows a select on its first screen draws before they load (decision 0807).
const deferredSelect = deferredComponent(() => import('./select').then((module) => module.Select));

interface StandInProps extends SelectProps {
  onReach: () => void;
  onPress: () => void;
  onFocusChange: (focused: boolean) => void;
}

/**
 * The select as it looks before its code has loaded: the same label and a plain button showing
 * the chosen option, so nothing moves when the real select takes its place.
 */
function SelectStandIn({
  label,
  options,
  value,
  defaultValue,
  placeholder = 'Select…',
  isDisabled,
  disabled,
  className,
  onReach,
  onPress,
  onFocusChange,
}: StandInProps): ReactElement {
  const chosen = options.find((option) => option.value === (value ?? defaultValue));
  const shown = chosen?.label ?? placeholder;
  return (
    <div className={cx('mk-field', 'mk-select', className)} data-disabled={isDisabled || disabled || undefined}>
      <span className="mk-field__label" aria-hidden="true">
        {label}
      </span>
      <button
        type="button"
        className="mk-field__input mk-select__trigger"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-label={typeof label === 'string' ? `${label}: ${shown}` : undefined}
        disabled={isDisabled || disabled}
        onPointerEnter={onReach}
        onClick={onPress}
        onFocus={() => {
          onFocusChange(true);
          onReach();
        }}
        onBlur={() => onFocusChange(false)}
      >
        <span className="mk-select__value" data-placeholder={chosen ? undefined : true}>
          {shown}
        </span>
        <ChevronDownIcon className="mk-select__chevron" />
      </button>
    </div>
  );
}

/**
 * A {@link Select} whose code loads after the page has drawn: until then (and while it loads) a
 * stand-in of the same look shows the chosen option. It loads once the browser is idle, or as
 * soon as the person points at or focuses it; the real select then takes the focus over (and
 * opens, when the stand-in was pressed). Use it where a select sits on a page's first screen;
 * forms behind a click keep `Select`.
 */
export function DeferredSelect(props: SelectProps): ReactElement {
  const [ready, loadNow] = useDeferredComponent(deferredSelect);
  const Select = deferredSelect.Component;
  const [focused, setFocused] = useState(false);
  const [pressed, setPressed] = useState(false);
  const standIn = (
    <SelectStandIn
      {...props}
      onReach={loadNow}
      onPress={() => {
        setPressed(true);
        loadNow();
      }}
      onFocusChange={setFocused}
    />
  );
  return (
    <Suspense fallback={standIn}>
      {ready ? <Select {...props} autoFocus={props.autoFocus || (focused && !pressed)} defaultOpen={props.defaultOpen || pressed} /> : standIn}
    </Suspense>
  );
}
