import { describe, expect, it } from 'vitest';
import {
  CONSENSUS_MESSAGES,
  DEFAULT_DISAGREEMENT_THRESHOLD,
  disagreementThresholdError,
  disagreementThresholdOf,
  evaluatorDifferences,
  formatMeanDifference,
  ratingSpread,
  ratingsDisagree,
} from './consensus.js';

describe('rating spread and disagreement', () => {
  it('is max minus min of the ratings, leaving No Rate and missing ones out', () => {
    expect(ratingSpread([1, 4, 3])).toBe(3);
    expect(ratingSpread([-1, 5, 4])).toBe(1);
    expect(ratingSpread([0, null, 5])).toBe(5);
    expect(ratingSpread([4])).toBe(0);
    expect(ratingSpread([-1, 4])).toBe(0);
  });

  it('flags ratings the threshold apart or more (2 by default)', () => {
    expect(DEFAULT_DISAGREEMENT_THRESHOLD).toBe(2);
    expect(ratingsDisagree([2, 4])).toBe(true);
    expect(ratingsDisagree([3, 4])).toBe(false);
    expect(ratingsDisagree([3, 4], 1)).toBe(true);
    expect(ratingsDisagree([1, 5], 5)).toBe(false);
    expect(ratingsDisagree([-1, 5])).toBe(false);
  });

  it('takes a project threshold from 1 to 5, else the default', () => {
    expect(disagreementThresholdOf(3)).toBe(3);
    expect(disagreementThresholdOf(undefined)).toBe(2);
    expect(disagreementThresholdOf(9)).toBe(2);
    expect(disagreementThresholdError(1)).toBeNull();
    expect(disagreementThresholdError(5)).toBeNull();
    expect(disagreementThresholdError(0)).toBe(CONSENSUS_MESSAGES.thresholdRange);
    expect(disagreementThresholdError(2.5)).toBe(CONSENSUS_MESSAGES.thresholdRange);
    expect(CONSENSUS_MESSAGES.thresholdRange).toBe('The disagreement threshold must be a whole number from 1 to 5');
  });
});

describe('evaluator differences', () => {
  it('averages each evaluator’s rating minus the mean of the others’ on the same answers', () => {
    const rows = [
      { answerId: 'a', evaluatorId: 'ann', rating: 5 },
      { answerId: 'a', evaluatorId: 'bob', rating: 2 },
      { answerId: 'a', evaluatorId: 'cy', rating: 2 },
      { answerId: 'b', evaluatorId: 'ann', rating: 4 },
      { answerId: 'b', evaluatorId: 'bob', rating: 3 },
      { answerId: 'c', evaluatorId: 'cy', rating: 1 },
      { answerId: 'c', evaluatorId: 'bob', rating: -1 },
    ];
    const differences = evaluatorDifferences(rows);
    expect(differences).toEqual([
      { evaluatorId: 'ann', ratings: 2, compared: 2, meanDifference: (3 + 1) / 2 },
      { evaluatorId: 'bob', ratings: 2, compared: 2, meanDifference: (-1.5 + -1) / 2 },
      { evaluatorId: 'cy', ratings: 2, compared: 1, meanDifference: -1.5 },
    ]);
  });

  it('gives no mean to an evaluator nobody else rated beside', () => {
    expect(evaluatorDifferences([{ answerId: 'a', evaluatorId: 'ann', rating: 3 }])).toEqual([
      { evaluatorId: 'ann', ratings: 1, compared: 0, meanDifference: null },
    ]);
  });

  it('shows a mean difference signed with one decimal', () => {
    expect(formatMeanDifference(1.25)).toBe('+1.3');
    expect(formatMeanDifference(-0.34)).toBe('-0.3');
    expect(formatMeanDifference(0.01)).toBe('0.0');
    expect(formatMeanDifference(null)).toBe('\u2014');
  });
});

describe('the consensus scale', () => {
  it('is the scoring type’s ratings without No Rate, named as the scoring page names them', async () => {
    const { consensusScale, ratingName, calibrationPosition } = await import('./consensus.js');
    expect(consensusScale('NUMBERS')).toEqual([0, 1, 2, 3, 4, 5]);
    expect(consensusScale('COLORS')).toEqual([5, 3, 1, 0]);
    expect(ratingName('COLORS', 3)).toBe('Blue');
    expect(ratingName('NUMBERS', 0)).toBe('Failed');
    expect(ratingName('NUMBERS', -1)).toBe('No Rate');
    expect(calibrationPosition(2, 7)).toBe('Item 3 of 7');
  });
});
