// Every screen of company purchasing in one module, loaded by the routes as one chunk: see routes.tsx.
export { ApprovalsPage } from './pages/approvals-page';
export { CompanyPage } from './pages/company-page';
export { ProjectBudgetPage } from './pages/project-budget-page';
