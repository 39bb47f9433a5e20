import { z } from 'zod';
import { ANSWERS_MAX_LENGTH_RANGE, UPLOAD_LIMIT_BYTES } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { fieldErrors, optionalText, requiredText } from '../validation/fields.js';
import { QUESTION_MESSAGES } from './question-messages.js';
import { patternProblem } from './question-pattern.js';
import {
  isQuestionType,
  OTHER_OPTION_LABEL,
  QUESTION_LIMITS,
  QUESTION_VIEWS,
  type QuestionType,
  type QuestionView,
} from './question-types.js';

const absent = (value: unknown) => value === null || value === undefined;
const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

/** An optional text that the server may send as null: trimmed, limited, '' when absent. */
const text = (max: number) => z.preprocess(nullToUndefined, optionalText(max));

const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);

/** A number typed into a form: a number or a numeric string; empty is null. */
const toNumber = (value: unknown) => {
  if (value === '' || absent(value)) return null;
  if (typeof value === 'string' && value.trim() !== '') return Number(value.trim());
  return value;
};
const bound = z.preprocess(
  toNumber,
  z.number({ error: QUESTION_MESSAGES.number }).refine(Number.isFinite, QUESTION_MESSAGES.number).nullable(),
);

/** Empty, or a regular expression the linear-time engine takes; '' becomes null. */
const patternField = z
  .string()
  .trim()
  .max(QUESTION_LIMITS.pattern, MESSAGES.maxLength(QUESTION_LIMITS.pattern))
  .superRefine((pattern, context) => {
    const problem = pattern && pattern.length <= QUESTION_LIMITS.pattern ? patternProblem(pattern) : null;
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .nullish()
  .transform((value) => value || null);

const attachmentSchema = z.object({
  id: requiredText(),
  filename: requiredText(),
});

/** Spec 3 §5: at most 5 files ('Please add not more than 5 files'). */
const attachmentsField = z.preprocess(
  (value) => value ?? [],
  z.array(attachmentSchema).max(QUESTION_LIMITS.attachments, QUESTION_MESSAGES.maxAttachments),
);

/** The fields of every type. */
const commonShape = {
  label: requiredText(QUESTION_LIMITS.label),
  helperText: text(QUESTION_LIMITS.helperText),
  attachments: attachmentsField,
};

const placeholderShape = { placeholder: text(QUESTION_LIMITS.placeholder) };

const commonSchema = z.object(commonShape);

const booleanSchema = z.object({
  ...commonShape,
  type: z.literal('BOOLEAN'),
  yesAnswerText: text(QUESTION_LIMITS.answerText),
  noAnswerText: text(QUESTION_LIMITS.answerText),
});

/** STRING and TEXT: an optional answer length, a whole number up to the longest answer a project allows. */
const textRulesSchema = z
  .object({
    maxLength: z.preprocess(
      toNumber,
      z
        .number({ error: QUESTION_MESSAGES.number })
        .int(MESSAGES.wholeNumber)
        .min(1, MESSAGES.minNumber(1))
        .max(ANSWERS_MAX_LENGTH_RANGE.max, MESSAGES.maxNumber(ANSWERS_MAX_LENGTH_RANGE.max))
        .nullable(),
    ),
  })
  .nullish()
  .transform((rules) => ({ maxLength: rules?.maxLength ?? null }));

const textSchema = (type: 'STRING' | 'TEXT') =>
  z.object({ ...commonShape, ...placeholderShape, type: z.literal(type), rules: textRulesSchema });

/** URL, VIDEO and EMAIL: an optional pattern (spec 3 §5). */
const patternRulesSchema = z
  .object({ pattern: patternField })
  .nullish()
  .transform((rules) => ({ pattern: rules?.pattern ?? null }));

const patternSchema = (type: 'EMAIL' | 'URL' | 'VIDEO') =>
  z.object({ ...commonShape, ...placeholderShape, type: z.literal(type), rules: patternRulesSchema });

/** NUMBER: min and max validated together; each bound is reported against the other. */
const numberRulesSchema = z
  .object({ min: bound.optional(), max: bound.optional() })
  .nullish()
  .transform((rules) => ({ min: rules?.min ?? null, max: rules?.max ?? null }))
  .superRefine(({ min, max }, context) => {
    if (min === null || max === null || min <= max) return;
    context.addIssue({ code: 'custom', path: ['min'], message: MESSAGES.maxNumber(max) });
    context.addIssue({ code: 'custom', path: ['max'], message: MESSAGES.minNumber(min) });
  });

const numberSchema = z.object({
  ...commonShape,
  ...placeholderShape,
  type: z.literal('NUMBER'),
  rules: numberRulesSchema,
  prefix: text(QUESTION_LIMITS.prefix),
  suffix: text(QUESTION_LIMITS.suffix),
  enableNumberFormatting: flag,
});

const optionSchema = z
  .object({
    id: z.string().trim().nullish(),
    label: requiredText(QUESTION_LIMITS.optionLabel),
    clarificationQuestion: flag,
  })
  .transform(({ id, ...option }) => (id ? { id, ...option } : option));

const isOtherOption = (option: unknown) =>
  typeof (option as { label?: unknown } | null)?.label === 'string' &&
  (option as { label: string }).label.trim() === OTHER_OPTION_LABEL;

/** The wire form carries the other option as an option labelled {Other}: it becomes `otherOption: true`. */
const extractOtherOption = (value: unknown) => {
  const list = value as { options?: unknown; otherOption?: unknown } | null;
  if (!list || typeof list !== 'object' || !Array.isArray(list.options)) return value;
  if (!list.options.some(isOtherOption)) return value;
  return { ...list, options: list.options.filter((option) => !isOtherOption(option)), otherOption: true };
};

const listSchema = z.preprocess(
  extractOtherOption,
  z
    .object({
      ...commonShape,
      ...placeholderShape,
      type: z.literal('LIST'),
      view: z
        .enum(QUESTION_VIEWS, { error: MESSAGES.required })
        .nullish()
        .transform((view): QuestionView => view ?? 'SELECT'),
      multiple: flag,
      options: z.preprocess((value) => value ?? [], z.array(optionSchema).min(1, QUESTION_MESSAGES.atLeastOneOption)),
      otherOption: flag,
    })
    .transform((list) => ({ ...list, view: listView(list.view, list.options) })),
);

const fileSettingsSchema = z
  .object({
    maxSize: z.preprocess(
      toNumber,
      z
        .number({ error: QUESTION_MESSAGES.number })
        .int(MESSAGES.wholeNumber)
        .min(1, MESSAGES.minNumber(1))
        .max(UPLOAD_LIMIT_BYTES, MESSAGES.fileSizeLimit)
        .nullable(),
    ),
    mimeTypes: z.preprocess(
      (value) => value ?? [],
      z.array(requiredText()).transform((types) => [...new Set(types)]),
    ),
    multiple: flag,
  })
  .nullish()
  .transform((file) => ({
    maxSize: file?.maxSize ?? null,
    mimeTypes: file?.mimeTypes ?? [],
    multiple: file?.multiple ?? false,
  }));

const fileSchema = z.object({ ...commonShape, type: z.literal('FILE'), file: fileSettingsSchema });

/** One schema per type; z.object drops every field that does not belong to the type. */
const TYPE_SCHEMAS = {
  BOOLEAN: booleanSchema,
  EMAIL: patternSchema('EMAIL'),
  FILE: fileSchema,
  LIST: listSchema,
  NUMBER: numberSchema,
  STRING: textSchema('STRING'),
  TEXT: textSchema('TEXT'),
  URL: patternSchema('URL'),
  VIDEO: patternSchema('VIDEO'),
} as const;

export type BooleanQuestionDefinition = z.output<typeof booleanSchema>;
export type TextQuestionDefinition = z.output<ReturnType<typeof textSchema>>;
export type PatternQuestionDefinition = z.output<ReturnType<typeof patternSchema>>;
export type NumberQuestionDefinition = z.output<typeof numberSchema>;
export type ListQuestionDefinition = z.output<typeof listSchema>;
export type FileQuestionDefinition = z.output<typeof fileSchema>;
export type QuestionOption = ListQuestionDefinition['options'][number];

/** The question content stored as `definition` (DATA-MODEL project_questions and library_questions). */
export type QuestionDefinition =
  | BooleanQuestionDefinition
  | TextQuestionDefinition
  | PatternQuestionDefinition
  | NumberQuestionDefinition
  | ListQuestionDefinition
  | FileQuestionDefinition;

/** Every type's fields side by side, each optional: a stored definition read through one common shape. */
export interface DefinitionFields {
  type: QuestionType;
  label: string;
  helperText: string;
  attachments: Array<{ id: string; filename: string }>;
  placeholder?: string;
  yesAnswerText?: string;
  noAnswerText?: string;
  rules?: { min?: number | null; max?: number | null; maxLength?: number | null; pattern?: string | null };
  prefix?: string;
  suffix?: string;
  enableNumberFormatting?: boolean;
  view?: QuestionView;
  multiple?: boolean;
  options?: QuestionOption[];
  otherOption?: boolean;
  file?: { maxSize: number | null; mimeTypes: string[]; multiple: boolean };
}

/** A stored definition read through the common shape (every type's fields optional). */
export const definitionFields = (definition: QuestionDefinition): DefinitionFields => definition;

/**
 * Spec 3 §5: a LIST with any option that asks a clarification question cannot be shown as SELECT; such a view is
 * replaced by CHECKBOX. Other views are kept.
 */
export function listView(view: QuestionView, options: readonly { clarificationQuestion?: boolean }[]): QuestionView {
  return view === 'SELECT' && options.some((option) => option.clarificationQuestion) ? 'CHECKBOX' : view;
}

/** The views a LIST question may choose: SELECT is unavailable once an option has a clarification question. */
export function availableListViews(options: readonly { clarificationQuestion?: boolean }[]): QuestionView[] {
  return options.some((option) => option.clarificationQuestion)
    ? QUESTION_VIEWS.filter((view) => view !== 'SELECT')
    : [...QUESTION_VIEWS];
}

/**
 * Spec 3 §3 and §5, the question content. The type is required and chooses the rules; fields that do not belong to
 * the type are dropped from the output. When the type is missing, the fields every type shares are still checked so
 * that a form shows all its errors at once.
 */
export const questionDefinitionSchema = z
  .looseObject({ type: z.unknown().optional() }, { error: MESSAGES.required })
  .transform((value, context) => {
    const type = isQuestionType(value.type) ? value.type : null;
    const result = type ? TYPE_SCHEMAS[type].safeParse(value) : commonSchema.safeParse(value);
    if (!type) context.addIssue({ code: 'custom', path: ['type'], message: MESSAGES.required, input: value.type });
    if (!result.success) {
      for (const issue of result.error.issues) {
        context.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: undefined });
      }
      return z.NEVER;
    }
    if (!type) return z.NEVER;
    return result.data as QuestionDefinition;
  });

export type QuestionDefinitionResult =
  | { ok: true; definition: QuestionDefinition }
  | { ok: false; fieldErrors: Record<string, string> };

/** The question content checked: the definition, or the first message of each field ('options.0.label', 'rules.min'). */
export function parseQuestionDefinition(input: unknown): QuestionDefinitionResult {
  const result = questionDefinitionSchema.safeParse(input);
  return result.success ? { ok: true, definition: result.data } : { ok: false, fieldErrors: fieldErrors(result.error) };
}

const isPatternType = (definition: QuestionDefinition): definition is PatternQuestionDefinition =>
  definition.type === 'EMAIL' || definition.type === 'URL' || definition.type === 'VIDEO';

/**
 * Stored content read back (the server's answer), null when the domain does not accept it. A pattern saved before
 * the engine refused it is kept as it is: answers are checked without it (matchesPattern), and the question editor
 * shows it with the reason until the buyer changes it.
 */
export function readQuestionDefinition(stored: unknown): QuestionDefinition | null {
  const result = parseQuestionDefinition(stored);
  if (result.ok) return result.definition;
  const { rules } = (stored ?? {}) as { rules?: { pattern?: unknown } | null };
  const pattern = rules?.pattern;
  if (typeof pattern !== 'string' || Object.keys(result.fieldErrors).some((path) => path !== 'rules.pattern')) {
    return null;
  }
  const retry = parseQuestionDefinition({ ...(stored as object), rules: { ...rules, pattern: null } });
  if (!retry.ok || !isPatternType(retry.definition)) return null;
  return { ...retry.definition, rules: { pattern: pattern.trim() } };
}

/** The options as the wire sends them: the other option appended as an option labelled {Other}. */
export function optionsWithOther(definition: Pick<ListQuestionDefinition, 'options' | 'otherOption'>) {
  return definition.otherOption ? [...definition.options, { label: OTHER_OPTION_LABEL }] : definition.options;
}

/** Whether an answer may hold several values: a LIST with `multiple`, or a FILE that accepts several files. */
export function isMultipleAnswer(definition: QuestionDefinition): boolean {
  if (definition.type === 'LIST') return definition.multiple;
  if (definition.type === 'FILE') return definition.file.multiple;
  return false;
}
