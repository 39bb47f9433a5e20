import type { QuestionType } from '@shortlist/domain';
import type { QuestionEditorFields } from './question-editor-fields';

/** The fields every type shows (attachments show their message in the attachments section). */
const COMMON_FIELDS = ['type', 'label', 'helperText', 'attachments'];

/** The fields each type shows, by their paths in the definition. */
const TYPE_FIELDS: Readonly<Record<QuestionType, readonly string[]>> = {
  BOOLEAN: ['yesAnswerText', 'noAnswerText'],
  EMAIL: ['placeholder', 'rules.pattern'],
  FILE: ['file.maxSize', 'file.mimeTypes', 'file.multiple'],
  LIST: ['placeholder', 'options', 'view', 'multiple', 'otherOption'],
  NUMBER: ['placeholder', 'rules.min', 'rules.max', 'prefix', 'suffix', 'enableNumberFormatting'],
  STRING: ['placeholder', 'rules.maxLength'],
  TEXT: ['placeholder', 'rules.maxLength'],
  URL: ['placeholder', 'rules.pattern'],
  VIDEO: ['placeholder', 'rules.pattern'],
};

const OPTION_PATH = /^options\.(\d+)(\.|$)/;

/**
 * The field of the dialog under which an error of the definition shows ('options.2.label', 'file.mimeTypes'), or
 * null when the dialog shows no such field for the current type.
 */
export function editorFieldFor(path: string, values: Pick<QuestionEditorFields, 'type' | 'options'>): string | null {
  if (path === 'attachments' || path.startsWith('attachments.')) return 'attachments';
  const shown = [...COMMON_FIELDS, ...(values.type === '' ? [] : TYPE_FIELDS[values.type])];
  const option = OPTION_PATH.exec(path);
  if (option) {
    const index = Number(option[1]);
    return shown.includes('options') && index < values.options.length ? `options.${index}.label` : null;
  }
  if (path.startsWith('file.mimeTypes.')) return shown.includes('file.mimeTypes') ? 'file.mimeTypes' : null;
  return shown.includes(path) ? path : null;
}

export interface SplitSubmitError {
  /** Messages for the alert at the top: a string error, or field errors the dialog has no field for. */
  alert: string[];
  /** Field path → message, for the fields the dialog shows. */
  fields: Record<string, string>;
}

/** Spec 1 §5 server-side form errors: field messages beside the fields shown, the rest at form level. */
export function splitSubmitError(
  submitError: string | Readonly<Record<string, string>> | undefined,
  values: Pick<QuestionEditorFields, 'type' | 'options'>,
): SplitSubmitError {
  if (submitError === undefined) return { alert: [], fields: {} };
  if (typeof submitError === 'string') return { alert: [submitError], fields: {} };
  const split: SplitSubmitError = { alert: [], fields: {} };
  for (const [path, message] of Object.entries(submitError)) {
    const field = editorFieldFor(path, values);
    if (field === null) split.alert.push(message);
    else split.fields[field] ??= message;
  }
  return split;
}

/** The first message in a react-hook-form error tree (a list's own message, its root's, or an item's). */
export function firstErrorMessage(error: unknown): string | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message !== '') return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstErrorMessage(value);
    if (found !== undefined) return found;
  }
  return undefined;
}
