import { percentOf } from '../projects/dashboard.js';
import { NO_RATE } from './ratings.js';

/** One answer as it counts towards its product's score. */
export interface ScoredAnswer {
  weight: number;
  /** Null while not rated. */
  rating: number | null;
  /** The question is approved (and shown to suppliers). */
  approved: boolean;
  /** Its product's answers are submitted. */
  submitted: boolean;
}

/** The answer has a rating that counts: given, and not No Rate. */
export const isRated = (rating: number | null): rating is number => rating !== null && rating !== NO_RATE;

/**
 * Spec 2 §9: a product's score is the sum of question weight × rating over the approved questions of its submitted
 * answers; No Rate counts as not rated.
 */
export function productScore(answers: readonly ScoredAnswer[]): number {
  return answers.reduce(
    (sum, { weight, rating, approved, submitted }) =>
      approved && submitted ? sum + answerPoints(weight, rating) : sum,
    0,
  );
}

/** What one scored answer adds to its product's score: weight × rating, nothing when not rated (No Rate). */
export const answerPoints = (weight: number, rating: number | null): number => (isRated(rating) ? weight * rating : 0);

/** Spec 2 §9 scoring completeness: percent of rated answers among accepted products' answers, rounded down. */
export const scoringCompleteness = (rated: number, total: number): number => percentOf(rated, total);

export interface ScoredProduct {
  id: string;
  name: string;
  score: number;
  accepted: boolean;
  winner: boolean;
  /** Its answers are submitted (by the supplier, forced by the broker, or closed at its deadline). */
  submitted: boolean;
}

/**
 * Spec 2 §9 score order: the winner first (its large bonus), then accepted suppliers by score, declined after;
 * ties by name.
 */
export function compareScoredProducts(a: ScoredProduct, b: ScoredProduct): number {
  if (a.winner !== b.winner) return a.winner ? -1 : 1;
  if (a.accepted !== b.accepted) return a.accepted ? -1 : 1;
  if (a.score !== b.score) return b.score - a.score;
  return a.name.localeCompare(b.name);
}
