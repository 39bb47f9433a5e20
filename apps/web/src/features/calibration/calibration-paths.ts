/** Issue 37: the calibration page of a project. */
export const CALIBRATION_PATHS = { route: '/projects/:id/calibration' } as const;

export const calibrationPath = (projectId: string) => `/projects/${projectId}/calibration`;
