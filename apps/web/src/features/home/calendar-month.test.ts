import { describe, expect, it } from 'vitest';
import {
  addDaysToKey,
  dayTitle,
  monthOf,
  monthRange,
  monthTitle,
  monthWeeks,
  projectDayKey,
  shiftMonth,
  upcomingRange,
} from './calendar-month';

describe('calendar month', () => {
  it('lays a month out in weeks from Sunday', () => {
    const weeks = monthWeeks({ year: 2030, month: 3 }); // March 1, 2030 is a Friday
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.map((cell) => cell?.day ?? null)).toEqual([null, null, null, null, null, 1, 2]);
    expect(weeks[5]?.map((cell) => cell?.day ?? null)).toEqual([31, null, null, null, null, null, null]);
    expect(weeks[0]?.[5]).toEqual({ key: '2030-03-01', day: 1, weekday: 5 });
    expect(monthWeeks({ year: 2026, month: 2 })).toHaveLength(4); // February 2026 starts on a Sunday
  });

  it('moves between months and days across year ends', () => {
    expect(shiftMonth({ year: 2030, month: 12 }, 1)).toEqual({ year: 2031, month: 1 });
    expect(shiftMonth({ year: 2030, month: 1 }, -1)).toEqual({ year: 2029, month: 12 });
    expect(addDaysToKey('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDaysToKey('2030-03-01', -7)).toBe('2030-02-22');
  });

  it('reads instants as New York days', () => {
    expect(projectDayKey('2030-03-02T12:00:00.000Z')).toBe('2030-03-02');
    expect(projectDayKey('2030-03-02T03:00:00.000Z')).toBe('2030-03-01');
    expect(monthOf(new Date('2030-04-01T02:00:00.000Z'))).toEqual({ year: 2030, month: 3 });
  });

  it('asks for a whole month, and for up to 400 days from today', () => {
    expect(monthRange({ year: 2030, month: 2 })).toEqual({
      from: '2030-02-01T00:00:00.000Z',
      to: '2030-02-28T23:59:59.999Z',
    });
    const range = upcomingRange(new Date('2030-03-02T03:00:00.000Z'));
    expect(range.from).toBe('2030-03-01T00:00:00.000Z');
    expect(new Date(range.to).getTime() - new Date(range.from).getTime()).toBe(400 * 86_400_000 - 1);
  });

  it('titles months and days', () => {
    expect(monthTitle({ year: 2030, month: 3 })).toBe('March 2030');
    expect(dayTitle('2030-03-02')).toBe('Saturday, March 2, 2030');
  });
});
