/** Route paths of the operator console, relative to its mount point `/operator`, with link builders. */
export const paths = {
  signIn: {
    path: 'login',
    /** `next`: the console page to open after signing in. */
    href: (next?: string) => (next ? `/operator/login?next=${encodeURIComponent(next)}` : '/operator/login'),
  },
  home: {
    path: '',
    href: () => '/operator',
  },
  reconciliation: {
    path: 'money/reconciliation',
    href: () => '/operator/money/reconciliation',
  },
  refunds: {
    path: 'money/refunds',
    href: () => '/operator/money/refunds',
  },
  payouts: {
    path: 'money/payouts',
    href: () => '/operator/money/payouts',
  },
  payout: {
    path: 'money/payouts/:payoutId',
    href: (payoutId: string) => `/operator/money/payouts/${encodeURIComponent(payoutId)}`,
  },
  creditAccounts: {
    path: 'money/credit-accounts',
    href: () => '/operator/money/credit-accounts',
  },
  creditAccount: {
    path: 'money/credit-accounts/:companyId',
    href: (companyId: string) => `/operator/money/credit-accounts/${encodeURIComponent(companyId)}`,
  },
  moneySettings: {
    path: 'money/settings',
    href: () => '/operator/money/settings',
  },
  suppliers: {
    path: 'suppliers',
    href: () => '/operator/suppliers',
  },
  supplier: {
    path: 'suppliers/:supplierId',
    href: (supplierId: string) => `/operator/suppliers/${encodeURIComponent(supplierId)}`,
  },
  catalog: {
    path: 'catalog',
    href: () => '/operator/catalog',
  },
  creditApplications: {
    path: 'credit-applications',
    href: () => '/operator/credit-applications',
  },
  contactMessages: {
    path: 'contact-messages',
    href: () => '/operator/contact-messages',
  },
  orders: {
    path: 'orders',
    href: () => '/operator/orders',
  },
  auditLog: {
    path: 'audit-log',
    href: () => '/operator/audit-log',
  },
} as const;

/** Where the console goes after signing in: `next` when it is a console page, else the console's home. */
export function safeConsolePath(next: string | null): string {
  if (!next || !next.startsWith('/operator') || next.startsWith('/operator/login') || next.startsWith('//')) return paths.reconciliation.href();
  return next;
}
