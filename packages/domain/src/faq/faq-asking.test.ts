import { describe, expect, it } from 'vitest';
import {
  brokerAskingProblem,
  brokerHoldsFaq,
  clarificationDeadlinePassed,
  supplierAskingProblem,
} from './faq-asking.js';
import { FAQ_MESSAGES } from './faq-texts.js';

// A deadline stored as the New York day 10 March (midday UTC).
const deadline = new Date('2026-03-10T12:00:00Z');

describe('the clarification deadline', () => {
  it('stays open through the deadline day in New York and closes when the next one begins', () => {
    // 03:59 UTC on 11 March is 23:59 on 10 March in New York.
    expect(clarificationDeadlinePassed(deadline, new Date('2026-03-11T03:59:00Z'))).toBe(false);
    expect(clarificationDeadlinePassed(deadline, new Date('2026-03-11T04:01:00Z'))).toBe(true);
  });

  it('never passes when there is none (Panel projects have none)', () => {
    expect(clarificationDeadlinePassed(null, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('who may ask', () => {
  const before = new Date('2026-03-09T15:00:00Z');
  const after = new Date('2026-03-12T15:00:00Z');

  it('lets suppliers ask in PUBLISHED and AWAITING before the deadline', () => {
    expect(supplierAskingProblem('PUBLISHED', deadline, before)).toBeNull();
    expect(supplierAskingProblem('AWAITING', null, after)).toBeNull();
    expect(supplierAskingProblem('AWAITING', deadline, after)).toBe(FAQ_MESSAGES.deadlinePassed);
    expect(supplierAskingProblem('SCORING', null, before)).toBe(FAQ_MESSAGES.notTakingQuestions);
  });

  it('lets the buy side ask with MANAGE_FAQ in PUBLISHED, AWAITING and SCORING', () => {
    expect(brokerHoldsFaq(['MANAGE_FAQ'])).toBe(true);
    expect(brokerHoldsFaq(['MANAGE_PROJECT_STATE'])).toBe(true);
    expect(brokerHoldsFaq(['VIEW_DASHBOARD'])).toBe(false);
    expect(brokerAskingProblem('SCORING')).toBeNull();
    expect(brokerAskingProblem('COMPLETED')).toBe(FAQ_MESSAGES.notTakingQuestions);
    expect(brokerAskingProblem('IN_REVIEW')).toBe(FAQ_MESSAGES.notTakingQuestions);
  });
});
