/** Where the approvals live: the route table (in the app's first chunk) takes this alone, not the link builders. */
export const APPROVALS_PATH = 'approvals';
/** The company page: members, roles, limits, purchasing settings, invitations, audit log (owners and admins). */
export const COMPANY_PATH = 'company';
/** A project's budget; the projects feature links here by this URL, never by import. */
export const PROJECT_BUDGET_PATH = 'projects/:projectId/budget';
/** The company's quote requests, a new one (the cart links here by URL), and one with its answers. */
export const QUOTES_PATH = 'quotes';
export const NEW_QUOTE_PATH = 'quotes/new';
export const QUOTE_PATH = 'quotes/:quoteId';
/** The suppliers' invoices to the company, and one with its match. */
export const INVOICES_PATH = 'invoices';
export const INVOICE_PATH = 'invoices/:invoiceId';

const withStatus = (base: string, status?: string) => (status ? `${base}?status=${encodeURIComponent(status)}` : base);

/** Route paths of company purchasing, relative to the app base path, with link builders. */
export const paths = {
  /** The approval requests; emails link here (`/app/v2/approvals`). */
  approvals: {
    path: APPROVALS_PATH,
    /** `status`: the filter to open with (e.g. 'pending'). */
    href: (status?: string) => withStatus('/approvals', status),
  },
  /** The company page (`/app/v2/company`). */
  company: {
    path: COMPANY_PATH,
    href: () => '/company',
  },
  /** A project's budget (`/app/v2/projects/{id}/budget`). */
  projectBudget: {
    path: PROJECT_BUDGET_PATH,
    href: (projectId: string) => `/projects/${encodeURIComponent(projectId)}/budget`,
  },
  /** The quote requests (`/app/v2/quotes`); `status`: the filter to open with. */
  quotes: {
    path: QUOTES_PATH,
    href: (status?: string) => withStatus('/quotes', status),
  },
  /** A new quote request; the cart links here as `/quotes/new?project=<id>`, by URL. */
  newQuote: {
    path: NEW_QUOTE_PATH,
    href: (projectId?: string) => (projectId ? `/quotes/new?project=${encodeURIComponent(projectId)}` : '/quotes/new'),
  },
  /** One quote request with its answers side by side; the suppliers' answer emails link here. */
  quote: {
    path: QUOTE_PATH,
    href: (quoteId: string) => `/quotes/${encodeURIComponent(quoteId)}`,
  },
  /** The invoices (`/app/v2/invoices`); `status`: the filter to open with (e.g. 'exception'). */
  invoices: {
    path: INVOICES_PATH,
    href: (status?: string) => withStatus('/invoices', status),
  },
  /** One invoice with its match; the invoice emails link here. */
  invoice: {
    path: INVOICE_PATH,
    href: (invoiceId: string) => `/invoices/${encodeURIComponent(invoiceId)}`,
  },
} as const;
