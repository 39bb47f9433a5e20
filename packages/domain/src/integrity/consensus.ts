import type { ScoringType } from '../enums.js';
import { COLOUR_LABELS, COLOUR_RATINGS, ratingOptions, SCORE_COLOURS } from '../scoring/colours.js';
import { isRating, NO_RATE, RATING_LABELS, type Rating } from '../scoring/ratings.js';

/**
 * Issue 37 item 4, calibration and consensus. An answer's ratings across the scopes that rated it (each branch, or the
 * shared scoring) are its evaluators' ratings; No Rate (-1) is not a rating. Where they lie the project's threshold
 * apart or more they disagree, and a project owner may record the agreed rating (a consensus) with a reason. The
 * originals stay; scores use the latest consensus where one exists.
 */

/** The spread that flags a disagreement unless the project sets its own (1 to 5). */
export const DEFAULT_DISAGREEMENT_THRESHOLD = 2;
export const DISAGREEMENT_THRESHOLD_RANGE = { min: 1, max: 5 } as const;

/** A project's own calibration setting, kept beside its integrity features. */
export interface ConsensusSettings {
  disagreementThreshold?: number;
}

/** A project's threshold: its own when valid, else the default. */
export const disagreementThresholdOf = (stored: number | null | undefined): number =>
  typeof stored === 'number' &&
  Number.isInteger(stored) &&
  stored >= DISAGREEMENT_THRESHOLD_RANGE.min &&
  stored <= DISAGREEMENT_THRESHOLD_RANGE.max
    ? stored
    : DEFAULT_DISAGREEMENT_THRESHOLD;

/** Why a threshold may not be set, or null. */
export const disagreementThresholdError = (value: number): string | null =>
  Number.isInteger(value) && value >= DISAGREEMENT_THRESHOLD_RANGE.min && value <= DISAGREEMENT_THRESHOLD_RANGE.max
    ? null
    : CONSENSUS_MESSAGES.thresholdRange;

/** A rating counts for calibration when it is one (0 Failed to 5), not No Rate (-1) or none. */
export const isCalibratedRating = (rating: number | null | undefined): rating is number =>
  typeof rating === 'number' && rating >= 0;

/** Max minus min of the ratings (No Rate left out); 0 with fewer than two. */
export function ratingSpread(ratings: readonly (number | null | undefined)[]): number {
  const given = ratings.filter(isCalibratedRating);
  if (given.length < 2) return 0;
  return Math.max(...given) - Math.min(...given);
}

/** Whether the ratings disagree: their spread reaches the threshold. */
export const ratingsDisagree = (
  ratings: readonly (number | null | undefined)[],
  threshold: number = DEFAULT_DISAGREEMENT_THRESHOLD,
): boolean => ratingSpread(ratings) >= threshold && ratings.filter(isCalibratedRating).length >= 2;

/** One rating of one answer by one evaluator. */
export interface EvaluatorRating {
  answerId: string;
  evaluatorId: string;
  rating: number;
}

/** How one evaluator's ratings sit against the others'. */
export interface EvaluatorDifference {
  evaluatorId: string;
  /** Their ratings (No Rate left out). */
  ratings: number;
  /** Answers also rated by someone else: those the mean difference is taken over. */
  compared: number;
  /**
   * The mean, over the compared answers, of their rating minus the mean of the others' ratings of the same answer
   * (positive: they rate higher than the others); null when none compared.
   */
  meanDifference: number | null;
}

/**
 * Per evaluator, the mean difference of their ratings from the mean of the others' ratings on the same answers. An
 * evaluator who rated an answer in several scopes counts once per rating. Ordered as the evaluators first appear.
 */
export function evaluatorDifferences(ratings: readonly EvaluatorRating[]): EvaluatorDifference[] {
  const given = ratings.filter((row) => isCalibratedRating(row.rating));
  const byAnswer = new Map<string, EvaluatorRating[]>();
  for (const row of given) {
    const list = byAnswer.get(row.answerId);
    if (list) list.push(row);
    else byAnswer.set(row.answerId, [row]);
  }
  const totals = new Map<string, { ratings: number; compared: number; sum: number }>();
  for (const row of given) {
    const total = totals.get(row.evaluatorId) ?? { ratings: 0, compared: 0, sum: 0 };
    totals.set(row.evaluatorId, total);
    total.ratings += 1;
    const others = (byAnswer.get(row.answerId) ?? []).filter((other) => other.evaluatorId !== row.evaluatorId);
    if (others.length === 0) continue;
    const othersMean = others.reduce((sum, other) => sum + other.rating, 0) / others.length;
    total.compared += 1;
    total.sum += row.rating - othersMean;
  }
  return [...totals].map(([evaluatorId, total]) => ({
    evaluatorId,
    ratings: total.ratings,
    compared: total.compared,
    meanDifference: total.compared === 0 ? null : total.sum / total.compared,
  }));
}

/** A mean difference as shown: signed, one decimal ("+1.5", "-0.3", "0.0"), or an em dash for none. */
export const formatMeanDifference = (value: number | null): string => {
  if (value === null) return '\u2014';
  const rounded = Math.round(value * 10) / 10;
  if (rounded === 0) return '0.0';
  return `${rounded > 0 ? '+' : ''}${rounded.toFixed(1)}`;
};

/** Issue 37 item 4 wording (ours: the spec has none). */
export const CONSENSUS_MESSAGES = {
  notFlagged: 'A consensus can be recorded only where the ratings disagree',
  notScoring: 'A consensus can be recorded only while the project is in Scoring',
  ownersOnly: 'Only the project owners can record a consensus',
  reasonRequired: 'Give the reason for the agreed rating',
  ratingInvalid: 'Choose a rating from the project\u2019s scale',
  calibrationUnavailable: 'Calibration is available once the project is in Scoring',
  calibrationOwnersOnly: 'Only the project owners can see the calibration',
  thresholdRange: `The disagreement threshold must be a whole number from ${DISAGREEMENT_THRESHOLD_RANGE.min} to ${DISAGREEMENT_THRESHOLD_RANGE.max}`,
  nothingDisagrees: 'No ratings disagree: every answer rated in more than one scope is within the threshold.',
  recorded: 'Consensus recorded',
  sharedScope: 'Shared',
} as const;

/** The longest reason kept. */
export const CONSENSUS_REASON_MAX_LENGTH = 2000;

/** The ratings a consensus may take in a scoring type: its scale without No Rate. */
export const consensusScale = (scoringType: ScoringType): readonly Rating[] =>
  ratingOptions(scoringType).filter((rating) => rating !== NO_RATE);

/** How a rating reads in a scoring type: a colour's name with COLORS (where it is one), else its number or name. */
export function ratingName(scoringType: ScoringType, rating: number): string {
  if (scoringType === 'COLORS') {
    const colour = SCORE_COLOURS.find((candidate) => COLOUR_RATINGS[candidate] === rating);
    if (colour) return COLOUR_LABELS[colour];
  }
  return isRating(rating) ? RATING_LABELS[rating] : String(rating);
}

/** "Item 3 of 7": where the walk through the flagged items is. */
export const calibrationPosition = (index: number, total: number) => `Item ${index + 1} of ${total}`;
