import type { ProjectStatus } from '../projects/status.js';

/** Spec 2 §3 Enumerations: an answer's request status. */
export const ANSWER_REQUEST_STATUSES = ['REQUESTED', 'RESOLVED'] as const;
export type AnswerRequestStatus = (typeof ANSWER_REQUEST_STATUSES)[number];

/** A file given as (part of) a FILE answer. */
export interface AnswerFile {
  id: string;
  filename: string;
}

/**
 * The stored value of an answer by question type: text for STRING, TEXT, EMAIL, URL and VIDEO; a number for NUMBER;
 * true or false for BOOLEAN; the chosen option ids for LIST (always a list; the other option as '{Other}'); the files
 * for FILE (always a list).
 */
export type AnswerValue = string | number | boolean | string[] | AnswerFile[];

/**
 * The secondary value (spec 2 §3): the comment of a Yes/No answer; for a LIST the clarification text of each chosen
 * option that asks one, and the other option's text, keyed by option id (the other option by '{Other}').
 */
export type AnswerSecondaryValue = string | Record<string, string>;

/** What a supplier sends for one answer (spec 2 §7 Answers: set a project question answer). */
export interface AnswerInput {
  value?: unknown;
  secondaryValue?: unknown;
  notApplicable?: boolean | null;
  notApplicableDescription?: string | null;
  isDraft?: boolean | null;
}

/** An answer as it is kept, after the rules of spec 2 §4 'Setting an answer'. */
export interface SettledAnswer {
  value: AnswerValue | null;
  secondaryValue: AnswerSecondaryValue | null;
  notApplicable: boolean;
  notApplicableDescription: string | null;
  isDraft: boolean;
}

/** Spec 2 §5 and §9: the limits of answers. */
export const ANSWER_LIMITS = {
  /** Absolute value of a NUMBER answer. */
  number: 9e15,
  /** The text maximum when neither the project nor the type says otherwise. */
  defaultMaxLength: 5000,
  typeMaxLength: { STRING: 2000, TEXT: 5000 } as Partial<Record<string, number>>,
  /** Files in one FILE answer. */
  files: 100,
  requestNote: 500,
  /** Spec 2 §5 Questions filters: the not-applicable description's preview. */
  notApplicablePreview: 36,
} as const;

/** Spec 2 §5 and §8: the wording of answer rules, flags and toasts. */
export const ANSWER_MESSAGES = {
  number: 'Value is not a valid Number',
  between: (min: number, max: number) => `Should be between ${min} and ${max}`,
  atLeast: (min: number) => `Should be more or equal to ${min}`,
  atMost: (max: number) => `Should be less or equal to ${max}`,
  email: 'Value is not a valid Email',
  url: 'Value is not a valid URL',
  maxCharacters: (max: number) => `Max ${max} characters`,
  charactersCounter: (max: number) => `(${max} chars max)`,
  notValid: 'The answer is not valid',
  optionUnknown: 'The chosen option is not one of the question’s options',
  oneOptionOnly: 'Only one option may be chosen',
  oneFileOnly: 'Only one file may be given',
  tooManyFiles: (max: number) => `Please add not more than ${max} files`,
  fileType: 'This type of file is not accepted for this question',
  saveFailed: 'Unable to save the answer',
  flagError: 'Unable to save Answer',
  requestedLabel: 'Requested to Update',
  requestedNote: 'An update to this answer has been requested',
  incomplete: 'Please answer all questions before submitting the form.',
  submitFailed: 'Unable to submit answers',
  submitted: 'Well done! Your answers were successfully submitted. Please wait until the results are announced.',
  notApplicableToApply: 'The answer for the selected question cannot be applied to the current one',
  requestSent: 'The request is sent',
  requestFailed: 'Unable to send the request',
  productSubmitted: 'Product Answers were successfully submitted',
  productSubmitFailed: 'Unable to submit product answers',
  importFailed: 'Unable to import answers',
  importStale: (count: number) =>
    `${count === 1 ? 'One answer was' : `${count} answers were`} changed since the file was read. Please read the file again.`,
  imported: 'The answers were successfully imported',
  importEmpty: 'The file does not contain answers which might be set for the current project',
  importPartial:
    'There are some invalid answers which cannot be submitted. Do you want to proceed and apply valid answers only?',
  notEditable: 'The answers cannot be changed now',
  alreadySubmitted: 'The answers have already been submitted',
  conflict: 'This answer was changed elsewhere since you opened it',
} as const;

/** Spec 2 §4 Answer states: the flags shown next to an answer. */
export const ANSWER_FLAG_LABELS = {
  DRAFT: 'Draft',
  NOT_APPLICABLE: 'Not Applicable',
  SAVED: 'Saved',
  SUBMITTED: 'Submitted',
  ERROR: 'Error',
} as const;
export type AnswerFlag = keyof typeof ANSWER_FLAG_LABELS;

/** Spec 2 §2 Supplier pages: the project statuses in which answers may be edited at all. */
export const ANSWERING_PROJECT_STATUSES: readonly ProjectStatus[] = ['AWAITING', 'SCORING', 'COMPLETED'];
