import { useEffect, useState, type ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formatMoney } from '../../format/money';
import { Button } from '../button/button';
import { FormError } from '../form-error/form-error';
import { Form } from '../form/form';
import { TextField } from '../text-field/text-field';

/** What {@link CardPaymentForm} pays with: the number without spaces or dashes, the rest trimmed. */
export interface CardDetails {
  cardNumber: string;
  expiry: string;
  cvc: string;
  cardholderName: string;
}

/** A payment that did not go through, in the caller's words (for API errors: the API client's `errorMessage`). */
export interface CardPaymentFailure {
  /** The sentence shown above the fields when the failure names no field (a declined card). */
  message: string;
  /** Messages per field (`cardNumber`, `expiry`, `cvc`, `cardholderName`), shown under those fields. */
  fields?: Partial<Record<string, string>>;
}

/** Props of {@link CardPaymentForm}. */
export interface CardPaymentFormProps {
  amountCents: number;
  currency: string;
  /** Pays; rejects when the payment did not go through. */
  onPay(card: CardDetails): Promise<void>;
  /** A rejection of {@link onPay} in the caller's words: under the fields it names, else above them. */
  describeFailure(error: unknown): CardPaymentFailure;
  /** The test cards of a sandbox provider, named under the card number so nobody types a real one. */
  sandboxCards?: { paid: string; declined: string };
}

const fields = ['cardNumber', 'expiry', 'cvc', 'cardholderName'] as const;

const digitsOf = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

/** Card numbers in groups of four, as printed on cards: "4242 4242 4242 4242". */
const grouped = (cardNumber: string) => digitsOf(cardNumber).replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The checks a card network makes of what was typed before it looks at the card itself: the same
 * rules and words as the API's (contracts' `sandboxPaymentRequestSchema`), so a mistake shows at
 * once, under its field. The API stays the judge of the card.
 */
const checks: Record<keyof CardDetails, (value: string) => string | true> = {
  cardNumber: (value) => /^\d{12,19}$/.test(digitsOf(value)) || 'Enter the card number.',
  expiry: (value) => /^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(value.trim()) || 'Enter the expiry date as MM/YY.',
  cvc: (value) => /^\d{3,4}$/.test(value.trim()) || 'Enter the 3 or 4 digit security code.',
  cardholderName: (value) => {
    const name = value.trim();
    if (name === '') return 'Enter the name on the card.';
    return name.length <= 120 || 'Use at most 120 characters.';
  },
};

/**
 * A card form for payment providers whose form is the app's own (the built-in sandbox, so paying
 * works offline): number, expiry, security code and name, then "Pay $X". A refused payment's
 * messages land under the fields they name; one about no field (a declined card) above them, on
 * the form rather than in a flash that would outlive it.
 */
export function CardPaymentForm({ amountCents, currency, onPay, describeFailure, sandboxCards }: CardPaymentFormProps): ReactElement {
  const form = useForm<CardDetails>({ defaultValues: { cardNumber: '', expiry: '', cvc: '', cardholderName: '' } });
  // The last attempt's refusal, in words: a new attempt takes it away, since it was about that card.
  const [failure, setFailure] = useState<CardPaymentFailure | null>(null);

  useEffect(() => {
    for (const name of fields) {
      const message = failure?.fields?.[name];
      if (message) form.setError(name, { type: 'server', message });
    }
  }, [failure, form]);

  const namesAField = fields.some((name) => failure?.fields?.[name]);
  const submit = form.handleSubmit(async (card) => {
    const details = { cardNumber: digitsOf(card.cardNumber), expiry: card.expiry.trim(), cvc: card.cvc.trim(), cardholderName: card.cardholderName.trim() };
    setFailure(null);
    try {
      await onPay(details);
    } catch (error) {
      setFailure(describeFailure(error));
    }
  });

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Card payment">
      <FormError title="The payment did not go through" error={failure && !namesAField ? failure.message : null} />
      <Controller
        control={form.control}
        name="cardNumber"
        rules={{ validate: checks.cardNumber }}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            description={
              sandboxCards ? `Sandbox payments: use ${grouped(sandboxCards.paid)} to pay, or ${grouped(sandboxCards.declined)} to see a declined card. No money moves.` : undefined
            }
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="expiry"
        rules={{ validate: checks.expiry }}
        render={({ field, fieldState }) => <TextField {...field} label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="12/30" errorMessage={fieldState.error?.message} />}
      />
      <Controller
        control={form.control}
        name="cvc"
        rules={{ validate: checks.cvc }}
        render={({ field, fieldState }) => <TextField {...field} label="Security code" inputMode="numeric" autoComplete="cc-csc" placeholder="123" errorMessage={fieldState.error?.message} />}
      />
      <Controller
        control={form.control}
        name="cardholderName"
        rules={{ validate: checks.cardholderName }}
        render={({ field, fieldState }) => <TextField {...field} label="Name on card" autoComplete="cc-name" errorMessage={fieldState.error?.message} />}
      />
      <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Paying">
        {`Pay ${formatMoney(amountCents, currency)}`}
      </Button>
    </Form>
  );
}
