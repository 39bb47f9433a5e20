import type { ParticipationStatus } from '../projects/participation.js';

/** Spec 2 §5 Choice Products for Scoring; the refusals the spec does not word are ours. */
export const SCORING_CHOICE_MESSAGES = {
  noAcceptedProduct: 'Unable to start scoring because no product has accepted the invitation.',
  undecided: 'Unable to start scoring until every accepted product is either selected for scoring or given a deadline.',
  deadlineOff: 'A product deadline can be given only when the extended answers deadline is on.',
  alreadyDecided: 'The decision cannot be changed once submitted.',
  submitFailed: 'Unable to submit Data',
} as const;

/** What the rules read of a project product. */
export interface ScoringChoiceProduct {
  participationStatus: ParticipationStatus;
  answersSubmittedAt: Date | string | null;
  answersSubmitDeadline: Date | string | null;
}

/** A product is decided once its answers are submitted (selected for scoring) or it was given its own deadline. */
export const isDecided = (product: ScoringChoiceProduct) =>
  product.answersSubmittedAt !== null || product.answersSubmitDeadline !== null;

/**
 * Spec 2 §4 and §5: scoring starts only with an accepted product; with the extended answers deadline on, only once
 * every accepted product is decided. The refusal, or null.
 */
export function scoringStartProblem(
  products: readonly ScoringChoiceProduct[],
  extendedDeadline: boolean,
): string | null {
  const accepted = products.filter((product) => product.participationStatus === 'ACCEPTED');
  if (accepted.length === 0) return SCORING_CHOICE_MESSAGES.noAcceptedProduct;
  if (extendedDeadline && !accepted.every(isDecided)) return SCORING_CHOICE_MESSAGES.undecided;
  return null;
}

/**
 * Spec 2 §5, §7 Submit product answers: a decision is final, and a per-product deadline needs the extended answers
 * deadline setting. The refusal of deciding `product` (given a deadline or not), or null.
 */
export function productDecisionProblem(
  product: ScoringChoiceProduct,
  withDeadline: boolean,
  extendedDeadline: boolean,
): string | null {
  if (withDeadline && !extendedDeadline) return SCORING_CHOICE_MESSAGES.deadlineOff;
  if (isDecided(product)) return SCORING_CHOICE_MESSAGES.alreadyDecided;
  return null;
}

/** Spec 2 §4: answers are outstanding in SCORING for a product with its own deadline and no submission. */
export const answersOutstanding = (product: ScoringChoiceProduct) =>
  product.participationStatus === 'ACCEPTED' &&
  product.answersSubmittedAt === null &&
  product.answersSubmitDeadline !== null;
