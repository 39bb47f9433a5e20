import { QUESTION_TYPE_LABELS, type QuestionType } from '@shortlist/domain';

/** A type as the sheet may name it: a LIST is a single or a multiple choice. */
export interface NamedType {
  type: QuestionType;
  multiple: boolean;
}

/** The names the sample file offers in its Type drop-down, one per kind of question, in the editor's words. */
export const SAMPLE_TYPE_NAMES = {
  BOOLEAN: QUESTION_TYPE_LABELS.BOOLEAN,
  STRING: QUESTION_TYPE_LABELS.STRING,
  TEXT: QUESTION_TYPE_LABELS.TEXT,
  NUMBER: QUESTION_TYPE_LABELS.NUMBER,
  EMAIL: QUESTION_TYPE_LABELS.EMAIL,
  URL: QUESTION_TYPE_LABELS.URL,
  VIDEO: QUESTION_TYPE_LABELS.VIDEO,
  FILE: QUESTION_TYPE_LABELS.FILE,
  SINGLE_CHOICE: 'Single choice',
  MULTIPLE_CHOICE: 'Multiple choice',
} as const;

/** Other words people use for each type (compared as typeKey makes them), the API's codes among them. */
const SYNONYMS: Record<keyof typeof SAMPLE_TYPE_NAMES, readonly string[]> = {
  BOOLEAN: ['yes no', 'boolean', 'y n', 'true false'],
  STRING: ['string', 'short answer', 'single line', 'single line text', 'short'],
  TEXT: ['text', 'free text', 'paragraph', 'long answer', 'multi line text', 'multiline text', 'narrative'],
  NUMBER: ['numeric', 'integer', 'decimal', 'amount', 'quantity'],
  EMAIL: ['email', 'e mail'],
  URL: ['url', 'link', 'website', 'web address'],
  VIDEO: ['video', 'video url'],
  FILE: ['file', 'upload', 'attachment', 'document'],
  SINGLE_CHOICE: ['choice list', 'list', 'choice', 'dropdown', 'drop down', 'select', 'radio', 'single select'],
  MULTIPLE_CHOICE: ['multi choice', 'multiple select', 'multi select', 'checkbox', 'checkboxes'],
};

/**
 * A type's name compared without case, spaces, punctuation or a note in brackets: 'Yes / No', 'yes/no' and
 * 'Yes/No (explain)' are one.
 */
const typeKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/\(.*?\)|\[.*?\]/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const named = (key: keyof typeof SAMPLE_TYPE_NAMES): NamedType => {
  if (key === 'SINGLE_CHOICE') return { type: 'LIST', multiple: false };
  if (key === 'MULTIPLE_CHOICE') return { type: 'LIST', multiple: true };
  return { type: key, multiple: false };
};

const TYPES_BY_KEY = new Map<string, NamedType>(
  (Object.keys(SAMPLE_TYPE_NAMES) as (keyof typeof SAMPLE_TYPE_NAMES)[]).flatMap((key) =>
    [SAMPLE_TYPE_NAMES[key], ...SYNONYMS[key]].map((name) => [typeKey(name), named(key)] as const),
  ),
);

/** The type a sheet's Type cell names, or null when it names none the product has. */
export function typeByName(name: string): NamedType | null {
  return TYPES_BY_KEY.get(typeKey(name)) ?? null;
}
