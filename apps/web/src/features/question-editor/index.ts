export type { AssignmentOptions, ProjectQuestionAssignment } from './project-question-assignment';
export { QuestionEditorDialog, type QuestionEditorDialogProps } from './question-editor-dialog';
export { QUESTION_TYPE_LABELS, QUESTION_VIEW_LABELS } from './question-type-labels';
export { fragmentOfDefinition } from './question-definition-fragment';
export { toQuestionDefinition, toQuestionInput } from './question-definition-io';
export { buildQuestionDefinition } from './question-definition-test-kit';
export { choose, type } from './question-editor-test-kit';
export { STALE_EDIT_NOTE, StaleEditError, questionSubmitError } from './stale-edit';
