/** The sheet of the answers file; an uploaded file is read from the sheet of this name, else from its first. */
export const ANSWER_SHEET = 'Answers';

/**
 * The columns of the answers file, in order. The import finds them again by these headers, so a supplier may move
 * or add columns; Question ID (hidden) matches a row to its question.
 */
export const ANSWER_COLUMNS = {
  section: { header: 'Section', width: 24 },
  question: { header: 'Question', width: 48 },
  type: { header: 'Type', width: 14 },
  rules: { header: 'Rules', width: 36 },
  answer: { header: 'Answer', width: 48 },
  comment: { header: 'Comment / Clarification', width: 36 },
  notApplicable: { header: 'Not Applicable', width: 15 },
  notApplicableDescription: { header: 'Not Applicable Description', width: 36 },
  questionId: { header: 'Question ID', width: 38 },
} as const;

export type AnswerColumn = keyof typeof ANSWER_COLUMNS;

export const ANSWER_HEADERS = Object.fromEntries(
  Object.entries(ANSWER_COLUMNS).map(([field, column]) => [field, column.header]),
) as Record<AnswerColumn, string>;

/** The column number of each field in the exported file (1-based). */
export const ANSWER_COLUMN_NUMBERS = Object.fromEntries(
  Object.keys(ANSWER_COLUMNS).map((field, index) => [field, index + 1]),
) as Record<AnswerColumn, number>;

/** The words of a Yes/No cell (Yes/No answers and Not Applicable), read back in any case. */
export const YES = 'Yes';
export const NO = 'No';

/** The other option of a LIST question as the sheet names it; its text goes to Comment / Clarification. */
export const OTHER_CHOICE = 'Other';
