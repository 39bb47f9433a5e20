import type { ProjectType } from '../enums.js';
import { toProjectDate } from './dates.js';

/**
 * Spec 2 §2 deadline kinds, in the order of the project's dates (spec 2 §3): publish date, intent to respond
 * (submissionDeadline), RFI/RFP submission deadline (questionsSubmissionDeadline), supplier clarification questions
 * deadline (questionsClarificationDeadline), decision notification date (plannedDecisionDate).
 */
export const DEADLINE_KINDS = [
  'PUBLISH_DATE',
  'INTENT_TO_RESPOND',
  'SUBMISSION_DEADLINE',
  'CLARIFICATION_DEADLINE',
  'DECISION_DATE',
] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/** The project date each deadline kind reads (spec 2 §3 Project dates). */
export const DEADLINE_FIELDS = {
  PUBLISH_DATE: 'publishDate',
  INTENT_TO_RESPOND: 'submissionDeadline',
  SUBMISSION_DEADLINE: 'questionsSubmissionDeadline',
  CLARIFICATION_DEADLINE: 'questionsClarificationDeadline',
  DECISION_DATE: 'plannedDecisionDate',
} as const satisfies Record<DeadlineKind, string>;

/** Spec 2 §2 Home lists: the calendar's limits and the server's range limits. */
export const DEADLINE_LIMITS = {
  /** The first upcoming deadlines shown beside the calendar. */
  upcoming: 5,
  /** Project names are cut at 30 characters in the upcoming list… */
  nameMax: 30,
  /** …and at 40 when a day is picked. */
  pickedNameMax: 40,
  /** The widest range the deadlines query answers. */
  rangeDaysMax: 400,
  /** The most deadlines the query returns. */
  rowsMax: 500,
} as const;

export const DEADLINE_MESSAGES = {
  none: 'There are no upcoming deadlines.',
  noneOnDay: 'There are no deadlines on this day.',
  rangeOrder: 'The end of the range must not be before its start',
  rangeTooLong: `The range may span at most ${DEADLINE_LIMITS.rangeDaysMax} days`,
} as const;

/**
 * The label of a deadline kind: 'Publish Date', 'Intent to Respond', the type's submission deadline ('RFP Submission
 * Deadline', 'RFI Submission Deadline'; 'Submission Deadline' for a Panel), 'Supplier Clarification Questions
 * Deadline', 'Decision Notification Date' — the same words the project form and timeline use.
 */
export function deadlineKindLabel(kind: DeadlineKind, type: ProjectType): string {
  switch (kind) {
    case 'PUBLISH_DATE':
      return 'Publish Date';
    case 'INTENT_TO_RESPOND':
      return 'Intent to Respond';
    case 'SUBMISSION_DEADLINE':
      return type === 'PANEL' ? 'Submission Deadline' : `${type} Submission Deadline`;
    case 'CLARIFICATION_DEADLINE':
      return 'Supplier Clarification Questions Deadline';
    case 'DECISION_DATE':
      return 'Decision Notification Date';
  }
}

/** A name cut to `max` characters with an ellipsis ('Payroll platform…'); shorter names stay as they are. */
export function cutName(name: string, max: number): string {
  const characters = Array.from(name);
  if (characters.length <= max) return name;
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}

export interface DeadlineLike {
  projectId: string;
  projectName: string;
  kind: DeadlineKind;
  date: Date | string;
}

const time = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value).getTime();

/** Two instants in order; ISO 8601 UTC strings of one format (what the API sends) order as text, without parsing. */
function byInstant(a: Date | string, b: Date | string): number {
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return time(a) - time(b);
}

// The order of localeCompare without arguments, at a fraction of its cost for calendars of hundreds of dates.
const byLocale = new Intl.Collator().compare;

/** Orders deadlines by date, then kind (the order of the project's dates), then project name and id. */
export function compareDeadlines(a: DeadlineLike, b: DeadlineLike): number {
  return (
    byInstant(a.date, b.date) ||
    DEADLINE_KINDS.indexOf(a.kind) - DEADLINE_KINDS.indexOf(b.kind) ||
    byLocale(a.projectName, b.projectName) ||
    byLocale(a.projectId, b.projectId)
  );
}

/**
 * Spec 2 §2: the first `count` (5) upcoming deadlines — those on today's New York day or later, a project date being
 * a calendar day — soonest first.
 */
export function firstUpcoming<Deadline extends DeadlineLike>(
  deadlines: readonly Deadline[],
  now: Date,
  count: number = DEADLINE_LIMITS.upcoming,
): Deadline[] {
  const today = toProjectDate(now).getTime();
  return deadlines
    .filter((deadline) => toProjectDate(new Date(time(deadline.date))).getTime() >= today)
    .sort(compareDeadlines)
    .slice(0, count);
}

/** Whether a deadlines query range is acceptable; the message of the first problem, or null. */
export function deadlineRangeProblem(from: Date, to: Date): string | null {
  if (to.getTime() < from.getTime()) return DEADLINE_MESSAGES.rangeOrder;
  if (to.getTime() - from.getTime() > DEADLINE_LIMITS.rangeDaysMax * 24 * 60 * 60 * 1000) {
    return DEADLINE_MESSAGES.rangeTooLong;
  }
  return null;
}
