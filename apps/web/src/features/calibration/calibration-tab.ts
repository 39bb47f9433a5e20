import type { ProjectRecord } from '../projects';

/**
 * Issue 37: the Calibration tab shows, and the page opens, where the server says the viewer may calibrate: a project
 * owner, with consensus on, in Scoring, Completed or Archived.
 */
export const calibrationTabShown = (project: Pick<ProjectRecord, 'calibrationAvailable'>) =>
  project.calibrationAvailable;
