import { describe, expect, it } from 'vitest';
import type { Privilege } from '../privileges.js';
import { colourSwatch, ratingOptions, tintOf } from './colours.js';
import { ratingSchema, SCORING_MESSAGES, weightSchema } from './ratings.js';
import { compareScoredProducts, productScore, scoringCompleteness } from './scores.js';
import {
  mayApproveSomeWhileScoring,
  mayApproveWhileScoring,
  mayKeepNotes,
  mayRate,
  mayScoreSome,
  maySetWeight,
  scoringAvailable,
  scoringOpen,
} from './scoring-access.js';

describe('ratings and weights', () => {
  it('accepts -1 (No Rate), 0 (Failed) and 1 to 5, and refuses anything else with the spec wording', () => {
    for (const rating of [-1, 0, 1, 5]) expect(ratingSchema.safeParse({ rating }).success).toBe(true);
    for (const rating of [-2, 6, 2.5]) expect(ratingSchema.safeParse({ rating }).success).toBe(false);
    expect(ratingSchema.safeParse({ rating: 6 }).error?.issues[0]?.message).toBe('Unable to rate an answer');
  });

  it('offers every number with NUMBERS and the four colours plus No Rate with COLORS', () => {
    expect(ratingOptions('NUMBERS')).toEqual([-1, 0, 1, 2, 3, 4, 5]);
    expect(ratingOptions('COLORS')).toEqual([-1, 5, 3, 1, 0]);
  });

  it('takes weights 1 to 5 only', () => {
    expect(weightSchema.safeParse({ weight: 1 }).success).toBe(true);
    expect(weightSchema.safeParse({ weight: 5 }).success).toBe(true);
    expect(weightSchema.safeParse({ weight: 0 }).success).toBe(false);
    expect(weightSchema.safeParse({ weight: 6 }).success).toBe(false);
  });

  it('words the three failures as spec 2 §8 does', () => {
    expect(SCORING_MESSAGES).toEqual({
      rate: 'Unable to rate an answer',
      weight: 'Unable to set Question weight',
      notes: 'Unable to save Notes',
    });
  });
});

describe('colours', () => {
  it('tints 1 red, 2 to 3 blue, 4 to 5 green, the rest neutral', () => {
    expect([null, -1, 0, 1, 2, 3, 4, 5].map(tintOf)).toEqual([
      'NEUTRAL',
      'NEUTRAL',
      'NEUTRAL',
      'RED',
      'BLUE',
      'BLUE',
      'GREEN',
      'GREEN',
    ]);
  });

  it('draws a light tint normally, and the solid colour named in words in contrast mode', () => {
    expect(colourSwatch('GREEN', false)).toEqual({
      background: '#c8e6c9',
      foreground: '#2e7d32',
      border: '#2e7d32',
      label: null,
    });
    expect(colourSwatch('RED', true)).toMatchObject({ background: '#c62828', foreground: '#ffffff', label: 'Red' });
    expect(colourSwatch('NEUTRAL', true)).toMatchObject({ background: '#ffffff', label: 'Neutral' });
  });
});

describe('scores', () => {
  const answer = (weight: number, rating: number | null, approved = true, submitted = true) => ({
    weight,
    rating,
    approved,
    submitted,
  });

  it('sums weight × rating over approved questions of submitted answers; No Rate and unrated count nothing', () => {
    expect(productScore([answer(2, 5), answer(3, 1), answer(5, -1), answer(4, null), answer(1, 0)])).toBe(13);
    expect(productScore([answer(5, 5, false), answer(5, 5, true, false)])).toBe(0);
  });

  it('counts completeness as the rated share, rounded down', () => {
    expect(scoringCompleteness(1, 3)).toBe(33);
    expect(scoringCompleteness(0, 0)).toBe(0);
    expect(scoringCompleteness(4, 4)).toBe(100);
  });

  it('puts the winner first, then accepted by score, declined after, ties by name', () => {
    const product = (name: string, score: number, accepted = true, winner = false) => ({
      id: name,
      name,
      score,
      accepted,
      winner,
      submitted: accepted,
    });
    const sorted = [
      product('Declined high', 90, false),
      product('Beta', 40),
      product('Alpha', 40),
      product('Winner', 10, true, true),
      product('Top', 80),
    ].sort(compareScoredProducts);
    expect(sorted.map((row) => row.name)).toEqual(['Winner', 'Top', 'Alpha', 'Beta', 'Declined high']);
  });
});

describe('scoring availability', () => {
  it('is open in SCORING and in AWAITING once a product submitted; COMPLETED is read only', () => {
    const cases = [
      [{ status: 'SCORING', someSubmitted: false }, true, true],
      [{ status: 'AWAITING', someSubmitted: true }, true, true],
      [{ status: 'AWAITING', someSubmitted: false }, false, false],
      [{ status: 'COMPLETED', someSubmitted: true }, true, false],
      [{ status: 'ARCHIVED', someSubmitted: true }, false, false],
      [{ status: 'PUBLISHED', someSubmitted: true }, false, false],
    ] as const;
    for (const [state, available, open] of cases) {
      expect([scoringAvailable(state), scoringOpen(state)]).toEqual([available, open]);
    }
  });
});

describe('who scores', () => {
  const right = (privileges: Privilege[], approver = false, isProjectOwner = false) => ({
    privileges: new Set(privileges),
    userId: 'me',
    isProjectOwner,
    approverIds: [null, approver ? 'me' : 'someone'],
  });

  it('rates (and keeps notes) with MANAGE_ALL_SCORING, as an approver with MANAGE_SCORING, or as project owner', () => {
    expect(mayRate(right(['MANAGE_ALL_SCORING']))).toBe(true);
    expect(mayRate(right(['MANAGE_SCORING'], true))).toBe(true);
    expect(mayRate(right(['MANAGE_SCORING']))).toBe(false);
    expect(mayRate(right(['READ_SCORING'], true))).toBe(false);
    expect(mayRate(right([], false, true))).toBe(true);
    expect(mayKeepNotes(right(['MANAGE_SCORING']))).toBe(false);
    expect(mayScoreSome(right(['MANAGE_SCORING']))).toBe(true);
    expect(mayScoreSome(right(['READ_SCORING']))).toBe(false);
  });

  it('sets a weight with MANAGE_ALL_SCORING or as an approver, only with NUMBERS scoring', () => {
    expect(maySetWeight(right(['MANAGE_ALL_SCORING']), 'NUMBERS')).toBe(true);
    expect(maySetWeight(right(['READ_SCORING'], true), 'NUMBERS')).toBe(true);
    expect(maySetWeight(right(['MANAGE_SCORING']), 'NUMBERS')).toBe(false);
    expect(maySetWeight(right(['MANAGE_ALL_SCORING']), 'COLORS')).toBe(false);
  });

  it('approves on the scoring page with MANAGE_ALL_APPROVALS, or MANAGE_SCORING as an approver', () => {
    expect(mayApproveWhileScoring(right(['MANAGE_ALL_APPROVALS']))).toBe(true);
    expect(mayApproveWhileScoring(right(['MANAGE_SCORING'], true))).toBe(true);
    expect(mayApproveWhileScoring(right(['MANAGE_ALL_SCORING'], true))).toBe(false);
    expect(mayApproveWhileScoring(right(['MANAGE_SCORING']))).toBe(false);
    expect(mayApproveWhileScoring(right([], false, true))).toBe(true);
    expect(mayApproveSomeWhileScoring(right(['MANAGE_SCORING']))).toBe(true);
    expect(mayApproveSomeWhileScoring(right(['READ_SCORING']))).toBe(false);
  });
});
