import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, type ApiError } from '@marketplace/api-client';
import { Button, Form, FormError, formatMoney, TextField } from '@marketplace/ui-kit';
import { useEffect, type ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';

const cardSchema = z.object({
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => /^\d{12,19}$/.test(value), { error: 'Enter the card number.' }),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, { error: 'Enter the expiry date as MM/YY.' }),
  cvc: z.string().trim().regex(/^\d{3,4}$/, { error: 'Enter the 3 or 4 digit security code.' }),
  cardholderName: z.string().trim().min(1, { error: 'Enter the name on the card.' }).max(120, { error: 'Use at most 120 characters.' }),
});
type CardInput = z.input<typeof cardSchema>;
/** What the form submits: the card number without spaces. */
export type SandboxCardValues = z.output<typeof cardSchema>;

/** Props of {@link SandboxCardForm}. */
export interface SandboxCardFormProps {
  amountCents: number;
  currency: string;
  /** Pays; rejects with the API's error, whose field messages are shown on the fields. */
  onPay(values: SandboxCardValues): Promise<void>;
  /** The last failed payment's error: its field messages go on the fields, anything else (a declined card) above them. */
  error?: ApiError | null;
}

const fields = ['cardNumber', 'expiry', 'cvc', 'cardholderName'] as const;

/**
 * The built-in sandbox's card form (the app's own, so checkout works offline). Only the
 * sandbox's test cards are accepted: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.
 */
export function SandboxCardForm({ amountCents, currency, onPay, error }: SandboxCardFormProps): ReactElement {
  const form = useForm<CardInput, unknown, SandboxCardValues>({
    resolver: zodResolver(cardSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', cardholderName: '' },
  });

  // A refused payment names the fields it refused (an unknown card, an expired date).
  useEffect(() => {
    for (const name of fields) {
      const message = error?.fields?.[name];
      if (message) form.setError(name, { type: 'server', message });
    }
  }, [error, form]);

  // A refusal about no field in particular ("Your card was declined.") belongs to the whole form.
  const namesAField = fields.some((name) => error?.fields?.[name]);
  const paymentError = error && !namesAField ? errorMessage(error, 'The payment did not go through. Please try again.') : null;

  const submit = form.handleSubmit(async (values) => {
    await onPay(values).catch(() => undefined);
  });

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Card payment" className="mk-sandbox-card-form">
      <p className="mk-sandbox-card-form__hint">
        Sandbox payments: use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a declined card. No money moves.
      </p>
      <FormError title="The payment did not go through" error={paymentError} />
      <Controller
        control={form.control}
        name="cardNumber"
        render={({ field, fieldState }) => (
          <TextField {...field} label="Card number" inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" errorMessage={fieldState.error?.message} />
        )}
      />
      <div className="mk-sandbox-card-form__row">
        <Controller
          control={form.control}
          name="expiry"
          render={({ field, fieldState }) => (
            <TextField {...field} label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="12/30" errorMessage={fieldState.error?.message} />
          )}
        />
        <Controller
          control={form.control}
          name="cvc"
          render={({ field, fieldState }) => (
            <TextField {...field} label="Security code" inputMode="numeric" autoComplete="cc-csc" placeholder="123" errorMessage={fieldState.error?.message} />
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="cardholderName"
        render={({ field, fieldState }) => <TextField {...field} label="Name on card" autoComplete="cc-name" errorMessage={fieldState.error?.message} />}
      />
      <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Paying">
        {`Pay ${formatMoney(amountCents, currency)}`}
      </Button>
    </Form>
  );
}
