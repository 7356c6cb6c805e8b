import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardPaymentForm, type CardDetails, type CardPaymentFailure } from './card-payment-form';

/** Types a whole card, so the form pays. */
async function payWithACard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Card number/ }), '4000 0000 0000 0002');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/30');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Security code' }), '123');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), 'Dana Builder');
  await userEvent.click(canvas.getByRole('button', { name: 'Pay $25.00' }));
}

const meta = {
  title: 'UI Kit/Forms/CardPaymentForm',
  component: CardPaymentForm,
  tags: ['autodocs'],
  args: {
    amountCents: 2500,
    currency: 'USD',
    onPay: fn(async (_card: CardDetails) => undefined) as (card: CardDetails) => Promise<void>,
    describeFailure: (error: unknown) => error as CardPaymentFailure,
    sandboxCards: { paid: '4242424242424242', declined: '4000000000000002' },
  },
} satisfies Meta<typeof CardPaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sandbox's form, with its test cards under the card number. */
export const Sandbox: Story = {};

/** Submitted empty: each field says what it needs, and nothing is paid. */
export const Incomplete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $25.00' }));
    await expect(await canvas.findByText('Enter the card number.')).toBeVisible();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** A declined card: the reason above the fields, which keep what was typed. */
export const Declined: Story = {
  args: { onPay: async (_card: CardDetails) => Promise.reject({ message: 'Your card was declined.' }) },
  play: async ({ canvasElement }) => {
    await payWithACard(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Your card was declined.');
  },
};

/** A refusal about one field: under that field. */
export const Expired: Story = {
  args: { onPay: async (_card: CardDetails) => Promise.reject({ message: 'This card has expired.', fields: { expiry: 'This card has expired.' } }) },
  play: async ({ canvasElement }) => {
    await payWithACard(canvasElement);
    await expect(await within(canvasElement).findByText('This card has expired.')).toBeVisible();
  },
};
