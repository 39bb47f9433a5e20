import { QUESTION_TYPES, QUESTION_VIEWS, type QuestionType, type QuestionView } from '@shortlist/domain';

/**
 * What users read for each question type. Spec 3 §3 names the types only by their codes, so the labels are the codes
 * in Title Case (URL stays an acronym).
 */
export const QUESTION_TYPE_LABELS: Readonly<Record<QuestionType, string>> = {
  BOOLEAN: 'Boolean',
  EMAIL: 'Email',
  FILE: 'File',
  LIST: 'List',
  NUMBER: 'Number',
  STRING: 'String',
  TEXT: 'Text',
  URL: 'URL',
  VIDEO: 'Video',
};

/** How a LIST question shows its options (spec 3 §5 writes SELECT and CHECKBOX; the labels are Title Case). */
export const QUESTION_VIEW_LABELS: Readonly<Record<QuestionView, string>> = {
  CHECKBOX: 'Checkbox',
  RADIO: 'Radio',
  SELECT: 'Select',
};

/** The nine types as select options, in the domain's order. */
export const QUESTION_TYPE_OPTIONS = QUESTION_TYPES.map((type) => ({ value: type, label: QUESTION_TYPE_LABELS[type] }));

/** The given views as select options, in the domain's order. */
export function questionViewOptions(views: readonly QuestionView[] = QUESTION_VIEWS) {
  return views.map((view) => ({ value: view, label: QUESTION_VIEW_LABELS[view] }));
}
