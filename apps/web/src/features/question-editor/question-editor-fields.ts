import {
  OTHER_OPTION_LABEL,
  type QuestionDefinition,
  type QuestionOption,
  type QuestionType,
  type QuestionView,
} from '@shortlist/domain';
import type { Control, UseFormReturn } from 'react-hook-form';

export type QuestionAttachment = QuestionDefinition['attachments'][number];

/** One option row; `optionId` is the stored option's id ('' for a new one), kept apart from the field array's keys. */
export interface OptionFields {
  optionId: string;
  label: string;
  clarificationQuestion: boolean;
}

/** What the dialog edits of the assignment: the selects' values as text. */
export interface AssignmentFields {
  sectionId: string;
  ownerId: string;
  approverId: string;
  weight: string;
}

/**
 * What the dialog edits: one flat shape for every type, so switching the type keeps what was typed (the label, and
 * the parameters of the type switched away from, should the user come back). Numbers are kept as typed text; the
 * domain reads them. The paths match the domain's error paths ('options.0.label', 'rules.min', 'file.maxSize').
 */
export interface QuestionEditorFields {
  /** '' until a type is chosen. */
  type: QuestionType | '';
  label: string;
  helperText: string;
  placeholder: string;
  /** Files uploaded in the Question Attachments section (spec 3 §3). */
  attachments: QuestionAttachment[];
  view: QuestionView;
  multiple: boolean;
  options: OptionFields[];
  otherOption: boolean;
  rules: { min: string; max: string; maxLength: string; pattern: string };
  prefix: string;
  suffix: string;
  enableNumberFormatting: boolean;
  yesAnswerText: string;
  noAnswerText: string;
  /** `maxSize` is in megabytes here; the definition holds bytes. */
  file: { maxSize: string; mimeTypes: string[]; multiple: boolean };
  /** A project question's section, owner, Expert and weight; absent outside a project. */
  assignment?: AssignmentFields;
}

/** The dialog's form control, as the parameter sections receive it. */
export type QuestionEditorControl = Control<QuestionEditorFields, unknown, QuestionDefinition>;

/** The dialog's whole form, for a field that also sets or checks its errors. */
export type QuestionEditorForm = UseFormReturn<QuestionEditorFields, unknown, QuestionDefinition>;

const BYTES_PER_MEGABYTE = 1024 * 1024;

/** The types whose answer field shows a placeholder (the domain keeps one for all but BOOLEAN and FILE). */
const PLACEHOLDER_TYPES: readonly QuestionType[] = ['EMAIL', 'LIST', 'NUMBER', 'STRING', 'TEXT', 'URL', 'VIDEO'];

export function hasPlaceholder(type: QuestionType | ''): boolean {
  return type !== '' && PLACEHOLDER_TYPES.includes(type);
}

export function emptyOption(): OptionFields {
  return { optionId: '', label: '', clarificationQuestion: false };
}

/** A new question: no type chosen yet; a LIST shows as SELECT unless changed (the domain's default). */
export function emptyEditorFields(): QuestionEditorFields {
  return {
    type: '',
    label: '',
    helperText: '',
    placeholder: '',
    attachments: [],
    view: 'SELECT',
    multiple: false,
    options: [],
    otherOption: false,
    rules: { min: '', max: '', maxLength: '', pattern: '' },
    prefix: '',
    suffix: '',
    enableNumberFormatting: false,
    yesAnswerText: '',
    noAnswerText: '',
    file: { maxSize: '', mimeTypes: [], multiple: false },
  };
}

const numberText = (value: number | null) => (value === null ? '' : String(value));

/** A byte count shown in megabytes (exact: a division by a power of two). */
export const bytesToMegabytes = (bytes: number | null) => (bytes === null ? '' : String(bytes / BYTES_PER_MEGABYTE));

/** Megabytes as typed, in bytes; '' stays empty and text that is not a number goes on for the domain to refuse. */
export function megabytesToBytes(megabytes: string): number | string | null {
  const text = megabytes.trim();
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? Math.round(value * BYTES_PER_MEGABYTE) : text;
}

const optionId = (option: QuestionOption) => ('id' in option && option.id ? option.id : '');

/** The form's starting values: empty, or the definition being edited (a wire {Other} option becomes the switch). */
export function toEditorFields(initial?: QuestionDefinition) {
  const empty = emptyEditorFields();
  const base: QuestionEditorFields = { ...empty, attachments: [...(initial?.attachments ?? [])] };
  if (initial === undefined) return base;
  const common = { ...base, type: initial.type, label: initial.label, helperText: initial.helperText };
  switch (initial.type) {
    case 'BOOLEAN':
      return { ...common, yesAnswerText: initial.yesAnswerText, noAnswerText: initial.noAnswerText };
    case 'STRING':
    case 'TEXT':
      return {
        ...common,
        placeholder: initial.placeholder,
        rules: { ...empty.rules, maxLength: numberText(initial.rules.maxLength) },
      };
    case 'EMAIL':
    case 'URL':
    case 'VIDEO':
      return {
        ...common,
        placeholder: initial.placeholder,
        rules: { ...empty.rules, pattern: initial.rules.pattern ?? '' },
      };
    case 'NUMBER':
      return {
        ...common,
        placeholder: initial.placeholder,
        rules: { ...empty.rules, min: numberText(initial.rules.min), max: numberText(initial.rules.max) },
        prefix: initial.prefix,
        suffix: initial.suffix,
        enableNumberFormatting: initial.enableNumberFormatting,
      };
    case 'LIST': {
      const options = initial.options.filter((option) => option.label !== OTHER_OPTION_LABEL);
      return {
        ...common,
        placeholder: initial.placeholder,
        view: initial.view,
        multiple: initial.multiple,
        options: options.map((option) => ({
          optionId: optionId(option),
          label: option.label,
          clarificationQuestion: option.clarificationQuestion,
        })),
        otherOption: initial.otherOption || options.length < initial.options.length,
      };
    }
    case 'FILE':
      return {
        ...common,
        file: {
          maxSize: bytesToMegabytes(initial.file.maxSize),
          mimeTypes: [...initial.file.mimeTypes],
          multiple: initial.file.multiple,
        },
      };
  }
}

/** What `parseQuestionDefinition` reads: the domain keeps the fields of the chosen type and drops the rest. */
export function toDefinitionInput(values: QuestionEditorFields): Record<string, unknown> {
  return {
    ...values,
    type: values.type === '' ? undefined : values.type,
    options: values.options.map((option) => ({
      id: option.optionId || undefined,
      label: option.label,
      clarificationQuestion: option.clarificationQuestion,
    })),
    file: { ...values.file, maxSize: megabytesToBytes(values.file.maxSize) },
  };
}
