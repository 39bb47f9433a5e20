import type { ProjectRecord } from '../projects';

/**
 * Spec 2 §2, §4: the Scoring tab shows, and the page opens, where the server says the viewer may score the project
 * (READ_SCORING, and scoring available: SCORING, COMPLETED, or AWAITING once an accepted product has submitted).
 */
export const scoringTabShown = (project: Pick<ProjectRecord, 'scoringAvailable'>) => project.scoringAvailable;
