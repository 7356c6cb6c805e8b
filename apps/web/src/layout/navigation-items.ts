import type { AccountType, CompanyRole } from '@marketplace/contracts';

export interface NavigationItem {
  label: string;
  to: string;
  /** Matches only this exact path (for section homes that prefix other routes). */
  end?: boolean;
  /** A count shown beside the label: `cart` counts the items in the selected project's cart. */
  counter?: 'cart';
  /** Only for members of a builder company with one of these roles (decision 0160). */
  companyRoles?: readonly CompanyRole[];
}

/** The main navigation of each account type (spec section 6). */
export const navigationByAccountType: Record<AccountType, NavigationItem[]> = {
  builder: [
    { label: 'Dashboard', to: '/', end: true },
    { label: 'Products', to: '/products' },
    { label: 'Projects', to: '/projects' },
    { label: 'Cart', to: '/cart', counter: 'cart' },
    { label: 'Orders', to: '/orders' },
    // Every builder may ask or decide (decision 0161); the API shows each only their requests.
    { label: 'Approvals', to: '/approvals' },
    // Quote requests (decision 0611): members who buy; the API refuses a builder without a role.
    { label: 'Quotes', to: '/quotes', companyRoles: ['owner', 'admin', 'approver', 'buyer'] },
    // Suppliers' invoices and their match (decision 0610): every member reads, the API says who decides.
    { label: 'Invoices', to: '/invoices' },
    { label: 'Credit', to: '/credit' },
    // Members, roles, limits, purchasing settings and the audit log: owners and admins only.
    { label: 'Company', to: '/company', companyRoles: ['owner', 'admin'] },
  ],
  supplier: [
    { label: 'Dashboard', to: '/supplier', end: true },
    { label: 'Products', to: '/supplier/products' },
    { label: 'Purchase orders', to: '/supplier/purchase-orders' },
    // Supplier-only pages (decisions 0402, 0407, 0408); builder receivers may not open them, so they never see them.
    { label: 'Quotes', to: '/supplier/quotes' },
    { label: 'Invoices', to: '/supplier/invoices' },
    { label: 'Statements', to: '/supplier/statements' },
    { label: 'Payouts', to: '/supplier/payouts' },
    { label: 'Banking', to: '/supplier/banking' },
    { label: 'Company', to: '/supplier/company' },
  ],
  builder_receiver: [{ label: 'Deliveries', to: '/supplier', end: true }],
};

/** The navigation a signed-in user sees: their account type's, less the items their company role does not open. */
export function navigationFor(userType: AccountType, companyRole: CompanyRole | null | undefined): NavigationItem[] {
  return navigationByAccountType[userType].filter((item) => !item.companyRoles || (companyRole != null && item.companyRoles.includes(companyRole)));
}
