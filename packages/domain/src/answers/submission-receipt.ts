import { PROJECT_TIME_ZONE } from '../projects/dates.js';

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: PROJECT_TIME_ZONE });

const MOMENT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: PROJECT_TIME_ZONE,
  timeZoneName: 'short',
});

const instantOf = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** A project date as its New York day, as the web app's dates read: 'Nov 21, 2026'. */
export const formatProjectDay = (value: Date | string): string => DAY.format(instantOf(value));

/** A moment in the project time zone, named: 'Nov 21, 2026, 3:04 PM EST'. */
export const formatProjectMoment = (value: Date | string): string => MOMENT.format(instantOf(value));

/**
 * The receipt of a submission (issue 31): when the answers were submitted and by whom; a submission without a person
 * (answers closed at their deadline) names only the time.
 */
export function submissionReceipt(submittedAt: Date | string, submittedBy: string | null | undefined): string {
  const by = submittedBy?.trim();
  return `Submitted on ${formatProjectMoment(submittedAt)}${by ? ` by ${by}` : ''}`;
}
