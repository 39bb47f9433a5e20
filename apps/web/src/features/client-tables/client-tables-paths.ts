import { CLIENT_PROJECT_ROUTE } from '../../lib/paths';

/** Spec 2 §2: the client discovery page of a project and the client data page. */
export const CLIENT_TABLES_PATHS = {
  discoveryRoute: '/projects/:id/discovery',
  clientProjectRoute: CLIENT_PROJECT_ROUTE,
} as const;
