import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardPaymentForm, type CardDetails, type CardPaymentFailure } from './card-payment-form';

/** A refusal as the caller words it: here, the error itself carries the words. */
const asIs = (error: unknown) => error as CardPaymentFailure;

async function fillCard(user: ReturnType<typeof userEvent.setup>, card: Partial<CardDetails> = {}) {
  await user.type(screen.getByRole('textbox', { name: /^Card number/ }), card.cardNumber ?? '4242 4242 4242 4242');
  await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), card.expiry ?? '12/30');
  await user.type(screen.getByRole('textbox', { name: 'Security code' }), card.cvc ?? '123');
  await user.type(screen.getByRole('textbox', { name: 'Name on card' }), card.cardholderName ?? 'Dana Builder');
}

describe('CardPaymentForm', () => {
  it('pays with the number without spaces and the rest trimmed', async () => {
    const user = userEvent.setup();
    const onPay = vi.fn(async () => undefined);
    render(<CardPaymentForm amountCents={2500} currency="USD" onPay={onPay} describeFailure={asIs} />);
    await fillCard(user, { cardNumber: '4242-4242 4242 4242', cardholderName: '  Dana Builder ' });
    await user.click(screen.getByRole('button', { name: 'Pay $25.00' }));
    expect(onPay).toHaveBeenCalledWith({ cardNumber: '4242424242424242', expiry: '12/30', cvc: '123', cardholderName: 'Dana Builder' });
  });

  it('says under each field what is missing, and pays nothing', async () => {
    const user = userEvent.setup();
    const onPay = vi.fn(async () => undefined);
    render(<CardPaymentForm amountCents={2500} currency="USD" onPay={onPay} describeFailure={asIs} />);
    await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '13/30');
    await user.type(screen.getByRole('textbox', { name: 'Security code' }), '12');
    await user.click(screen.getByRole('button', { name: 'Pay $25.00' }));
    expect(await screen.findByText('Enter the card number.')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date as MM/YY.')).toBeInTheDocument();
    expect(screen.getByText('Enter the 3 or 4 digit security code.')).toBeInTheDocument();
    expect(screen.getByText('Enter the name on the card.')).toBeInTheDocument();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('puts a refusal that names a field under it, and one that names none above the fields', async () => {
    const user = userEvent.setup();
    const onPay = vi.fn<(card: CardDetails) => Promise<void>>().mockRejectedValueOnce({ message: 'This card has expired.', fields: { expiry: 'This card has expired.' } });
    render(<CardPaymentForm amountCents={2500} currency="USD" onPay={onPay} describeFailure={asIs} />);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $25.00' }));
    expect(await screen.findByText('This card has expired.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' })).toHaveAccessibleDescription('This card has expired.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    onPay.mockRejectedValueOnce({ message: 'Your card was declined.' });
    await user.click(screen.getByRole('button', { name: 'Pay $25.00' }));
    expect(within(await screen.findByRole('alert')).getByText('Your card was declined.')).toBeInTheDocument();

    // Another attempt takes the last refusal away while it runs.
    onPay.mockImplementationOnce(() => new Promise(() => undefined));
    await user.click(screen.getByRole('button', { name: 'Pay $25.00' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('names a sandbox’s test cards under the card number', () => {
    render(<CardPaymentForm amountCents={2500} currency="USD" onPay={vi.fn()} describeFailure={asIs} sandboxCards={{ paid: '4242424242424242', declined: '4000000000000002' }} />);
    expect(screen.getByRole('textbox', { name: /^Card number/ })).toHaveAccessibleDescription(
      'Sandbox payments: use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a declined card. No money moves.',
    );
  });
});
