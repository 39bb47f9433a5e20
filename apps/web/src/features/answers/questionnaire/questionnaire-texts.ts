/** The questionnaire page's own wording, where the spec gives none. */
export const QUESTIONNAIRE_TEXTS = {
  offline: 'You are offline. Your answers are kept in this browser and will be saved when the connection returns.',
  searchPlaceholder: 'Search Questions...',
  markSection: 'Mark Section as Not Applicable',
  submit: 'Submit Answers',
  submitConfirm: 'Once submitted, your answers cannot be changed unless an update of an answer is requested.',
  answerQuestions: 'Answer Questions',
  saving: 'Saving…',
  noQuestions: 'There are no questions to display',
  notOpenTitle: 'Answering is not open yet',
  /** When answering opens: the step's name and, when still ahead, the Intent to Respond date. */
  opens: (step: string, intentToRespond: string | null) =>
    `Answering opens when the project moves to ${step}${
      intentToRespond ? `, expected after the Intent to Respond date (${intentToRespond})` : ''
    }. Until then the questions are read-only.`,
  due: (date: string) => `The answers are due by ${date}.`,
  closedTitle: 'Answering is closed',
  closed: 'The answers can no longer be changed.',
} as const;
