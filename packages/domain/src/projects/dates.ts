import { projectDay } from '../date-format.js';

/** Spec 2 §9: submission = publish + 14 days; questions deadline = +10 days; decision = +10 days. */
export const DATE_OFFSETS_DAYS = { submission: 14, questions: 10, decision: 10 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spec 1 §5 and DATA-MODEL: a project date is its New York calendar day stored as the instant at midday UTC (the
 * same day in New York), so that it reads as the same date everywhere.
 */
export function toProjectDate(value: Date | string): Date {
  const instant = typeof value === 'string' ? new Date(value) : value;
  const { year, month, day } = projectDay(instant);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

export interface AutoFilledDates {
  publishDate: Date;
  submissionDeadline: Date;
  questionsSubmissionDeadline: Date;
  plannedDecisionDate: Date;
}

/** Spec 2 §4 Dates auto-fill: choosing a publish date proposes the three later dates (all stay adjustable). */
export function autoFillDates(publishDate: Date | string): AutoFilledDates {
  const publish = toProjectDate(publishDate);
  const submissionDeadline = addDays(publish, DATE_OFFSETS_DAYS.submission);
  const questionsSubmissionDeadline = addDays(submissionDeadline, DATE_OFFSETS_DAYS.questions);
  const plannedDecisionDate = addDays(questionsSubmissionDeadline, DATE_OFFSETS_DAYS.decision);
  return { publishDate: publish, submissionDeadline, questionsSubmissionDeadline, plannedDecisionDate };
}

/** Whether the date's New York day is today's New York day or later (spec 2 §5, checked on create). */
export function isTodayOrLater(value: Date, now: Date = new Date()): boolean {
  return toProjectDate(value).getTime() >= toProjectDate(now).getTime();
}

/** Whether the date's New York day comes before the same day next year (spec 2 §5: less than today plus 1 year). */
export function isWithinAYear(value: Date, now: Date = new Date()): boolean {
  const today = projectDay(now);
  const sameDayNextYear = Date.UTC(today.year + 1, today.month - 1, today.day, 12);
  return toProjectDate(value).getTime() < sameDayNextYear;
}

/** Spec 2 §4: each date must be later than its predecessor by more than one second. */
export const isLaterThan = (value: Date, predecessor: Date) => value.getTime() - predecessor.getTime() > 1000;
