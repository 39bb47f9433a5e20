export type { AssignmentOptions, ProjectQuestionAssignment } from './project-question-assignment';
export { fragmentOfDefinition } from './question-definition-fragment';
export { toQuestionDefinition, toQuestionInput } from './question-definition-io';
export { buildQuestionDefinition } from './question-definition-test-kit';
export { QuestionEditorDialog, type QuestionEditorDialogProps } from './question-editor-dialog';
export { choose, type } from './question-editor-test-kit';
export { QUESTION_TYPE_LABELS, QUESTION_VIEW_LABELS } from './question-type-labels';
export { RejectQuestionDialog } from './reject-question-dialog';
export { questionSubmitError, STALE_EDIT_NOTE, StaleEditError } from './stale-edit';
