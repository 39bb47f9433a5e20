import {
  IMPORT_MESSAGES,
  MESSAGES,
  parseQuestionDefinition,
  QUESTION_LIMITS,
  QUESTION_MESSAGES,
} from '@shortlist/domain';
import type { ImportedQuestion } from './parsed-questions.js';
import { QUESTION_COLUMNS, type QuestionField, type QuestionHeader } from './question-columns.js';
import { type NamedType, typeByName } from './question-type-names.js';
import { rulesFromWords } from './rules-in-words.js';

/** A question row's cells, by field ('' when empty or when the sheet has no such column). */
export type QuestionCells = Record<Exclude<QuestionField, 'section' | 'number'>, string>;

export type QuestionRead = { ok: true; question: ImportedQuestion } | { ok: false; reason: string };

const unsupported: QuestionRead = { ok: false, reason: IMPORT_MESSAGES.unsupported };

/** Options one a line or separated by semicolons; a bullet before one ('- ', '• ') is no part of it. */
const splitOptions = (text: string) =>
  text
    .split(/[\n;]/)
    .map((option) => option.trim().replace(/^[-\u2013\u2022*]\s+/, ''))
    .filter(Boolean);

const YES_OR_NO = new Set(['yes', 'no']);

/** Options a type cannot take are unsupported, but a Yes / No question's own Yes and No say nothing new. */
const optionsFit = (named: NamedType, options: readonly string[]) =>
  named.type === 'LIST' ||
  options.length === 0 ||
  (named.type === 'BOOLEAN' && options.every((option) => YES_OR_NO.has(option.toLowerCase())));

function weightOf(text: string): { weight: number | null } | { problem: string } {
  if (text === '') return { weight: null };
  const weight = Number(text);
  if (!Number.isFinite(weight)) return { problem: QUESTION_MESSAGES.number };
  if (!Number.isInteger(weight)) return { problem: MESSAGES.wholeNumber };
  if (weight < QUESTION_LIMITS.weightMin) return { problem: MESSAGES.minNumber(QUESTION_LIMITS.weightMin) };
  if (weight > QUESTION_LIMITS.weightMax) return { problem: MESSAGES.maxNumber(QUESTION_LIMITS.weightMax) };
  return { weight };
}

/** The field a definition's error path belongs to: 'options.2.label' → options, 'rules.min' → min. */
function fieldOfPath(path: string): QuestionField | null {
  const [head = '', sub] = path.split('.');
  if (head === 'label') return 'question';
  if (head === 'rules' && (sub === 'min' || sub === 'max' || sub === 'maxLength')) return sub;
  return head === 'helperText' || head === 'options' ? head : null;
}

/** A reason naming the column as the sheet heads it: 'Weight (1-5): Must be a number less than or equal to 5'. */
function reasonIn(header: QuestionHeader['columns'], field: QuestionField | null, message: string): string {
  if (!field) return message;
  return `${header[field]?.header ?? QUESTION_COLUMNS[field][0]}: ${message}`;
}

/**
 * A row read as a question: its type by name (none: a choice when it has options, else Long text), its options,
 * rules and weight, checked by the domain's parseQuestionDefinition. What the type cannot take is unsupported
 * (IMPORT_MESSAGES.unsupported); a value the domain refuses gives its column and message. Nothing is cut.
 */
export function readQuestion(cells: QuestionCells, header: QuestionHeader['columns']): QuestionRead {
  const worded = cells.rules ? rulesFromWords(cells.rules) : {};
  const options = cells.options ? splitOptions(cells.options) : (worded.options ?? []);
  const fallback: NamedType =
    options.length > 0 ? { type: 'LIST', multiple: worded.multiple ?? false } : { type: 'TEXT', multiple: false };
  const named = cells.type ? typeByName(cells.type) : fallback;
  if (!named || !optionsFit(named, options)) return unsupported;
  const multiple = named.type === 'LIST' && (named.multiple || worded.multiple === true);
  const min = cells.min || worded.min || '';
  const max = cells.max || worded.max || '';
  if ((min || max) && named.type !== 'NUMBER') return unsupported;
  if (cells.maxLength && named.type !== 'STRING' && named.type !== 'TEXT') return unsupported;
  const weight = weightOf(cells.weight);
  if ('problem' in weight) return { ok: false, reason: reasonIn(header, 'weight', weight.problem) };
  const result = parseQuestionDefinition({
    type: named.type,
    label: cells.question,
    helperText: cells.helperText,
    ...(named.type === 'LIST' && {
      options: options.map((label) => ({ label })),
      multiple,
      view: multiple ? 'CHECKBOX' : 'SELECT',
    }),
    rules: named.type === 'NUMBER' ? { min, max } : { maxLength: cells.maxLength },
  });
  if (result.ok) return { ok: true, question: { definition: result.definition, weight: weight.weight } };
  const [path = '', message = MESSAGES.required] = Object.entries(result.fieldErrors)[0] ?? [];
  return { ok: false, reason: reasonIn(header, fieldOfPath(path), message) };
}
