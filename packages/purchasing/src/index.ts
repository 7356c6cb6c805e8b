export { paths, purchasingRoutes } from './routes';
export { approvalsApi, useListApprovalRequestsQuery } from './api/approvals-api';
export type { ApprovalRequestData, ListApprovalRequestsArgs } from './api/approvals-api';
