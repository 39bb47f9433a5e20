import { QUESTION_LIMITS } from './question-types.js';

/** Spec 3 §5 and §8: the exact wording of the questionnaire; entries marked "not in the spec" are ours. */
export const QUESTION_MESSAGES = {
  atLeastOneOption: 'At least one option is required',
  maxAttachments: `Please add not more than ${QUESTION_LIMITS.attachments} files`,
  groupNameTaken: 'A group with the same name is already existed',
  /** Not in the spec: a pattern the linear-time engine (RE2) does not take, with the reason. */
  unsupportedPattern: (reason: string) => `This pattern is not supported: ${reason}`,
  /** Not in the spec: a NUMBER bound that is not a number. */
  number: 'Must be a number',
  /** Not in the spec: a group move or a subgroup beyond the third level. */
  groupDepth: `Groups can be nested at most ${QUESTION_LIMITS.groupDepth} levels deep`,
  /** Not in the spec: a group moved into itself or one of its subgroups. */
  groupIntoItself: 'A group cannot be moved into itself or one of its subgroups',
  questionsApproved: 'Questions have been approved!',
  questionsUnapproved: 'Questions have been unapproved!',
  noSearchResults: 'No search results found',
  noSections: 'No entries to display',
  noLibraryQuestions: 'No questions to display.',
  noTemplateQuestions: 'There are no questions to display.',
  noSimilarQuestions: 'No similar questions',
  noOptions: 'No options are specified',
  allQuestionsReviewed: 'All questions are already reviewed for the project.',
  allAnswersReviewed: 'All answers are already reviewed for the project.',
  externalQuestion: 'It is an external question and cannot be edited',
  publicQuestion: 'It is a public question and cannot be edited',
  /** Not in the spec: a section copied into itself. */
  copyIntoItself: 'Please choose a section other than the one being copied',
  /** Spec 3 §8 shows only "cannot be amended"; the rest of the sentence is ours. */
  templateSection: 'The section comes from a template and cannot be amended',
  /** Not in the spec's words: a project question still linked to its library question (spec 3 §2 MeshVault). */
  libraryQuestion: 'It is a MeshVault question and cannot be edited until Extract Question',
} as const;
