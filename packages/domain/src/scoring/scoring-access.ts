import type { ScoringType } from '../enums.js';
import type { Privilege } from '../privileges.js';
import type { ProjectStatus } from '../projects/status.js';

/** Where a project stands for scoring. */
export interface ScoringState {
  status: ProjectStatus;
  /** Some accepted product has submitted its answers. */
  someSubmitted: boolean;
}

/**
 * Spec 2 §4 Scoring availability: SCORING; COMPLETED with no rate (read, not rated); AWAITING once an accepted
 * product has submitted its answers.
 */
export const scoringAvailable = ({ status, someSubmitted }: ScoringState): boolean =>
  status === 'SCORING' || status === 'COMPLETED' || (status === 'AWAITING' && someSubmitted);

/**
 * A project that permits rating (spec 2 §6), and is not read-only for weights: scoring is available and the project
 * is not COMPLETED (§4: COMPLETED is scored no more).
 */
export const scoringOpen = (state: ScoringState): boolean => scoringAvailable(state) && state.status !== 'COMPLETED';

/** Who asks, and about which question. */
export interface ScorerRight {
  privileges: ReadonlySet<Privilege>;
  userId: string;
  /** Project owners have administrative access to all project functions (spec 2 §6). */
  isProjectOwner: boolean;
  /** The approvers of the question and of its section. */
  approverIds: ReadonlyArray<string | null>;
}

const isApprover = ({ userId, approverIds }: ScorerRight) => approverIds.includes(userId);

/** Whether the viewer may score at all, before a question is looked up. */
export const mayScoreSome = ({ privileges, isProjectOwner }: Omit<ScorerRight, 'approverIds'>): boolean =>
  isProjectOwner || privileges.has('MANAGE_ALL_SCORING') || privileges.has('MANAGE_SCORING');

/**
 * Spec 2 §6: rating needs MANAGE_SCORING or MANAGE_ALL_SCORING; the approver of the question or section, or
 * MANAGE_ALL_SCORING, may score.
 */
export const mayRate = (right: ScorerRight): boolean =>
  right.isProjectOwner ||
  right.privileges.has('MANAGE_ALL_SCORING') ||
  (right.privileges.has('MANAGE_SCORING') && isApprover(right));

/** Notes on an answer are kept by whoever may rate it: they are the reasons of its rating. */
export const mayKeepNotes = mayRate;

/**
 * Spec 2 §6, spec 3 §6: the weight is editable with MANAGE_ALL_SCORING or as the question's or section's approver
 * (the project not read-only: see scoringOpen); spec 3 §6 shows it only with NUMBERS scoring.
 */
export const maySetWeight = (right: ScorerRight, scoringType: ScoringType): boolean =>
  scoringType === 'NUMBERS' &&
  (right.isProjectOwner || right.privileges.has('MANAGE_ALL_SCORING') || isApprover(right));

/**
 * Spec 3 §6 scoring-page approve rights: MANAGE_ALL_APPROVALS, or MANAGE_SCORING as question or section approver
 * (and the project's owners, who have administrative access to all project functions, spec 2 §6).
 */
export const mayApproveWhileScoring = (right: ScorerRight): boolean =>
  right.isProjectOwner ||
  right.privileges.has('MANAGE_ALL_APPROVALS') ||
  (right.privileges.has('MANAGE_SCORING') && isApprover(right));

/** Whether the viewer may approve some question on the scoring page, before a question is looked up. */
export const mayApproveSomeWhileScoring = ({ privileges, isProjectOwner }: Omit<ScorerRight, 'approverIds'>) =>
  isProjectOwner || privileges.has('MANAGE_ALL_APPROVALS') || privileges.has('MANAGE_SCORING');
