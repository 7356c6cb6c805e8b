export { paths, purchasingRoutes } from './routes';
export { approvalsApi, useListApprovalRequestsQuery } from './api/approvals-api';
export type { ApprovalRequestData, ListApprovalRequestsArgs } from './api/approvals-api';
export { companyApi } from './api/company-api';
export type { CompanyAuditEventData, CompanyInvitationData, CompanyMemberData, PurchasingSettingsData } from './api/company-api';
export { budgetsApi } from './api/budgets-api';
export type { ProjectBudgetData } from './api/budgets-api';
