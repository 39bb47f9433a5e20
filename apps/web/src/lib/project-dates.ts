import { projectDay } from '@shortlist/domain';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The earliest year a typed date may have. While the year is typed, Chromium reports '0002-11-25', '0020-11-25',
 * '0202-11-25' before '2026-11-25'; none of those is a date anybody means.
 */
const MIN_DATE_INPUT_YEAR = 1000;

/** What the form holds for a typed value that is no date: the domain schema reads it as 'Must be a valid date'. */
export const INVALID_DATE_VALUE = 'invalid-date';

/** The value of a `type="date"` input for a project date: its New York day, 'YYYY-MM-DD'; '' when there is none. */
export function toDateInput(value: string | Date | null | undefined): string {
  if (!value) return '';
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return '';
  const { year, month, day } = projectDay(instant);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A `type="date"` input's day as a project date: the instant at midday UTC (spec 1 §5). Null unless the value is a
 * complete, real calendar day with a four-digit year from MIN_DATE_INPUT_YEAR.
 */
export function fromDateInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_DATE_INPUT_YEAR) return null;
  const date = new Date(Date.UTC(year, month - 1, day, 12));
  // Date.UTC rolls a day that does not exist (Feb 30) into the next month.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

/**
 * The form value of what a date input shows: the ISO instant of a complete valid day, '' when it is empty, and
 * INVALID_DATE_VALUE for anything else (a half-typed or impossible day; `badInput` is the browser saying that an
 * empty value hides partly filled segments).
 */
export function dateInputValue(text: string, badInput = false): string {
  if (text === '') return badInput ? INVALID_DATE_VALUE : '';
  return fromDateInput(text)?.toISOString() ?? INVALID_DATE_VALUE;
}

/** Whether a form value is a complete, valid project date (what the auto-fill may follow). */
export const isCompleteDateValue = (value: string) =>
  value !== '' && value !== INVALID_DATE_VALUE && !Number.isNaN(new Date(value).getTime());
