// The calendar inside the date-time picker's popover: a day grid, plus a month overlay and a year
// overlay (spec section 9: both in three columns) reached from the heading. react-aria's Calendar
// owns the value, the focused date and the day grid's keyboard support; the overlays only move
// the focused date and hand focus back to the day grid.
import { type CalendarDate, DateFormatter, endOfMonth, startOfMonth } from '@internationalized/date';
import { type KeyboardEvent, type ReactElement, useEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  type CalendarState,
  useLocale,
} from 'react-aria-components';
import { cx } from '../../lib/class-names';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '../../lib/icons';

/** Columns of the month and year overlays (spec section 9). */
export const OVERLAY_COLUMNS = 3;
/** Years on one page of the year overlay: four rows of three. */
export const YEARS_PER_PAGE = 12;

type CalendarView = 'day' | 'month' | 'year';

/** The popover's calendar; reads its value, limits and unavailable dates from the DatePicker. */
export function DateCalendar(): ReactElement {
  return <Calendar className="mk-calendar">{({ state }) => <CalendarViews state={state} />}</Calendar>;
}

function CalendarViews({ state }: { state: CalendarState }): ReactElement {
  const [view, setView] = useState<CalendarView>('day');
  const { locale } = useLocale();

  const showDays = (focusedDate?: CalendarDate): void => {
    if (focusedDate) state.setFocusedDate(focusedDate);
    // The day cell that matches the focused date takes focus when the grid mounts again.
    state.setFocused(true);
    setView('day');
  };

  if (view === 'month') {
    return (
      <MonthOverlay
        state={state}
        locale={locale}
        onPick={showDays}
        onShowYears={() => setView('year')}
        onCancel={() => showDays()}
      />
    );
  }
  if (view === 'year') {
    return <YearOverlay state={state} onPick={showDays} onCancel={() => showDays()} />;
  }

  const title = new DateFormatter(locale, { month: 'long', year: 'numeric', timeZone: state.timeZone }).format(
    state.visibleRange.start.toDate(state.timeZone)
  );
  return (
    <>
      <header className="mk-calendar__header">
        <AriaButton slot="previous" className="mk-calendar__nav">
          <ChevronLeftIcon />
        </AriaButton>
        <button
          type="button"
          className="mk-calendar__title"
          aria-label={`${title}, choose month`}
          disabled={state.isDisabled}
          onClick={() => setView('month')}
        >
          {title}
          <ChevronDownIcon />
        </button>
        <AriaButton slot="next" className="mk-calendar__nav">
          <ChevronRightIcon />
        </AriaButton>
      </header>
      <CalendarGrid className="mk-calendar__grid">
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className="mk-calendar__weekday">{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className="mk-calendar__day" />}</CalendarGridBody>
      </CalendarGrid>
    </>
  );
}

interface OverlayProps {
  state: CalendarState;
  onPick: (focusedDate: CalendarDate) => void;
  onCancel: () => void;
}

function MonthOverlay({
  state,
  locale,
  onPick,
  onShowYears,
  onCancel,
}: OverlayProps & { locale: string; onShowYears: () => void }): ReactElement {
  const focused = state.focusedDate;
  const [year, setYear] = useState(focused.year);
  const shortName = new DateFormatter(locale, { month: 'short', timeZone: state.timeZone });
  const longName = new DateFormatter(locale, { month: 'long', year: 'numeric', timeZone: state.timeZone });

  const months: OverlayItem[] = Array.from({ length: 12 }, (_, index) => {
    const first = startOfMonth(focused.set({ year, month: index + 1, day: 1 }));
    const day = first.toDate(state.timeZone);
    return {
      key: index + 1,
      label: shortName.format(day),
      accessibleLabel: longName.format(day),
      isSelected: year === focused.year && index + 1 === focused.month,
      isDisabled: isBeforeMin(state, endOfMonth(first)) || isAfterMax(state, first),
    };
  });
  const yearOutOfRange = (candidate: number): boolean =>
    isBeforeMin(state, focused.set({ year: candidate, month: 12, day: 31 })) ||
    isAfterMax(state, focused.set({ year: candidate, month: 1, day: 1 }));

  return (
    <>
      <header className="mk-calendar__header">
        <OverlayNav
          direction="previous"
          label="Previous year"
          isDisabled={yearOutOfRange(year - 1)}
          onPress={() => setYear(year - 1)}
        />
        <button type="button" className="mk-calendar__title" aria-label={`${year}, choose year`} onClick={onShowYears}>
          {year}
          <ChevronDownIcon />
        </button>
        <OverlayNav
          direction="next"
          label="Next year"
          isDisabled={yearOutOfRange(year + 1)}
          onPress={() => setYear(year + 1)}
        />
      </header>
      <OverlayGrid
        label={`Choose month, ${year}`}
        items={months}
        onPick={(month) => onPick(focused.set({ year, month }))}
        onCancel={onCancel}
      />
    </>
  );
}

function YearOverlay({ state, onPick, onCancel }: OverlayProps): ReactElement {
  const focused = state.focusedDate;
  // Deliveries look ahead, so the first page starts on the focused year's row, not years before it.
  const [pageStart, setPageStart] = useState(focused.year - (focused.year % OVERLAY_COLUMNS));
  const pageEnd = pageStart + YEARS_PER_PAGE - 1;
  const yearDisabled = (year: number): boolean =>
    isBeforeMin(state, focused.set({ year, month: 12, day: 31 })) ||
    isAfterMax(state, focused.set({ year, month: 1, day: 1 }));

  const years: OverlayItem[] = Array.from({ length: YEARS_PER_PAGE }, (_, index) => {
    const year = pageStart + index;
    return {
      key: year,
      label: String(year),
      accessibleLabel: String(year),
      isSelected: year === focused.year,
      isDisabled: yearDisabled(year),
    };
  });

  return (
    <>
      <header className="mk-calendar__header">
        <OverlayNav
          direction="previous"
          label="Previous years"
          isDisabled={yearDisabled(pageStart - 1)}
          onPress={() => setPageStart(pageStart - YEARS_PER_PAGE)}
        />
        <span className="mk-calendar__title mk-calendar__title--static" aria-live="polite">
          {pageStart} – {pageEnd}
        </span>
        <OverlayNav
          direction="next"
          label="Next years"
          isDisabled={yearDisabled(pageEnd + 1)}
          onPress={() => setPageStart(pageStart + YEARS_PER_PAGE)}
        />
      </header>
      <OverlayGrid
        label={`Choose year, ${pageStart} to ${pageEnd}`}
        items={years}
        onPick={(year) => onPick(focused.set({ year }))}
        onCancel={onCancel}
      />
    </>
  );
}

function OverlayNav({
  direction,
  label,
  isDisabled,
  onPress,
}: {
  direction: 'previous' | 'next';
  label: string;
  isDisabled: boolean;
  onPress: () => void;
}): ReactElement {
  return (
    <button type="button" className="mk-calendar__nav" aria-label={label} disabled={isDisabled} onClick={onPress}>
      {direction === 'previous' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </button>
  );
}

interface OverlayItem {
  key: number;
  /** Short visible text ('Mar', '2027'). */
  label: string;
  /** Full name read by screen readers ('March 2027'). */
  accessibleLabel: string;
  isSelected: boolean;
  isDisabled: boolean;
}

/**
 * Buttons in an ARIA grid of three columns with one tab stop: arrow keys move between cells,
 * Home/End go to the row's ends, Escape goes back to the day grid without closing the popover.
 * Out-of-range cells stay focusable (aria-disabled) so arrow keys can pass over them.
 */
function OverlayGrid({
  label,
  items,
  onPick,
  onCancel,
}: {
  label: string;
  items: readonly OverlayItem[];
  onPick: (key: number) => void;
  onCancel: () => void;
}): ReactElement {
  const selectedIndex = items.findIndex((item) => item.isSelected);
  const [focusIndex, setFocusIndex] = useState(Math.max(selectedIndex, 0));
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const rows = Array.from({ length: Math.ceil(items.length / OVERLAY_COLUMNS) }, (_, row) =>
    items.slice(row * OVERLAY_COLUMNS, (row + 1) * OVERLAY_COLUMNS)
  );
  const activeIndex = Math.min(focusIndex, items.length - 1);

  useEffect(() => {
    buttons.current[activeIndex]?.focus();
  }, [activeIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const column = activeIndex % OVERLAY_COLUMNS;
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -OVERLAY_COLUMNS,
      ArrowDown: OVERLAY_COLUMNS,
      Home: -column,
      End: OVERLAY_COLUMNS - 1 - column,
    };
    if (event.key === 'Escape') {
      // Keep the popover open: Escape leaves the overlay, a second Escape closes the calendar.
      event.preventDefault();
      event.stopPropagation();
      onCancel();
      return;
    }
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = activeIndex + move;
    if (next >= 0 && next < items.length) setFocusIndex(next);
  };

  return (
    <div
      role="grid"
      aria-label={label}
      aria-rowcount={rows.length}
      aria-colcount={OVERLAY_COLUMNS}
      data-columns={OVERLAY_COLUMNS}
      className="mk-calendar__overlay"
      onKeyDown={onKeyDown}
    >
      {rows.map((row, rowIndex) => (
        <div role="row" key={rowIndex} aria-rowindex={rowIndex + 1} className="mk-calendar__overlay-row">
          {row.map((item, columnIndex) => {
            const index = rowIndex * OVERLAY_COLUMNS + columnIndex;
            return (
              <div
                role="gridcell"
                key={item.key}
                aria-colindex={columnIndex + 1}
                aria-selected={item.isSelected}
                className="mk-calendar__overlay-cell"
              >
                <button
                  type="button"
                  ref={(element) => {
                    buttons.current[index] = element;
                  }}
                  tabIndex={index === activeIndex ? 0 : -1}
                  aria-label={item.accessibleLabel}
                  aria-disabled={item.isDisabled || undefined}
                  data-selected={item.isSelected || undefined}
                  className={cx('mk-calendar__option', item.isDisabled && 'mk-calendar__option--disabled')}
                  onFocus={() => setFocusIndex(index)}
                  onClick={() => {
                    if (!item.isDisabled) onPick(item.key);
                  }}
                >
                  {item.label}
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function isBeforeMin(state: CalendarState, date: CalendarDate): boolean {
  return state.minValue != null && date.compare(state.minValue) < 0;
}

function isAfterMax(state: CalendarState, date: CalendarDate): boolean {
  return state.maxValue != null && date.compare(state.maxValue) > 0;
}
