import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { requiredText } from '../validation/fields.js';
import { questionDefinitionSchema } from './question-definition.js';
import { QUESTION_MESSAGES } from './question-messages.js';
import { DEFAULT_QUESTION_WEIGHT, QUESTION_LIMITS, type QuestionStatus } from './question-types.js';

const optionalId = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null);

const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);

/** Spec 3 §9: a whole number from 1 to 5; absent (the import form's null) is the default 1. */
export const questionWeightField = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .number({ error: QUESTION_MESSAGES.number })
    .int(MESSAGES.wholeNumber)
    .min(QUESTION_LIMITS.weightMin, MESSAGES.minNumber(QUESTION_LIMITS.weightMin))
    .max(QUESTION_LIMITS.weightMax, MESSAGES.maxNumber(QUESTION_LIMITS.weightMax))
    .optional()
    .transform((value) => value ?? DEFAULT_QUESTION_WEIGHT),
);

/**
 * Spec 3 §5 Project question form: the question content, the section and the owner are required; the approver is
 * optional. `targetSectionId` moves the question to another section of the project.
 */
export const projectQuestionFormSchema = z.object({
  question: questionDefinitionSchema,
  sectionId: requiredText(),
  targetSectionId: optionalId,
  ownerId: requiredText(),
  approverId: optionalId,
  weight: questionWeightField,
  saveInLibrary: flag,
  makePublic: flag,
  isPrivate: flag,
});
export type ProjectQuestionFormValues = z.output<typeof projectQuestionFormSchema>;

/** Spec 3 §4 and §5: rejecting needs a reason, trimmed, at most 200 characters. */
export const rejectReasonField = requiredText(QUESTION_LIMITS.rejectReason);
export const rejectQuestionSchema = z.object({ reason: rejectReasonField });

export type ApprovalAction = 'APPROVE' | 'REJECT' | 'UNAPPROVE';

export interface ApprovalState {
  status: QuestionStatus;
  rejectReason: string | null;
}

/**
 * Spec 3 §4: approve sets APPROVED, unapprove returns to PENDING, reject sets REJECTED with its reason. Only a
 * rejection keeps a reason; approving or unapproving clears it. A missing or too long reason throws the ZodError of
 * `rejectReasonField` (check the form with `rejectQuestionSchema` first).
 */
export function approvalTransition(action: ApprovalAction, rejectReason?: string): ApprovalState {
  if (action === 'APPROVE') return { status: 'APPROVED', rejectReason: null };
  if (action === 'UNAPPROVE') return { status: 'PENDING', rejectReason: null };
  return { status: 'REJECTED', rejectReason: rejectReasonField.parse(rejectReason) };
}

/** Spec 3 §4 bulk unapprove (a section's Unapprove all): every question PENDING, reject reasons cleared. */
export function unapproveAll<Question extends ApprovalState>(questions: readonly Question[]): Question[] {
  return questions.map((question) => ({ ...question, status: 'PENDING', rejectReason: null }));
}

/**
 * A section's Approve all (spec 3 §6): the PENDING questions become APPROVED. The spec is silent on rejected ones;
 * a rejection is a decision already taken, so they stay REJECTED with their reason.
 */
export function approveAll<Question extends ApprovalState>(questions: readonly Question[]): Question[] {
  return questions.map((question) =>
    question.status === 'PENDING' ? { ...question, status: 'APPROVED', rejectReason: null } : question,
  );
}
