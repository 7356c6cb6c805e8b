/** Where the approvals live: the route table (in the app's first chunk) takes this alone, not the link builders. */
export const APPROVALS_PATH = 'approvals';

/** Route paths of company purchasing, relative to the app base path, with link builders. */
export const paths = {
  /** The approval requests; emails link here (`/app/v2/approvals`). */
  approvals: {
    path: APPROVALS_PATH,
    /** `status`: the filter to open with (e.g. 'pending'). */
    href: (status?: string) => (status ? `/approvals?status=${encodeURIComponent(status)}` : '/approvals'),
  },
} as const;
