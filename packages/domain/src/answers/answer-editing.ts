import type { ParticipationStatus } from '../projects/participation.js';
import type { ProjectStatus } from '../projects/status.js';
import { ANSWERING_PROJECT_STATUSES, type AnswerRequestStatus } from './answer-types.js';

/** What decides whether a supplier may change its answers (spec 2 §2 Supplier pages and §4 Answer states). */
export interface AnsweringState {
  signedIn: boolean;
  projectStatus: ProjectStatus;
  participationStatus: ParticipationStatus;
  answersSubmittedAt: Date | string | null;
  /**
   * The product's own answers deadline (spec 2 §5 Choice Products for Scoring): a product given one goes on answering
   * after the project moves to SCORING, until that moment; then its answers are closed as if submitted.
   */
  answersSubmitDeadline: Date | string | null;
}

const deadlinePassed = (state: AnsweringState, now: Date) =>
  state.answersSubmitDeadline !== null && new Date(state.answersSubmitDeadline).getTime() <= now.getTime();

/** Spec 2 §4: answering is open in AWAITING, and in SCORING for a product whose own deadline is still to come. */
const answeringOpen = (state: AnsweringState, now: Date) =>
  !state.answersSubmittedAt &&
  !deadlinePassed(state, now) &&
  (state.projectStatus === 'AWAITING' || (state.projectStatus === 'SCORING' && state.answersSubmitDeadline !== null));

const mayAnswerAtAll = (state: AnsweringState) =>
  state.signedIn &&
  state.participationStatus === 'ACCEPTED' &&
  ANSWERING_PROJECT_STATUSES.includes(state.projectStatus);

/**
 * Before the answers are submitted, in AWAITING (or in SCORING until the product's own deadline): every answer may be
 * changed, imported and submitted.
 */
export const mayAnswerFreely = (state: AnsweringState, now: Date = new Date()) =>
  mayAnswerAtAll(state) && answeringOpen(state, now);

/**
 * Spec 2 §4: an answer may be changed in AWAITING before submission, or, when an update of it was requested, in
 * AWAITING, SCORING or COMPLETED.
 */
export const mayChangeAnswer = (state: AnsweringState, answerStatus: AnswerRequestStatus | null | undefined) =>
  mayAnswerFreely(state) || (mayAnswerAtAll(state) && answerStatus === 'REQUESTED');

/** Submitting: the first time in AWAITING, again (a resubmission) while updates are requested. */
export const maySubmitAnswers = (state: AnsweringState, requestedCount: number) =>
  mayAnswerFreely(state) || (mayAnswerAtAll(state) && requestedCount > 0);

/** Spec 2 §4: import only while answering is open and before the answers are submitted. */
export const mayImportAnswers = mayAnswerFreely;

/** Published projects show the questions read-only to accepted suppliers until Awaiting Answers. */
export const questionsReadOnly = (state: AnsweringState) =>
  state.projectStatus === 'PUBLISHED' && state.participationStatus === 'ACCEPTED';
