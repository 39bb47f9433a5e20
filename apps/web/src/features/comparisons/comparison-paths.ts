/** Spec 2 §2: the comparison list of a project and one comparison's grid. */
export const COMPARISON_PATHS = {
  listRoute: '/projects/:id/comparison',
  gridRoute: '/projects/:id/comparison/:comparisonId',
} as const;

export const comparisonsPath = (projectId: string) => `/projects/${projectId}/comparison`;

/** A comparison's grid; with branches on, the branch it belongs to rides along as `?branch=`. */
export const comparisonPath = (projectId: string, comparisonId: string, branchId: string | null = null) =>
  `/projects/${projectId}/comparison/${comparisonId}${branchId ? `?branch=${encodeURIComponent(branchId)}` : ''}`;
