/** Spec 2 §2: the project routes of the web application. */
export const PROJECTS_PATHS = {
  list: '/projects',
  search: '/projects/search',
  wizard: '/project-wizard/details',
  wizardStep: '/project-wizard/:step',
  dashboardRoute: '/projects/:id/dashboard',
  detailsRoute: '/projects/:id/details',
  settingsRoute: '/projects/:id/settings',
} as const;

export const projectDashboardPath = (id: string) => `/projects/${id}/dashboard`;
export const projectDetailsPath = (id: string) => `/projects/${id}/details`;
export const projectSettingsPath = (id: string) => `/projects/${id}/settings`;

/** Spec 2 §2 Home lists: a project link, or the project list of a role when there is no id. */
export const projectSearchByRole = (role: string) => `${PROJECTS_PATHS.search}?role=${role}`;
