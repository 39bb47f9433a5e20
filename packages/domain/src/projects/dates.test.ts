import { describe, expect, it } from 'vitest';
import { autoFillDates, isTodayOrLater, toProjectDate } from './dates.js';

describe('project dates', () => {
  it('stores the New York day at midday UTC', () => {
    // 02:00 UTC on 2 March is still 1 March in New York.
    expect(toProjectDate('2026-03-02T02:00:00Z').toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(toProjectDate('2026-03-02T18:00:00Z').toISOString()).toBe('2026-03-02T12:00:00.000Z');
  });

  it('auto-fills +14, +10 and +10 days from the publish date', () => {
    const dates = autoFillDates('2026-03-01T17:00:00Z');
    expect(dates.publishDate.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(dates.submissionDeadline.toISOString()).toBe('2026-03-15T12:00:00.000Z');
    expect(dates.questionsSubmissionDeadline.toISOString()).toBe('2026-03-25T12:00:00.000Z');
    expect(dates.plannedDecisionDate.toISOString()).toBe('2026-04-04T12:00:00.000Z');
  });

  it('keeps calendar days across the daylight-saving change', () => {
    const dates = autoFillDates(new Date('2026-11-01T16:00:00Z'));
    expect(dates.submissionDeadline.toISOString()).toBe('2026-11-15T12:00:00.000Z');
  });

  it('compares days in New York', () => {
    const now = new Date('2026-03-02T03:00:00Z'); // 1 March, 22:00 in New York
    expect(isTodayOrLater(new Date('2026-03-01T12:00:00Z'), now)).toBe(true);
    expect(isTodayOrLater(new Date('2026-02-28T12:00:00Z'), now)).toBe(false);
  });
});
