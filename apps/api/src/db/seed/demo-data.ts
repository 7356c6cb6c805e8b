import type { AccountType } from '@marketplace/contracts';
import type { CompanyType } from '../schema';

/** The password of every demo account (documented in the README for local use). */
export const DEMO_PASSWORD = 'demo-password-2026';

/** A demo company and its people. */
export interface DemoCompany {
  name: string;
  companyType: CompanyType;
  users: { email: string; firstName: string; lastName: string; userType: AccountType }[];
}

/** One builder company (with a jobsite receiver) and two suppliers. */
export const demoCompanies: readonly DemoCompany[] = [
  {
    name: 'Summit Builders',
    companyType: 'builder',
    users: [
      { email: 'builder@example.com', firstName: 'Dana', lastName: 'Builder', userType: 'builder' },
      { email: 'receiver@example.com', firstName: 'Riley', lastName: 'Receiver', userType: 'builder_receiver' },
    ],
  },
  {
    name: 'Northwind Lumber Co.',
    companyType: 'supplier',
    users: [{ email: 'supplier@example.com', firstName: 'Sam', lastName: 'Supplier', userType: 'supplier' }],
  },
  {
    name: 'Granite Supply Inc.',
    companyType: 'supplier',
    users: [{ email: 'supplier2@example.com', firstName: 'Gale', lastName: 'Supplier', userType: 'supplier' }],
  },
];
