import type { ProjectStatus } from '@shortlist/domain';

/** Spec 2 §2: the FAQ tab is hidden in DRAFT and IN_REVIEW (the route then redirects to the preview). */
export const faqTabShown = (status: ProjectStatus) => status !== 'DRAFT' && status !== 'IN_REVIEW';
