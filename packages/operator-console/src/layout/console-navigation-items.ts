import { paths } from '../paths';

/** One link of the console's navigation. */
export interface ConsoleNavigationItem {
  label: string;
  to: string;
}

/** A named group of links: marketplace money, and the rest of the marketplace. */
export interface ConsoleNavigationGroup {
  label: string;
  items: ConsoleNavigationItem[];
}

/** The console's navigation, money first. */
export const consoleNavigation: ConsoleNavigationGroup[] = [
  {
    label: 'Money',
    items: [
      { label: 'Reconciliation', to: paths.reconciliation.href() },
      { label: 'Refunds', to: paths.refunds.href() },
      { label: 'Payouts', to: paths.payouts.href() },
      { label: 'Credit accounts', to: paths.creditAccounts.href() },
      { label: 'Money settings', to: paths.moneySettings.href() },
    ],
  },
  {
    label: 'Marketplace',
    items: [
      { label: 'Suppliers', to: paths.suppliers.href() },
      { label: 'Brands and categories', to: paths.catalog.href() },
      { label: 'Credit applications', to: paths.creditApplications.href() },
      { label: 'Contact messages', to: paths.contactMessages.href() },
      { label: 'Orders', to: paths.orders.href() },
      { label: 'Audit log', to: paths.auditLog.href() },
    ],
  },
];
