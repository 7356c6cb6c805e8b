import { CARD_DECLINED_MESSAGE, errorCodes } from '@marketplace/contracts';
import type { sandboxPaymentRequestSchema } from '@marketplace/contracts';
import type { z } from 'zod';
import { AppError, validationError } from '../../lib/app-error';
import { sandboxCardOutcome } from '../../providers/payments/sandbox-card-payments';

export type SandboxPayment = z.output<typeof sandboxPaymentRequestSchema>;

/**
 * What the sandbox's own card form checks before a payment counts, as a card network would: an
 * expired card is a 400 naming `expiry`, a number that is no test card a 400 naming
 * `card_number`, the declining test card a 402. Returns when the card pays.
 */
export function chargeSandboxCard(card: SandboxPayment, today: Date): void {
  const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
  if (!month || year === undefined || 2000 + year < today.getUTCFullYear() || (2000 + year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) {
    throw validationError({ expiry: 'This card has expired.' });
  }
  const outcome = sandboxCardOutcome(card.card_number);
  if (outcome === 'unknown_card') {
    throw validationError({ card_number: 'Use a sandbox test card: 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 is declined.' });
  }
  if (outcome === 'declined') throw new AppError(402, errorCodes.cardDeclined, CARD_DECLINED_MESSAGE);
}
