import { ANSWERS_MAX_LENGTH_RANGE, type ProjectType } from '@shortlist/domain';

/**
 * Spec 2 §5 Project settings: the max-length options are the company's configured values (M, L, XL) plus the
 * project's current value, within 100 to 5000, sorted numerically.
 */
export function answersMaxLengthOptions(configured: readonly number[], current: number | null | undefined): number[] {
  const values = new Set(
    configured.filter((value) => value >= ANSWERS_MAX_LENGTH_RANGE.min && value <= ANSWERS_MAX_LENGTH_RANGE.max),
  );
  if (current !== null && current !== undefined) values.add(current);
  return [...values].sort((a, b) => a - b);
}

/** The answers max length can be changed only in DRAFT and IN_REVIEW (spec 2 §5). */
export const canChangeAnswersMaxLength = (status: string) => status === 'DRAFT' || status === 'IN_REVIEW';

/**
 * Spec 2 §5: target respondent options come from a list per project type; the spec does not show the values, so
 * RFP and RFI offer 1 to 10 (3 on create) plus the current value, and a Panel has none.
 */
export function targetRespondentOptions(type: ProjectType, current: number | null | undefined): number[] {
  if (type === 'PANEL') return [];
  const values = new Set(Array.from({ length: 10 }, (_, index) => index + 1));
  if (current !== null && current !== undefined) values.add(current);
  return [...values].sort((a, b) => a - b);
}
