import type { Meta, StoryObj } from '@storybook/react-vite';
import { isWeekend, parseISO } from 'date-fns';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DateTimePicker } from './date-time-picker';

const meta = {
  title: 'UI Kit/Forms/DateTimePicker',
  component: DateTimePicker,
  tags: ['autodocs'],
  args: { label: 'Requested delivery', onChange: fn() },
  argTypes: {
    granularity: { control: 'inline-radio', options: ['day', 'minute', 'second'] },
    hourCycle: { control: 'inline-radio', options: [12, 24] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateTimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: { date: '2027-03-10' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    // The calendar opens in a popover at the end of the document body.
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /choose month/ }));
    const months = within(dialog).getByRole('grid', { name: /Choose month/ });
    await expect(months).toHaveAttribute('aria-colcount', '3');
    await userEvent.click(within(months).getByRole('button', { name: 'June 2027' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /June 15, 2027/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ date: '2027-06-15' });
  },
};

export const TwelveHourWithSeconds: Story = {
  args: {
    hourCycle: 12,
    granularity: 'second',
    defaultValue: { date: '2027-03-10', time: '14:30:15' },
    description: 'Time on the jobsite; the supplier confirms the window.',
  },
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByRole('group', { name: 'Time' });
    await expect(within(time).getByRole('spinbutton', { name: /AM\/PM/ })).toHaveTextContent('PM');
    await expect(within(time).getByRole('spinbutton', { name: /second/ })).toHaveAttribute('aria-valuemax', '59');
  },
};

export const WithMinDateAndUnavailableDates: Story = {
  args: {
    granularity: 'day',
    defaultValue: { date: '2027-03-10' },
    minValue: '2027-03-08',
    isDateUnavailable: (date: string) => isWeekend(parseISO(date)),
    description: 'Earliest delivery is March 8; no deliveries at weekends.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /March 5, 2027/ })).toHaveAttribute(
      'aria-disabled',
      'true'
    );
    await expect(
      within(dialog)
        .getByRole('button', { name: /March 13, 2027/ })
        .closest('td')
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'Choose a delivery date' },
  play: async ({ canvasElement }) => {
    const date = within(canvasElement).getByRole('group', { name: /Requested delivery/ });
    await expect(within(date).getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true');
  },
};

export const DateOnly: Story = { args: { granularity: 'day' } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { date: '2027-03-10', time: '08:00:00' } },
};
