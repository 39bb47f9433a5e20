import { describe, expect, it } from 'vitest';
import {
  answersOutstanding,
  productDecisionProblem,
  SCORING_CHOICE_MESSAGES,
  type ScoringChoiceProduct,
  scoringStartProblem,
} from './scoring-choice.js';

const DAY = new Date('2026-12-01T12:00:00Z');
const product = (over: Partial<ScoringChoiceProduct> = {}): ScoringChoiceProduct => ({
  participationStatus: 'ACCEPTED',
  answersSubmittedAt: null,
  answersSubmitDeadline: null,
  ...over,
});

describe('scoringStartProblem', () => {
  it('refuses scoring without an accepted product, with the spec wording', () => {
    expect(scoringStartProblem([], false)).toBe(
      'Unable to start scoring because no product has accepted the invitation.',
    );
    expect(scoringStartProblem([product({ participationStatus: 'DECLINED' })], true)).toBe(
      SCORING_CHOICE_MESSAGES.noAcceptedProduct,
    );
  });

  it('without the extended deadline, any accepted product lets scoring start', () => {
    expect(scoringStartProblem([product()], false)).toBeNull();
  });

  it('with the extended deadline, waits until every accepted product is decided', () => {
    const submitted = product({ answersSubmittedAt: DAY });
    expect(scoringStartProblem([submitted, product()], true)).toBe(SCORING_CHOICE_MESSAGES.undecided);
    expect(scoringStartProblem([submitted, product({ answersSubmitDeadline: DAY })], true)).toBeNull();
    expect(scoringStartProblem([submitted, product({ participationStatus: 'INVITED' })], true)).toBeNull();
  });
});

describe('productDecisionProblem', () => {
  it('refuses a deadline without the setting', () => {
    expect(productDecisionProblem(product(), true, false)).toBe(SCORING_CHOICE_MESSAGES.deadlineOff);
    expect(productDecisionProblem(product(), false, false)).toBeNull();
  });

  it('keeps a decision final', () => {
    expect(productDecisionProblem(product({ answersSubmittedAt: DAY }), false, true)).toBe(
      SCORING_CHOICE_MESSAGES.alreadyDecided,
    );
    expect(productDecisionProblem(product({ answersSubmitDeadline: DAY }), true, true)).toBe(
      SCORING_CHOICE_MESSAGES.alreadyDecided,
    );
    expect(productDecisionProblem(product(), true, true)).toBeNull();
  });
});

describe('answersOutstanding', () => {
  it('is a product with its own deadline and no submission', () => {
    expect(answersOutstanding(product({ answersSubmitDeadline: DAY }))).toBe(true);
    expect(answersOutstanding(product({ answersSubmitDeadline: DAY, answersSubmittedAt: DAY }))).toBe(false);
    expect(answersOutstanding(product())).toBe(false);
  });
});
