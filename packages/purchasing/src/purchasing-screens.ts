// Every screen of company purchasing in one module, loaded by the routes as one chunk: see routes.tsx.
export { ApprovalsPage } from './pages/approvals-page';
export { CompanyPage } from './pages/company-page';
export { ProjectBudgetPage } from './pages/project-budget-page';
export { QuotesPage } from './pages/quotes-page';
export { NewQuotePage } from './pages/new-quote-page';
export { QuotePage } from './pages/quote-page';
export { InvoicesPage } from './pages/invoices-page';
export { InvoicePage } from './pages/invoice-page';
