import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { QUESTION_WEIGHT_CHOICES } from '../questions/question-types.js';

/** Spec 2 §9 rating options: -1 'No Rate', 0 'Failed', 1 to 5. */
export const NO_RATE = -1;
export const FAILED_RATING = 0;
export const RATINGS = [NO_RATE, FAILED_RATING, 1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];

export const RATING_LABELS: Readonly<Record<Rating, string>> = {
  [NO_RATE]: 'No Rate',
  [FAILED_RATING]: 'Failed',
  1: '1',
  2: '2',
  3: '3',
  4: '4',
  5: '5',
};

export const isRating = (value: number): value is Rating => (RATINGS as readonly number[]).includes(value);

/**
 * Notes kept on an answer while scoring. The spec gives no limit for them; ours matches the longest answer (Text,
 * 5000), so a note never outgrows what it is about.
 */
export const SCORING_NOTES_MAX = 5000;

/** Spec 2 §8: the one wording of each scoring call's failure, whatever refused it. */
export const SCORING_MESSAGES = {
  rate: 'Unable to rate an answer',
  weight: 'Unable to set Question weight',
  notes: 'Unable to save Notes',
} as const;

/** Ours: the scoring data is read only where spec 2 §4 makes scoring available (the page redirects elsewhere). */
export const SCORING_UNAVAILABLE = 'Scoring is not available for this project in its current status';

export const ratingSchema = z.object({
  rating: z.number().int().refine(isRating, SCORING_MESSAGES.rate),
});

/** Spec 2 §9: question weights 1 to 5. */
export const weightSchema = z.object({
  weight: z
    .number()
    .int(SCORING_MESSAGES.weight)
    .min(1, MESSAGES.minNumber(1))
    .max(QUESTION_WEIGHT_CHOICES.length, MESSAGES.maxNumber(QUESTION_WEIGHT_CHOICES.length)),
});

/** Notes trimmed; empty clears them. */
export const scoringNotesSchema = z.object({
  notes: z.string().trim().max(SCORING_NOTES_MAX, MESSAGES.maxLength(SCORING_NOTES_MAX)),
});
