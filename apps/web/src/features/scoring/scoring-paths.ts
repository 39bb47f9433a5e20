/** Spec 2 §2: the scoring page of a project. */
export const SCORING_PATHS = { route: '/projects/:id/scoring' } as const;

export const scoringPath = (projectId: string) => `/projects/${projectId}/scoring`;
