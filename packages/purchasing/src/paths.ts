/** Where the approvals live: the route table (in the app's first chunk) takes this alone, not the link builders. */
export const APPROVALS_PATH = 'approvals';
/** The company page: members, roles, limits, purchasing settings, invitations, audit log (owners and admins). */
export const COMPANY_PATH = 'company';
/** A project's budget; the projects feature links here by this URL, never by import. */
export const PROJECT_BUDGET_PATH = 'projects/:projectId/budget';

/** Route paths of company purchasing, relative to the app base path, with link builders. */
export const paths = {
  /** The approval requests; emails link here (`/app/v2/approvals`). */
  approvals: {
    path: APPROVALS_PATH,
    /** `status`: the filter to open with (e.g. 'pending'). */
    href: (status?: string) => (status ? `/approvals?status=${encodeURIComponent(status)}` : '/approvals'),
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
} as const;
