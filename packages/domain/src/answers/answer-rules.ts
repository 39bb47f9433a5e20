import { MESSAGES } from '../messages.js';
import type { ListQuestionDefinition, QuestionDefinition } from '../questions/question-definition.js';
import { matchesPattern } from '../questions/question-pattern.js';
import { OTHER_OPTION_LABEL } from '../questions/question-types.js';
import {
  ANSWER_LIMITS,
  ANSWER_MESSAGES,
  type AnswerFile,
  type AnswerInput,
  type AnswerSecondaryValue,
  type AnswerValue,
  type SettledAnswer,
} from './answer-types.js';

/** What the rules make of an answer: keep it, remove it (nothing given), or refuse it with the spec's message. */
export type AnswerOutcome =
  | { kind: 'SAVE'; answer: SettledAnswer }
  | { kind: 'REMOVE' }
  | { kind: 'INVALID'; field: 'value' | 'secondaryValue' | 'notApplicableDescription'; message: string };

export interface AnswerContext {
  /** The project's answersMaxLength setting, if any. */
  projectMaxLength: number | null;
  /** Spec 2 §4: keep an emptied answer (stored empty) instead of removing it. */
  forbidToRemoveAnswer?: boolean;
}

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/**
 * Spec 2 §4: the text maximum of an answer is the project's answersMaxLength, else the type's default (STRING 2000,
 * TEXT 5000), else 5000; a question's own maxLength narrows it further.
 */
export function answerMaxLength(definition: QuestionDefinition, projectMaxLength: number | null): number {
  const general = projectMaxLength ?? ANSWER_LIMITS.typeMaxLength[definition.type] ?? ANSWER_LIMITS.defaultMaxLength;
  const own = 'rules' in definition && 'maxLength' in definition.rules ? definition.rules.maxLength : null;
  return own ? Math.min(own, general) : general;
}

/** The not-applicable description's maximum: the project's answer length (spec 3 §5), default 5000. */
export const notApplicableMaxLength = (projectMaxLength: number | null) =>
  projectMaxLength ?? ANSWER_LIMITS.defaultMaxLength;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() || null : null);

type ValueCheck = { value: AnswerValue | null; secondaryValue: AnswerSecondaryValue | null; draft: boolean };
type Refusal = { field: 'value' | 'secondaryValue'; message: string };
const refuse = (message: string, field: Refusal['field'] = 'value'): Refusal => ({ field, message });
const isRefusal = (check: ValueCheck | Refusal): check is Refusal => 'message' in check;
const plain = (value: AnswerValue | null, secondaryValue: AnswerSecondaryValue | null = null): ValueCheck => ({
  value,
  secondaryValue,
  draft: false,
});

function checkText(definition: QuestionDefinition, raw: unknown, maxLength: number): ValueCheck | Refusal {
  const text = trimmed(typeof raw === 'number' ? String(raw) : raw);
  if (raw !== null && raw !== undefined && typeof raw !== 'string' && typeof raw !== 'number') {
    return refuse(ANSWER_MESSAGES.notValid);
  }
  if (text === null) return plain(null);
  if (text.length > maxLength) return refuse(ANSWER_MESSAGES.maxCharacters(maxLength));
  if (definition.type === 'EMAIL' && !EMAIL_PATTERN.test(text)) return refuse(ANSWER_MESSAGES.email);
  if ((definition.type === 'URL' || definition.type === 'VIDEO') && !WEB_ADDRESS.test(text)) {
    return refuse(ANSWER_MESSAGES.url);
  }
  const pattern = 'rules' in definition && 'pattern' in definition.rules ? definition.rules.pattern : null;
  if (pattern && !matchesPattern(pattern, text)) return refuse(MESSAGES.pattern(pattern));
  return plain(text);
}

type NumberRules = { min: number | null; max: number | null };

/** Spec 2 §5: a plain number, absolute value up to 9e15, within the question's bounds. */
export function numberProblem(text: string, rules: NumberRules): string | null {
  return PLAIN_NUMBER.test(text) ? numberValueProblem(Number(text), rules) : ANSWER_MESSAGES.number;
}

function numberValueProblem(number: number, { min, max }: NumberRules): string | null {
  if (!Number.isFinite(number) || Math.abs(number) > ANSWER_LIMITS.number) return ANSWER_MESSAGES.number;
  if (min !== null && max !== null && (number < min || number > max)) return ANSWER_MESSAGES.between(min, max);
  if (min !== null && number < min) return ANSWER_MESSAGES.atLeast(min);
  if (max !== null && number > max) return ANSWER_MESSAGES.atMost(max);
  return null;
}

/** A number sent as a number is checked as it is (its string form may be exponential, as 1e-7 is). */
function checkNumber(rules: NumberRules, raw: unknown): ValueCheck | Refusal {
  const checked = (problem: string | null, value: number) => (problem ? refuse(problem) : plain(value));
  if (typeof raw === 'number') return checked(numberValueProblem(raw, rules), raw);
  if (raw !== null && raw !== undefined && typeof raw !== 'string') return refuse(ANSWER_MESSAGES.number);
  const text = trimmed(raw);
  return text === null ? plain(null) : checked(numberProblem(text, rules), Number(text));
}

/** Yes/No: the comment is kept trimmed; a chosen side that has a text asks for the comment, else the answer is draft. */
function checkBoolean(
  definition: Extract<QuestionDefinition, { type: 'BOOLEAN' }>,
  raw: unknown,
  rawComment: unknown,
  maxLength: number,
): ValueCheck | Refusal {
  if (raw === null || raw === undefined || raw === '') return plain(null);
  if (typeof raw !== 'boolean') return refuse(ANSWER_MESSAGES.notValid);
  const comment = trimmed(rawComment);
  if (comment && comment.length > maxLength) return refuse(ANSWER_MESSAGES.maxCharacters(maxLength), 'secondaryValue');
  const sideText = raw ? definition.yesAnswerText : definition.noAnswerText;
  return { value: raw, secondaryValue: comment, draft: Boolean(sideText) && !comment };
}

/** An option's key in a LIST answer: its id (every stored option has one), else its label. */
export const optionKey = (option: { label: string; id?: string }) => option.id ?? option.label;

/** Multiple-choice values are wrapped to lists and undefined entries dropped (spec 2 §4). */
const asList = (raw: unknown): unknown[] =>
  (Array.isArray(raw) ? raw : [raw]).filter((entry) => entry !== null && entry !== undefined && entry !== '');

function checkList(definition: ListQuestionDefinition, raw: unknown, rawTexts: unknown, maxLength: number) {
  const chosen = [...new Set(asList(raw))];
  if (chosen.length === 0) return plain(null);
  const options = new Map(definition.options.map((option) => [optionKey(option), option]));
  const known = (id: unknown) =>
    typeof id === 'string' && (options.has(id) || (definition.otherOption && id === OTHER_OPTION_LABEL));
  if (!chosen.every(known)) return refuse(ANSWER_MESSAGES.optionUnknown);
  if (!definition.multiple && chosen.length > 1) return refuse(ANSWER_MESSAGES.oneOptionOnly);
  const texts =
    rawTexts && typeof rawTexts === 'object' && !Array.isArray(rawTexts) ? (rawTexts as Record<string, unknown>) : {};
  const kept: Record<string, string> = {};
  let draft = false;
  for (const id of chosen as string[]) {
    const asks = id === OTHER_OPTION_LABEL || options.get(id)?.clarificationQuestion;
    if (!asks) continue;
    const text = trimmed(texts[id]);
    if (text && text.length > maxLength) return refuse(ANSWER_MESSAGES.maxCharacters(maxLength), 'secondaryValue');
    if (text) kept[id] = text;
    else if (id === OTHER_OPTION_LABEL) return refuse(MESSAGES.required, 'secondaryValue');
    else draft = true;
  }
  return { value: chosen as string[], secondaryValue: Object.keys(kept).length > 0 ? kept : null, draft };
}

const isFile = (entry: unknown): entry is AnswerFile =>
  typeof (entry as AnswerFile | null)?.id === 'string' && typeof (entry as AnswerFile).filename === 'string';

function checkFiles(multiple: boolean, raw: unknown): ValueCheck | Refusal {
  const files = asList(raw);
  if (files.length === 0) return plain(null);
  if (!files.every(isFile)) return refuse(ANSWER_MESSAGES.notValid);
  if (!multiple && files.length > 1) return refuse(ANSWER_MESSAGES.oneFileOnly);
  if (files.length > ANSWER_LIMITS.files) return refuse(ANSWER_MESSAGES.tooManyFiles(ANSWER_LIMITS.files));
  return plain(files.map(({ id, filename }) => ({ id, filename })));
}

/** The value of an answer checked by the question's type (spec 2 §4 and §5, spec 3 §5 answer rules by type). */
export function checkAnswerValue(
  definition: QuestionDefinition,
  input: Pick<AnswerInput, 'value' | 'secondaryValue'>,
  projectMaxLength: number | null,
): ValueCheck | Refusal {
  const maxLength = answerMaxLength(definition, projectMaxLength);
  switch (definition.type) {
    case 'NUMBER':
      return checkNumber(definition.rules, input.value);
    case 'BOOLEAN':
      return checkBoolean(definition, input.value, input.secondaryValue, maxLength);
    case 'LIST':
      return checkList(definition, input.value, input.secondaryValue, maxLength);
    case 'FILE':
      return checkFiles(definition.file.multiple, input.value);
    default:
      return checkText(definition, input.value, maxLength);
  }
}

/**
 * Spec 2 §4 'Setting an answer': a value that passes its type's rules, or not applicable with its description, is
 * kept (draft when it is incomplete or the supplier keeps it as draft); nothing at all removes the answer, unless
 * forbidToRemoveAnswer keeps it empty.
 */
export function settleAnswer(
  definition: QuestionDefinition,
  input: AnswerInput,
  context: AnswerContext,
): AnswerOutcome {
  if (input.notApplicable) {
    const description = trimmed(input.notApplicableDescription);
    const max = notApplicableMaxLength(context.projectMaxLength);
    if (description && description.length > max) {
      return { kind: 'INVALID', field: 'notApplicableDescription', message: ANSWER_MESSAGES.maxCharacters(max) };
    }
    const answer = { value: null, secondaryValue: null, notApplicable: true, notApplicableDescription: description };
    return { kind: 'SAVE', answer: { ...answer, isDraft: Boolean(input.isDraft) } };
  }
  const check = checkAnswerValue(definition, input, context.projectMaxLength);
  if (isRefusal(check)) return { kind: 'INVALID', ...check };
  const empty = { notApplicable: false, notApplicableDescription: null };
  if (check.value === null) {
    if (!context.forbidToRemoveAnswer) return { kind: 'REMOVE' };
    return { kind: 'SAVE', answer: { value: null, secondaryValue: null, ...empty, isDraft: false } };
  }
  const isDraft = check.draft || Boolean(input.isDraft);
  return { kind: 'SAVE', answer: { value: check.value, secondaryValue: check.secondaryValue, ...empty, isDraft } };
}

/** What counting an answer looks at; the value may be of any kind (as a client receives it), only its presence counts. */
export type CountedAnswer = Pick<SettledAnswer, 'notApplicable' | 'isDraft'> & { value: unknown };

/** Spec 2 §4 and §9: an answer counts as answered when it is kept (not draft) with a value or as not applicable. */
export const isAnswered = (answer: CountedAnswer | null | undefined) =>
  Boolean(answer && !answer.isDraft && (answer.notApplicable || answer.value !== null));

/** Two kept answers say the same thing (a repeated save changes nothing). */
export function sameAnswer(left: SettledAnswer, right: SettledAnswer): boolean {
  return (
    left.notApplicable === right.notApplicable &&
    left.isDraft === right.isDraft &&
    (left.notApplicableDescription ?? null) === (right.notApplicableDescription ?? null) &&
    canonical(left.value) === canonical(right.value) &&
    canonical(left.secondaryValue) === canonical(right.secondaryValue)
  );
}

/** JSON with object keys in one order (the database may return them in another). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * A file for a FILE question checked against the question's settings (spec 3 §3 maxSize, mimetypes): too large gives
 * 'File size exceeds maximum'; a type the question does not take is refused ('image/*' takes every image type).
 */
export function answerFileProblem(
  settings: { maxSize: number | null; mimeTypes: readonly string[] },
  file: { size: number; type: string },
): string | null {
  if (settings.maxSize !== null && file.size > settings.maxSize) return MESSAGES.fileSize;
  const takes = (accepted: string) =>
    accepted === file.type || (accepted.endsWith('/*') && file.type.startsWith(accepted.slice(0, -1)));
  if (settings.mimeTypes.length > 0 && !settings.mimeTypes.some(takes)) return ANSWER_MESSAGES.fileType;
  return null;
}
