import type { ProjectStatus } from '@shortlist/domain';

/** Comparisons exist from Awaiting on (they are added in Awaiting, Scoring and Completed, spec 2 §9). */
const WITH_COMPARISONS: readonly ProjectStatus[] = ['AWAITING', 'SCORING', 'COMPLETED', 'ARCHIVED'];

/** Spec 2 §6: READ_SCORING gives the comparison tab (the caller checks it); shown where comparisons can exist. */
export const comparisonTabShown = (project: { status: ProjectStatus }) => WITH_COMPARISONS.includes(project.status);
