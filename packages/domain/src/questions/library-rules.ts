import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { requiredText } from '../validation/fields.js';
import { questionDefinitionSchema } from './question-definition.js';
import { type LibraryQuestionAccessInput, libraryQuestionReadonlyReason } from './question-permissions.js';

/** Limits of the library the spec leaves open (ours). */
export const LIBRARY_LIMITS = {
  /** A tag is a short label, like a group name. */
  tagLabel: 50,
  tagsPerQuestion: 20,
  /** Tags offered by the tag search at once. */
  tagSearchResults: 50,
  /** The keyword's words matched (the first ones, each once): the search keeps one prepared statement per count. */
  keywordWords: 8,
} as const;

const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);

const tagLabel = requiredText(LIBRARY_LIMITS.tagLabel);

/**
 * Tag labels typed on a question: trimmed, required, at most 50 characters and 20 tags; the same label twice (case
 * ignored) is kept once. Null means "leave the question's tags as they are".
 */
export const tagLabelsField = z
  .array(tagLabel)
  .max(LIBRARY_LIMITS.tagsPerQuestion, `Please add not more than ${LIBRARY_LIMITS.tagsPerQuestion} tags`)
  .nullish()
  .transform((labels) => {
    if (!labels) return null;
    const seen = new Set<string>();
    return labels.filter((label) => {
      const key = label.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

/** Spec 3 §3, §5 library question form: the question content (label and helper text ≤ 1000), tags, Make Public. */
export const libraryQuestionFormSchema = z.object({
  question: questionDefinitionSchema,
  tags: tagLabelsField,
  isPublic: flag,
});
export type LibraryQuestionFormValues = z.output<typeof libraryQuestionFormSchema>;

const ids = z
  .array(requiredText(), { error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .transform((values) => [...new Set(values)]);

/** Spec 3 §5 Copy to project: the section and at least one question are required. */
export const copyLibraryQuestionsSchema = z.object({ sectionId: requiredText(), questionIds: ids });

/** Delete library questions: at least one id. */
export const libraryQuestionIdsSchema = z.object({ ids });

export interface LibraryQuestionPermissions {
  edit: boolean;
  /** Spec 3 §6: the Make Public option is shown only when the question is editable. */
  makePublic: boolean;
  delete: boolean;
}

/**
 * Spec 3 §6 library question editing, as the web shows it: external questions are never editable; a public question
 * created by another user is read-only without MANAGE_BROKERS. The spec names no rule for deleting; a question that
 * may not be edited may not be deleted either. Make Public is the owning company's choice: another company's public
 * question made private would vanish from the library of whoever made it so.
 */
export function libraryQuestionPermissions(
  input: LibraryQuestionAccessInput & { isOwn: boolean },
): LibraryQuestionPermissions {
  const editable = libraryQuestionReadonlyReason(input) === null;
  return { edit: editable, makePublic: editable && input.isOwn, delete: editable };
}
