import type { Time } from '@internationalized/date';
import {
  type FocusEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import {
  Button as AriaButton,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  type DateValue,
  Dialog,
  Group,
  Label,
  Popover,
  TimeField as AriaTimeField,
  type TimeValue,
} from 'react-aria-components';
import { cx } from '../../lib/class-names';
import { CalendarIcon } from '../../lib/icons';
import { FieldHelp, FieldLabel, hasError } from '../field/field-parts';
import type { FieldBaseProps } from '../field/field-props';
import { DateCalendar } from './date-calendar';
import { formatIsoDate, formatIsoTime, parseIsoDate, parseIsoTime, toTime } from './date-values';

/**
 * The value of a {@link DateTimePicker}: a calendar date and, optionally, a time of day. Both are
 * plain ISO strings in the user's wall-clock time, with no time zone: `date` is 'YYYY-MM-DD' and
 * `time` is 'HH:mm:ss' on a 24-hour clock (seconds are '00' at minute granularity). `time` is
 * absent while the time field is empty.
 */
export interface DateTimeValue {
  date: string;
  time?: string;
}

/**
 * What the picker asks for: the date only (`'day'`), or the date with a time to the minute or to
 * the second.
 */
export type DateTimeGranularity = 'day' | 'minute' | 'second';

/** Clock of the time field: 24-hour, or 12-hour with an AM/PM segment. */
export type HourCycle = 12 | 24;

/** What a `ref` on {@link DateTimePicker} receives: enough for react-hook-form to focus it. */
export interface DateTimePickerHandle {
  /** Moves focus to the first segment of the date field. */
  focus: () => void;
}

/**
 * Props of {@link DateTimePicker}. The value is a {@link DateTimeValue} or `null` for no date;
 * dates are 'YYYY-MM-DD' strings throughout (`minValue`, `maxValue`, `isDateUnavailable`).
 */
export interface DateTimePickerProps extends Omit<FieldBaseProps<DateTimeValue | null, Element>, 'autoFocus'> {
  /** Earliest date that can be chosen, e.g. today or the supplier's earliest delivery date. */
  minValue?: string;
  /** Latest date that can be chosen. */
  maxValue?: string;
  /** Dates within range that still cannot be chosen (a supplier's non-delivery days). */
  isDateUnavailable?: (date: string) => boolean;
  /** @defaultValue 'minute' */
  granularity?: DateTimeGranularity;
  /** @defaultValue 24 */
  hourCycle?: HourCycle;
  /** Label of the time field, next to the date field. @defaultValue 'Time' */
  timeLabel?: ReactNode;
  /** Gives react-hook-form (or any caller) a handle to focus the field. */
  ref?: Ref<DateTimePickerHandle>;
}

/**
 * A date field with a calendar popover and, unless `granularity` is `'day'`, a time field beside
 * it. The calendar's heading opens a month overlay and from there a year overlay, both three
 * columns wide. The time is optional: the date alone makes a value.
 *
 * Controlled like the other form widgets, so a react-hook-form Controller can spread its field:
 * `<DateTimePicker label="Delivery" minValue={today} {...field} errorMessage={fieldState.error?.message} />`.
 * With `name`, the date is also submitted with a native form under that name.
 */
export function DateTimePicker({
  label,
  description,
  errorMessage,
  name,
  value,
  defaultValue,
  onChange,
  onBlur,
  minValue,
  maxValue,
  isDateUnavailable,
  granularity = 'minute',
  hourCycle = 24,
  timeLabel = 'Time',
  isRequired,
  isDisabled,
  disabled,
  isReadOnly,
  className,
  id,
  ref,
}: DateTimePickerProps): ReactElement {
  const isControlled = value !== undefined;
  const [uncontrolledValue, setUncontrolledValue] = useState<DateTimeValue | null>(defaultValue ?? null);
  const current = isControlled ? value : uncontrolledValue;
  // A time typed before any date has nowhere to live in the value; keep it until a date comes.
  const [pendingTime, setPendingTime] = useState<Time | null>(null);
  const groupRef = useRef<HTMLDivElement>(null);

  useImperativeHandle(
    ref,
    () => ({
      focus: () => groupRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus(),
    }),
    []
  );

  const hasTime = granularity !== 'day';
  const date = parseIsoDate(current?.date);
  const time = current ? parseIsoTime(current.time) : pendingTime;
  const isInvalid = hasError(errorMessage) || undefined;
  const isFieldDisabled = isDisabled ?? disabled;

  const commit = (next: DateTimeValue | null): void => {
    if (!isControlled) setUncontrolledValue(next);
    onChange?.(next);
  };
  const withTime = (isoDate: string, nextTime: Time | null): DateTimeValue =>
    hasTime && nextTime ? { date: isoDate, time: formatIsoTime(nextTime) } : { date: isoDate };

  const onDateChange = (next: DateValue | null): void => {
    if (next === null) {
      setPendingTime(time);
      commit(null);
      return;
    }
    commit(withTime(formatIsoDate(next), time));
  };
  const onTimeChange = (next: TimeValue | null): void => {
    const nextTime = next ? toTime(next) : null;
    if (current && date) commit(withTime(current.date, nextTime));
    else setPendingTime(nextTime);
  };
  const onGroupBlur = (event: FocusEvent<HTMLDivElement>): void => {
    // Moving between the date, the calendar button and the time is not leaving the field.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    onBlur?.(event);
  };

  return (
    <div
      id={id}
      className={cx('mk-field', 'mk-date-time-picker', className)}
      data-disabled={isFieldDisabled || undefined}
      onBlur={onGroupBlur}
    >
      <div className="mk-date-time-picker__row">
        <AriaDatePicker
          className="mk-date-time-picker__date"
          name={name}
          value={date}
          onChange={onDateChange}
          minValue={parseIsoDate(minValue)}
          maxValue={parseIsoDate(maxValue)}
          isDateUnavailable={isDateUnavailable && ((candidate) => isDateUnavailable(formatIsoDate(candidate)))}
          granularity="day"
          isRequired={isRequired}
          isDisabled={isFieldDisabled}
          isReadOnly={isReadOnly}
          isInvalid={isInvalid}
        >
          <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
          <Group ref={groupRef} className="mk-field__input mk-date-time-picker__group">
            <DateInput className="mk-date-input">
              {(segment) => <DateSegment segment={segment} className="mk-date-input__segment" />}
            </DateInput>
            <AriaButton className="mk-date-time-picker__trigger">
              <CalendarIcon />
            </AriaButton>
          </Group>
          <FieldHelp description={description} errorMessage={errorMessage} />
          <Popover className="mk-date-time-picker__popover" placement="bottom start">
            <Dialog className="mk-date-time-picker__dialog">
              <DateCalendar />
            </Dialog>
          </Popover>
        </AriaDatePicker>
        {hasTime ? (
          <AriaTimeField
            className="mk-date-time-picker__time"
            value={time}
            onChange={onTimeChange}
            granularity={granularity}
            hourCycle={hourCycle}
            isDisabled={isFieldDisabled}
            isReadOnly={isReadOnly}
            isInvalid={isInvalid}
          >
            <Label className="mk-field__label">{timeLabel}</Label>
            <DateInput className="mk-field__input mk-date-input">
              {(segment) => <DateSegment segment={segment} className="mk-date-input__segment" />}
            </DateInput>
          </AriaTimeField>
        ) : null}
      </div>
    </div>
  );
}
