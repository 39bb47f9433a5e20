import { formatDateTime } from '../date-format.js';

/**
 * The receipt of a submission (issue 31): when the answers were submitted (New York time, zone named) and by whom; a
 * submission without a person (answers closed at their deadline) names only the time.
 */
export function submissionReceipt(submittedAt: Date | string, submittedBy: string | null | undefined): string {
  const by = submittedBy?.trim();
  return `Submitted on ${formatDateTime(submittedAt)}${by ? ` by ${by}` : ''}`;
}
