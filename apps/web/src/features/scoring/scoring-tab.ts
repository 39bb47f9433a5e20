import { type ProjectStatus, scoringAvailable } from '@shortlist/domain';

/**
 * Spec 2 §4 scoring availability as far as the status tells: SCORING, COMPLETED, or AWAITING (where the page needs
 * a submitted product, which the server checks; without one the page goes to the preview).
 */
export const scoringTabShown = (status: ProjectStatus) => scoringAvailable({ status, someSubmitted: true });
