import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { DateTimePicker, type DateTimePickerHandle, type DateTimeValue } from './date-time-picker';

const segment = (group: HTMLElement, name: RegExp): HTMLElement => within(group).getByRole('spinbutton', { name });
const timeGroup = (): HTMLElement => screen.getByRole('group', { name: 'Time' });
const dateGroup = (): HTMLElement => screen.getByRole('group', { name: 'Delivery date' });

async function openCalendar(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: /Calendar/ }));
  return screen.findByRole('dialog');
}

describe('DateTimePicker', () => {
  it('sets the date when a day is picked in the calendar', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateTimePicker label="Delivery date" defaultValue={{ date: '2027-03-10' }} onChange={onChange} />);
    const dialog = await openCalendar(user);
    expect(within(dialog).getByRole('button', { name: /March 2027, choose month/ })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: /March 15, 2027/ }));
    expect(onChange).toHaveBeenLastCalledWith({ date: '2027-03-15' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(segment(dateGroup(), /day/)).toHaveTextContent('15');
  });

  it('keeps the time when another day is picked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DateTimePicker label="Delivery date" value={{ date: '2027-03-10', time: '07:30:00' }} onChange={onChange} />
    );
    const dialog = await openCalendar(user);
    await user.click(within(dialog).getByRole('button', { name: /March 12, 2027/ }));
    expect(onChange).toHaveBeenLastCalledWith({ date: '2027-03-12', time: '07:30:00' });
  });

  it('types hours, minutes and seconds into a 24-hour time field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DateTimePicker
        label="Delivery date"
        granularity="second"
        defaultValue={{ date: '2027-03-10' }}
        onChange={onChange}
      />
    );
    expect(within(timeGroup()).queryByRole('spinbutton', { name: /AM\/PM/ })).not.toBeInTheDocument();
    await user.click(segment(timeGroup(), /hour/));
    await user.keyboard('14');
    await user.keyboard('05');
    await user.keyboard('09');
    expect(onChange).toHaveBeenLastCalledWith({ date: '2027-03-10', time: '14:05:09' });
    expect(segment(timeGroup(), /hour/)).toHaveAttribute('aria-valuemax', '23');
  });

  it('shows AM/PM in 12-hour mode and reports a 24-hour time', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DateTimePicker label="Delivery date" hourCycle={12} defaultValue={{ date: '2027-03-10' }} onChange={onChange} />
    );
    const dayPeriod = segment(timeGroup(), /AM\/PM/);
    await user.click(segment(timeGroup(), /hour/));
    await user.keyboard('2');
    await user.keyboard('45');
    expect(dayPeriod).toHaveFocus();
    await user.keyboard('p');
    expect(dayPeriod).toHaveTextContent('PM');
    expect(onChange).toHaveBeenLastCalledWith({ date: '2027-03-10', time: '14:45:00' });
    expect(segment(timeGroup(), /hour/)).toHaveAttribute('aria-valuemax', '12');
  });

  it('shows a 24-hour value on a 12-hour clock', () => {
    render(<DateTimePicker label="Delivery date" hourCycle={12} value={{ date: '2027-03-10', time: '18:20:00' }} />);
    expect(segment(timeGroup(), /hour/)).toHaveTextContent('6');
    expect(segment(timeGroup(), /AM\/PM/)).toHaveTextContent('PM');
  });

  it('accepts minutes and seconds from 0 to 59 only', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DateTimePicker
        label="Delivery date"
        granularity="second"
        defaultValue={{ date: '2027-03-10', time: '08:59:00' }}
        onChange={onChange}
      />
    );
    const minute = segment(timeGroup(), /minute/);
    const second = segment(timeGroup(), /second/);
    for (const part of [minute, second]) {
      expect(part).toHaveAttribute('aria-valuemin', '0');
      expect(part).toHaveAttribute('aria-valuemax', '59');
    }
    // 59 is the largest two-digit entry either segment takes.
    await user.click(second);
    await user.keyboard('59');
    expect(onChange).toHaveBeenLastCalledWith({ date: '2027-03-10', time: '08:59:59' });
    // 7 cannot start a two-digit minute (70 > 59), so it stands alone and 5 goes to the seconds.
    await user.click(minute);
    await user.keyboard('75');
    expect(onChange).toHaveBeenLastCalledWith({ date: '2027-03-10', time: '08:07:05' });
    expect(minute).toHaveTextContent('07');
    expect(second).toHaveTextContent('05');
  });

  it('wraps seconds from 59 to 0 with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DateTimePicker
        label="Delivery date"
        granularity="second"
        value={{ date: '2027-03-10', time: '08:15:59' }}
        onChange={onChange}
      />
    );
    await user.click(segment(timeGroup(), /second/));
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith({ date: '2027-03-10', time: '08:15:00' });
  });

  it('keeps a time typed before the date and adds it when the date is picked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateTimePicker label="Delivery date" minValue="2027-03-01" maxValue="2027-03-31" onChange={onChange} />);
    await user.click(segment(timeGroup(), /hour/));
    await user.keyboard('0930');
    expect(onChange).not.toHaveBeenCalled();
    const dialog = await openCalendar(user);
    await user.click(within(dialog).getByRole('button', { name: /March 3, 2027/ }));
    expect(onChange).toHaveBeenLastCalledWith({ date: '2027-03-03', time: '09:30:00' });
  });

  it('leaves the time out at day granularity', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DateTimePicker
        label="Delivery date"
        granularity="day"
        defaultValue={{ date: '2027-03-10' }}
        onChange={onChange}
      />
    );
    expect(screen.queryByRole('group', { name: 'Time' })).not.toBeInTheDocument();
    const dialog = await openCalendar(user);
    await user.click(within(dialog).getByRole('button', { name: /March 11, 2027/ }));
    expect(onChange).toHaveBeenLastCalledWith({ date: '2027-03-11' });
  });

  it('opens a month overlay of 4 rows by 3 columns from the heading and navigates to the picked month', async () => {
    const user = userEvent.setup();
    render(<DateTimePicker label="Delivery date" defaultValue={{ date: '2027-03-10' }} />);
    const dialog = await openCalendar(user);
    await user.click(within(dialog).getByRole('button', { name: /choose month/ }));
    const months = within(dialog).getByRole('grid', { name: 'Choose month, 2027' });
    expect(months).toHaveAttribute('aria-colcount', '3');
    expect(months).toHaveAttribute('data-columns', '3');
    expect(months).toHaveClass('mk-calendar__overlay');
    const rows = within(months).getAllByRole('row');
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(within(row).getAllByRole('gridcell')).toHaveLength(3);
    // The shown month is selected and focused, so the keyboard starts from there.
    const march = within(months).getByRole('button', { name: 'March 2027' });
    expect(march).toHaveFocus();
    expect(march.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');

    await user.click(within(months).getByRole('button', { name: 'August 2027' }));
    expect(within(dialog).queryByRole('grid', { name: /Choose month/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /August 2027, choose month/ })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /August 10, 2027/ })).toHaveFocus();
  });

  it('moves through the month overlay with the arrow keys and picks with Enter', async () => {
    const user = userEvent.setup();
    render(<DateTimePicker label="Delivery date" defaultValue={{ date: '2027-03-10' }} />);
    const dialog = await openCalendar(user);
    await user.click(within(dialog).getByRole('button', { name: /choose month/ }));
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(within(dialog).getByRole('button', { name: 'July 2027' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('button', { name: /July 2027, choose month/ })).toBeVisible();
  });

  it('goes back to the day grid on Escape from an overlay without closing the calendar', async () => {
    const user = userEvent.setup();
    render(<DateTimePicker label="Delivery date" defaultValue={{ date: '2027-03-10' }} />);
    const dialog = await openCalendar(user);
    await user.click(within(dialog).getByRole('button', { name: /choose month/ }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /March 2027, choose month/ })).toBeVisible();
  });

  it('opens a year overlay of 3 columns from the month overlay, pages through years, and navigates to the picked year', async () => {
    const user = userEvent.setup();
    render(<DateTimePicker label="Delivery date" defaultValue={{ date: '2027-03-10' }} />);
    const dialog = await openCalendar(user);
    await user.click(within(dialog).getByRole('button', { name: /choose month/ }));
    await user.click(within(dialog).getByRole('button', { name: '2027, choose year' }));
    let years = within(dialog).getByRole('grid', { name: /Choose year/ });
    expect(years).toHaveAttribute('aria-colcount', '3');
    expect(years).toHaveAttribute('data-columns', '3');
    expect(within(years).getAllByRole('row')).toHaveLength(4);
    expect(
      within(years)
        .getAllByRole('button')
        .map((button) => button.textContent)
    ).toEqual(Array.from({ length: 12 }, (_, index) => String(2025 + index)));
    expect(within(years).getByRole('button', { name: '2027' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Next years' }));
    years = within(dialog).getByRole('grid', { name: 'Choose year, 2037 to 2048' });
    await user.click(within(years).getByRole('button', { name: '2040' }));
    expect(within(dialog).getByRole('button', { name: /March 2040, choose month/ })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /March 10, 2040/ })).toHaveFocus();
  });

  it('disables days before minValue and marks unavailable days', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DateTimePicker
        label="Delivery date"
        granularity="day"
        defaultValue={{ date: '2027-03-10' }}
        minValue="2027-03-08"
        isDateUnavailable={(date) => date === '2027-03-12'}
        onChange={onChange}
      />
    );
    const dialog = await openCalendar(user);
    const before = within(dialog).getByRole('button', { name: /March 5, 2027/ });
    expect(before).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('button', { name: /March 8, 2027/ })).not.toHaveAttribute('aria-disabled');
    await user.click(before);
    await user.click(within(dialog).getByRole('button', { name: /March 12, 2027/ }));
    expect(onChange).not.toHaveBeenCalled();
    expect(
      within(dialog)
        .getByRole('button', { name: /March 12, 2027/ })
        .closest('td')
    ).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('button', { name: /previous/i })).toBeDisabled();
  });

  it('disables months and years outside the range in the overlays', async () => {
    const user = userEvent.setup();
    render(<DateTimePicker label="Delivery date" defaultValue={{ date: '2027-03-10' }} minValue="2027-03-08" />);
    const dialog = await openCalendar(user);
    await user.click(within(dialog).getByRole('button', { name: /choose month/ }));
    expect(within(dialog).getByRole('button', { name: 'February 2027' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('button', { name: 'March 2027' })).not.toHaveAttribute('aria-disabled');
    expect(within(dialog).getByRole('button', { name: 'Previous year' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'February 2027' }));
    expect(within(dialog).getByRole('grid', { name: /Choose month/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '2027, choose year' }));
    expect(within(dialog).getByRole('button', { name: '2026' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows a description and an error message and marks the field invalid', () => {
    render(
      <DateTimePicker
        label="Delivery date"
        description="Suppliers deliver on weekdays."
        errorMessage="Choose a delivery date"
      />
    );
    expect(screen.getByText('Choose a delivery date')).toBeVisible();
    expect(screen.getByText('Suppliers deliver on weekdays.')).toBeVisible();
    expect(segment(dateGroup(), /month/)).toHaveAttribute('aria-invalid', 'true');
    expect(segment(dateGroup(), /month/)).toHaveAccessibleDescription(/Choose a delivery date/);
  });

  it('can be disabled through isDisabled or the disabled alias', () => {
    render(
      <>
        <DateTimePicker label="A" isDisabled />
        <DateTimePicker label="B" disabled />
      </>
    );
    for (const name of ['A', 'B']) {
      const group = screen.getByRole('group', { name });
      expect(within(group).getAllByRole('spinbutton')[0]).toHaveAttribute('aria-disabled', 'true');
    }
    for (const button of screen.getAllByRole('button', { name: /Calendar/ })) expect(button).toBeDisabled();
  });

  it('marks the date as required', () => {
    render(<DateTimePicker label="Delivery date" isRequired />);
    expect(segment(dateGroup(), /month/)).toHaveAttribute('aria-required', 'true');
  });

  it('works as a react-hook-form Controller field: value, onChange, onBlur and focus through ref', async () => {
    const user = userEvent.setup();
    const seen: Array<DateTimeValue | null> = [];
    let focusField: ((name: 'delivery') => void) | undefined;
    let touched = false;
    function DeliveryForm() {
      const { control, watch, setFocus, formState } = useForm<{ delivery: DateTimeValue | null }>({
        defaultValues: { delivery: { date: '2027-03-10', time: '10:00:00' } },
      });
      focusField = setFocus;
      touched = Boolean(formState.touchedFields.delivery);
      seen.push(watch('delivery'));
      return (
        <>
          <Controller
            name="delivery"
            control={control}
            render={({ field, fieldState }) => (
              <DateTimePicker label="Delivery date" {...field} errorMessage={fieldState.error?.message} />
            )}
          />
          <button type="button">Elsewhere</button>
        </>
      );
    }
    render(<DeliveryForm />);
    expect(segment(timeGroup(), /hour/)).toHaveTextContent('10');
    const dialog = await openCalendar(user);
    await user.click(within(dialog).getByRole('button', { name: /March 17, 2027/ }));
    expect(seen.at(-1)).toEqual({ date: '2027-03-17', time: '10:00:00' });
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(touched).toBe(true);
    // react-hook-form focuses on the next tick.
    act(() => focusField?.('delivery'));
    await waitFor(() => expect(segment(dateGroup(), /month/)).toHaveFocus());
  });

  it('exposes focus() through its ref', () => {
    const ref = createRef<DateTimePickerHandle>();
    render(<DateTimePicker label="Delivery date" ref={ref} />);
    act(() => ref.current?.focus());
    expect(segment(dateGroup(), /month/)).toHaveFocus();
  });

  it('reports null once the date is emptied', async () => {
    const user = userEvent.setup();
    const changes: Array<DateTimeValue | null> = [];
    function Controlled() {
      const [value, setValue] = useState<DateTimeValue | null>({ date: '2027-03-10' });
      return (
        <DateTimePicker
          label="Delivery date"
          granularity="day"
          value={value}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Controlled />);
    // Backspace on an empty segment moves to the one before, so this empties all three.
    await user.click(segment(dateGroup(), /year/));
    await user.keyboard('{Backspace}'.repeat(12));
    expect(changes.at(-1)).toBeNull();
    expect(segment(dateGroup(), /year/)).toHaveTextContent('yyyy');
  });
});
