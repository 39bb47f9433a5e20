import {
  DEADLINE_LIMITS,
  dayKeyInstant,
  formatDate,
  formatMonth,
  formatWeekdayDate,
  projectDay,
} from '@shortlist/domain';

/** A calendar month: year and month 1-12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** One cell of the month grid: a day of the month, or null before the 1st and after the last day. */
export interface CalendarDay {
  /** 'YYYY-MM-DD' */
  key: string;
  day: number;
  /** Day of the week, 0 = Sunday. */
  weekday: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

export const dayKeyOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** The New York calendar day of an instant as 'YYYY-MM-DD' (project dates are New York days, spec 2 §4). */
export function projectDayKey(value: string | Date): string {
  const { year, month, day } = projectDay(typeof value === 'string' ? new Date(value) : value);
  return dayKeyOf(year, month, day);
}

/** The month of an instant in New York. */
export function monthOf(now: Date): CalendarMonth {
  const { year, month } = projectDay(now);
  return { year, month };
}

export function shiftMonth({ year, month }: CalendarMonth, delta: number): CalendarMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const daysIn = ({ year, month }: CalendarMonth) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The weeks of a month, Sunday first, each of seven cells (null outside the month). */
export function monthWeeks(calendar: CalendarMonth): Array<Array<CalendarDay | null>> {
  const first = new Date(Date.UTC(calendar.year, calendar.month - 1, 1)).getUTCDay();
  const cells: Array<CalendarDay | null> = Array.from({ length: first }, () => null);
  for (let day = 1; day <= daysIn(calendar); day += 1) {
    cells.push({ key: dayKeyOf(calendar.year, calendar.month, day), day, weekday: (first + day - 1) % 7 });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * The deadlines query range of a month: a project date is its New York day at midday UTC, so the UTC days of the
 * month hold every date of it.
 */
export function monthRange({ year, month }: CalendarMonth): { from: string; to: string } {
  const from = Date.UTC(year, month - 1, 1);
  const to = Date.UTC(year, month, 1) - 1;
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/** The range of the upcoming list: today's New York day and the next 399 days (the query allows 400). */
export function upcomingRange(now: Date): { from: string; to: string } {
  const { year, month, day } = projectDay(now);
  const from = Date.UTC(year, month - 1, day);
  return {
    from: new Date(from).toISOString(),
    to: new Date(from + DEADLINE_LIMITS.rangeDaysMax * DAY_MS - 1).toISOString(),
  };
}

/** The key `delta` days after `key`, e.g. for arrow keys in the grid. */
export function addDaysToKey(key: string, delta: number): string {
  const [year = 0, month = 1, day = 1] = key.split('-').map(Number);
  const moved = new Date(Date.UTC(year, month - 1, day) + delta * DAY_MS);
  return dayKeyOf(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

export const monthOfKey = (key: string): CalendarMonth => {
  const [year = 0, month = 1] = key.split('-').map(Number);
  return { year, month };
};

/** 'March 2030' */
export const monthTitle = ({ year, month }: CalendarMonth) => formatMonth(dayKeyInstant(dayKeyOf(year, month, 1)));
/** 'Saturday, March 2, 2030' */
export const dayTitle = (key: string) => formatWeekdayDate(dayKeyInstant(key));
/** 'Mar 2, 2030' */
export const dayShort = (key: string) => formatDate(dayKeyInstant(key));
