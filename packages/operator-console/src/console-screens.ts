// Every screen of the console in one module, loaded by the routes as one chunk: see routes.tsx.
export { ConsoleLayout } from './layout/console-layout';
export { AuditLogPage } from './pages/audit-log-page';
export { CatalogPage } from './pages/catalog-page';
export { ContactMessagesPage } from './pages/contact-messages-page';
export { CreditAccountPage } from './pages/credit-account-page';
export { CreditAccountsPage } from './pages/credit-accounts-page';
export { CreditApplicationsPage } from './pages/credit-applications-page';
export { MoneySettingsPage } from './pages/money-settings-page';
export { OrdersPage } from './pages/orders-page';
export { PayoutPage } from './pages/payout-page';
export { PayoutsPage } from './pages/payouts-page';
export { ReconciliationPage } from './pages/reconciliation-page';
export { RefundsPage } from './pages/refunds-page';
export { SignInPage } from './pages/sign-in-page';
export { SupplierPage } from './pages/supplier-page';
export { SuppliersPage } from './pages/suppliers-page';
