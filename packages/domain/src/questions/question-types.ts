/** Spec 3 §3: the nine question types. */
export const QUESTION_TYPES = ['BOOLEAN', 'EMAIL', 'FILE', 'LIST', 'NUMBER', 'STRING', 'TEXT', 'URL', 'VIDEO'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Spec 3 §3: how a LIST question shows its options. */
export const QUESTION_VIEWS = ['CHECKBOX', 'RADIO', 'SELECT'] as const;
export type QuestionView = (typeof QUESTION_VIEWS)[number];

/** Spec 3 §4: a project question's approval status. */
export const QUESTION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

/** Spec 3 §3: the fixed other option travels as a special option with this label. */
export const OTHER_OPTION_LABEL = '{Other}';

/** Spec 3 §5 and §9: the limits of questions, sections, groups and templates. */
export const QUESTION_LIMITS = {
  label: 1000,
  helperText: 1000,
  /** Not in the spec: the placeholder shares the helper text's limit. */
  placeholder: 1000,
  optionLabel: 100,
  /** Not in the spec: the Yes/No answer texts are labels of the two options, so they share the option limit. */
  answerText: 100,
  prefix: 15,
  suffix: 15,
  /** Not in the spec: a regular expression that suppliers' answers are tested against stays short. */
  pattern: 500,
  attachments: 5,
  /** Project question form. */
  rejectReason: 200,
  /** FAQ reject reason (spec 3 §5 Other). */
  faqRejectReason: 100,
  sectionName: 100,
  sectionDescription: 200,
  groupName: 50,
  groupDescription: 200,
  /** Levels of nested library groups, the top level included. */
  groupDepth: 3,
  templateName: 300,
  templateSectionName: 100,
  templateSectionDescription: 200,
  weightMin: 1,
  weightMax: 5,
} as const;

/** Spec 3 §9: the weight a question gets, and the choices offered (1 to 5). */
export const DEFAULT_QUESTION_WEIGHT = 1;
export const QUESTION_WEIGHT_CHOICES = [1, 2, 3, 4, 5] as const;

/** Spec 3 §9: the lists the questionnaire loads in one page (groups and destination projects), and history. */
export const QUESTION_LIST_SIZES = { groups: 10000, projects: 10000, history: 1000 } as const;

/** Spec 3 §9: the section copy's proposed name. */
export const SECTION_COPY_NAME_PREFIX = 'Copy of ';

/** Spec 3 §4: the project statuses in which questions and sections may be edited, approved and deleted. */
export const QUESTION_EDITABLE_PROJECT_STATUSES = ['DRAFT', 'IN_REVIEW'] as const;

export function isQuestionType(value: unknown): value is QuestionType {
  return typeof value === 'string' && (QUESTION_TYPES as readonly string[]).includes(value);
}

/**
 * What users read for each question type, as people say it; the codes stay the API's (spec 3 §3 names the types only by
 * their codes). Every place that shows a type (editor, filters, library, previews, spreadsheets) reads this map.
 */
export const QUESTION_TYPE_LABELS: Readonly<Record<QuestionType, string>> = {
  BOOLEAN: 'Yes / No',
  EMAIL: 'Email address',
  FILE: 'File upload',
  LIST: 'Choice list',
  NUMBER: 'Number',
  STRING: 'Short text',
  TEXT: 'Long text',
  URL: 'Web link',
  VIDEO: 'Video link',
};
