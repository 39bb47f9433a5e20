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
} as const;
