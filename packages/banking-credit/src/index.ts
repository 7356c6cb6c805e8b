export { paths, bankingCreditRoutes } from './routes';
export { BankLinkButton } from './components/bank-link-button/bank-link-button';
export type { BankLinkButtonProps } from './components/bank-link-button/bank-link-button';
export { useBankLinkToken, useBankLinkTokenOnFirstLoad } from './lib/use-bank-link-token';
export { bankingCreditApi } from './api/banking-credit-api';
