/** Spec 2 §2: the client discovery page of a project and the client data page. */
export const CLIENT_TABLES_PATHS = {
  discoveryRoute: '/projects/:id/discovery',
  clientProjectRoute: '/client-projects/:id',
} as const;

export const projectDiscoveryPath = (id: string) => `/projects/${id}/discovery`;
