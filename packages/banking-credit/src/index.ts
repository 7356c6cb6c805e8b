export { paths, bankingCreditRoutes } from './routes';
export { BankingCreditPage } from './pages/banking-credit-page';
