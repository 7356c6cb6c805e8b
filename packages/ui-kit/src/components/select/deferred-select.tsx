import { Suspense, useCallback, useRef, useState, type ReactElement, type Ref } from 'react';
import { cx } from '../../lib/class-names';
import { ChevronDownIcon } from '../../lib/icons';
import { deferredComponent, useDeferredComponent } from '../../lib/deferred-component';
import type { SelectProps } from './select';

// React Aria's select, listbox and popover weigh about 40 kB (gzip) with their overlays: a page
// that shows a select on its first screen draws before they load (decision 0807).
const deferredSelect = deferredComponent(() => import('./select').then((module) => module.Select));

interface StandInProps extends SelectProps {
  onReach: () => void;
  onPressStart: () => void;
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
  onPressStart,
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
        onPointerDown={onPressStart}
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

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
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
  const pressed = useRef(false);
  // Between a pointer going down on the stand-in and its click, the stand-in stays: swapped
  // mid-press, the click would land on an element that never saw the press begin.
  const [pressing, setPressing] = useState(false);
  const callerRef = props.ref;
  // A press on the stand-in is handed on as a press on the real trigger once it is in the page:
  // the list opens as React Aria opens it for a click, and takes the focus.
  const triggerRef = useCallback(
    (node: HTMLButtonElement | null) => {
      setRef(callerRef, node);
      if (node && pressed.current) {
        pressed.current = false;
        setTimeout(() => node.click(), 0);
      }
    },
    [callerRef],
  );
  const standIn = (
    <SelectStandIn
      {...props}
      onReach={loadNow}
      onPressStart={() => setPressing(true)}
      onPress={() => {
        pressed.current = true;
        setPressing(false);
        loadNow();
      }}
      onFocusChange={(isFocused) => {
        setFocused(isFocused);
        if (!isFocused) setPressing(false);
      }}
    />
  );
  return (
    <Suspense fallback={standIn}>
      {ready && !pressing ? <Select {...props} ref={triggerRef} autoFocus={props.autoFocus || focused} /> : standIn}
    </Suspense>
  );
}
