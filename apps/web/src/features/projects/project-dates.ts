import { PROJECT_TIME_ZONE, projectDay } from '@shortlist/domain';

const pad = (value: number) => String(value).padStart(2, '0');

/** The value of a `type="date"` input for a project date: its New York day, 'YYYY-MM-DD'; '' when there is none. */
export function toDateInput(value: string | Date | null | undefined): string {
  if (!value) return '';
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return '';
  const { year, month, day } = projectDay(instant);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A `type="date"` input's day as a project date: the instant at midday UTC (spec 1 §5); null when empty. */
export function fromDateInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
}

const DISPLAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: PROJECT_TIME_ZONE });

/** A project date for reading, in America/New_York: 'Nov 21, 2026'; '—' when there is none. */
export function formatProjectDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : DISPLAY.format(date);
}
