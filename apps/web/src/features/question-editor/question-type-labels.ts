import { QUESTION_TYPE_LABELS, QUESTION_TYPES, QUESTION_VIEWS, type QuestionView } from '@shortlist/domain';

export { QUESTION_TYPE_LABELS };

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
