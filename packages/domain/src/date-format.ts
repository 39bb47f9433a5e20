/**
 * The one rule for every date and time shown, on the web, in mails and in spreadsheets: it reads in the project time
 * zone, America/New_York. Spec 2 §4 picks project dates in New York and spec 1 §5 stores them as the New York day at
 * midday UTC; an instant (created, saved, submitted) reads in the same zone, so that the evening of Nov 27 in New
 * York is Nov 27 on every page whatever the reader's own zone. Times say their zone ('11:30 PM EST').
 *
 * This is the only module that formats dates (a test fails on Intl.DateTimeFormat or toLocale…String elsewhere).
 */
export const PROJECT_TIME_ZONE = 'America/New_York';

/** A date as the API and the database carry it: a Date or an ISO string; null or undefined when there is none. */
export type DateValue = Date | string | null | undefined;

/** What a missing or unreadable date shows. */
export const NO_DATE = '—';

const inProjectZone = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: PROJECT_TIME_ZONE });

const DAY_PARTS = inProjectZone({ year: 'numeric', month: '2-digit', day: '2-digit' });
const DATE = inProjectZone({ year: 'numeric', month: 'short', day: 'numeric' });
const LONG_DATE = inProjectZone({ year: 'numeric', month: 'long', day: 'numeric' });
const WEEKDAY_DATE = inProjectZone({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
const MONTH = inProjectZone({ year: 'numeric', month: 'long' });
const DATE_TIME = inProjectZone({
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

function toInstant(value: DateValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const instant = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(instant.getTime()) ? null : instant;
}

const formatWith = (format: Intl.DateTimeFormat) => (value: DateValue) => {
  const instant = toInstant(value);
  return instant === null ? NO_DATE : format.format(instant);
};

/** The calendar day (year, month 1-12, day) an instant falls on in New York. */
export function projectDay(instant: Date): { year: number; month: number; day: number } {
  const parts = Object.fromEntries(DAY_PARTS.formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** 'Nov 27, 2026': a project date, a deadline, a list's Created At. */
export const formatDate = formatWith(DATE);

/** 'November 27, 2026': a notification older than a week. */
export const formatLongDate = formatWith(LONG_DATE);

/** 'Friday, November 27, 2026': a day of the deadline calendar. */
export const formatWeekdayDate = formatWith(WEEKDAY_DATE);

/** 'November 2026': a month of the deadline calendar. */
export const formatMonth = formatWith(MONTH);

/** 'Nov 27, 2026, 11:30 PM EST': when something happened, to the minute. */
export const formatDateTime = formatWith(DATE_TIME);

/**
 * A calendar day ('YYYY-MM-DD', e.g. a cell of the deadline calendar) as the instant the formatters read as that day:
 * its midday UTC, as a project date is stored.
 */
export function dayKeyInstant(key: string): Date {
  const [year = 0, month = 1, day = 1] = key.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
}
