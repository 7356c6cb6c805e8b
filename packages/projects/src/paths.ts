/** Route paths of this package, relative to the app base path, with link builders. */
export const paths = {
  projects: {
    path: 'projects',
    href: () => '/projects',
  },
  addProject: {
    path: 'projects/add',
    href: () => '/projects/add',
  },
  editProject: {
    path: 'projects/edit/:projectId',
    href: (projectId: string | number) => `/projects/edit/${encodeURIComponent(projectId)}`,
  },
  addFirstProject: {
    path: 'projects/add-first',
    href: () => '/projects/add-first',
  },
} as const;
