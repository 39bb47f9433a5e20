export type { AssignmentOptions, ProjectQuestionAssignment } from './project-question-assignment';
export { QuestionEditorDialog, type QuestionEditorDialogProps } from './question-editor-dialog';
export { QUESTION_TYPE_LABELS, QUESTION_VIEW_LABELS } from './question-type-labels';
