import { describe, expect, it } from 'vitest';
import {
  dayKeyInstant,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMonth,
  formatWeekdayDate,
  NO_DATE,
  projectDay,
} from './date-format.js';
import { notificationAge } from './notifications.js';
import { toProjectDate } from './projects/dates.js';

/** 23:30 on Friday, Nov 27, 2026 in New York: already Nov 28 in UTC and in most of the world. */
const LATE_EVENING = '2026-11-28T04:30:00.000Z';

describe('the one date rule: New York', () => {
  it('reads an instant late on Nov 27 in New York as Nov 27 on every formatter', () => {
    expect(formatDate(LATE_EVENING)).toBe('Nov 27, 2026');
    expect(formatDate(new Date(LATE_EVENING))).toBe('Nov 27, 2026');
    expect(formatLongDate(LATE_EVENING)).toBe('November 27, 2026');
    expect(formatWeekdayDate(LATE_EVENING)).toBe('Friday, November 27, 2026');
    expect(formatDateTime(LATE_EVENING)).toBe('Nov 27, 2026, 11:30 PM EST');
    expect(formatMonth('2026-12-01T03:00:00.000Z')).toBe('November 2026');
    expect(projectDay(new Date(LATE_EVENING))).toEqual({ year: 2026, month: 11, day: 27 });
    expect(formatDate(toProjectDate(LATE_EVENING))).toBe('Nov 27, 2026');
    const weekLater = new Date('2026-12-05T12:00:00.000Z');
    expect(notificationAge(new Date(LATE_EVENING), weekLater)).toBe('November 27, 2026');
  });

  it('reads a project date (midday UTC) and a calendar day key as that day', () => {
    expect(formatDate('2026-11-27T12:00:00.000Z')).toBe('Nov 27, 2026');
    expect(formatDate(dayKeyInstant('2026-11-27'))).toBe('Nov 27, 2026');
    expect(formatWeekdayDate(dayKeyInstant('2030-03-02'))).toBe('Saturday, March 2, 2030');
  });

  it('names the zone of a time, in summer and in winter', () => {
    expect(formatDateTime('2026-07-01T16:05:00.000Z')).toBe('Jul 1, 2026, 12:05 PM EDT');
    expect(formatDateTime('2026-01-15T17:00:00.000Z')).toBe('Jan 15, 2026, 12:00 PM EST');
  });

  it('shows a dash for a missing or unreadable date', () => {
    for (const value of [null, undefined, '', 'not a date', new Date(Number.NaN)]) {
      expect(formatDate(value)).toBe(NO_DATE);
      expect(formatDateTime(value)).toBe(NO_DATE);
    }
  });
});
