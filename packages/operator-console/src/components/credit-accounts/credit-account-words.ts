import { formatDay } from '@marketplace/ui-kit';
import type { CreditAccountData } from '../../api/operator-credit-accounts-api';

/** The day the latest repayment arrived, or that none has. */
export const lastRepaidWords = (account: Pick<CreditAccountData, 'lastRepaidOn'>): string => formatDay(account.lastRepaidOn) ?? 'Never';
