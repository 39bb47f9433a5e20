import type { ListQuestionDefinition, QuestionDefinition } from '../questions/question-definition.js';
import { OTHER_OPTION_LABEL, type QuestionType } from '../questions/question-types.js';
import { numberProblem, optionKey, settleAnswer } from './answer-rules.js';
import {
  ANSWER_FLAG_LABELS,
  ANSWER_MESSAGES,
  type AnswerFile,
  type AnswerInput,
  type SettledAnswer,
} from './answer-types.js';

type AnswerContent = Pick<SettledAnswer, 'value' | 'secondaryValue'>;
type ListAnswerText = { withClarifications: boolean };

const chosenIds = (answer: AnswerContent) =>
  Array.isArray(answer.value) ? answer.value.filter((id): id is string => typeof id === 'string') : [];

/** The texts of a LIST answer keyed by option id; none for the other types. */
const textsOf = (answer: AnswerContent): Record<string, string> =>
  answer.secondaryValue && typeof answer.secondaryValue === 'object' ? answer.secondaryValue : {};
const commentOf = (answer: AnswerContent) => (typeof answer.secondaryValue === 'string' ? answer.secondaryValue : null);

const optionById = (definition: ListQuestionDefinition, id: string) =>
  definition.options.find((option) => optionKey(option) === id);

/** The chosen options of a LIST answer by label (the other option as its text), in the order chosen. */
function chosenLabels(
  definition: ListQuestionDefinition,
  answer: AnswerContent,
  { withClarifications }: ListAnswerText,
) {
  const texts = textsOf(answer);
  return chosenIds(answer).flatMap((id) => {
    if (id === OTHER_OPTION_LABEL) return texts[id] ? [texts[id]] : [];
    const label = optionById(definition, id)?.label;
    if (label === undefined) return [];
    return withClarifications && texts[id] ? [`${label} (${texts[id]})`] : [label];
  });
}

/** 'Yes' or 'No', followed by the comment when there is one. */
const yesNoText = (value: boolean, comment: string | null) => {
  const side = value ? 'Yes' : 'No';
  return comment ? `${side}. ${comment}` : side;
};

/** A kept value as text: LIST labels joined by ', ', Yes/No with the comment, a number's string, file names. */
function valueText(definition: QuestionDefinition, answer: AnswerContent, list: ListAnswerText): string {
  const { value } = answer;
  if (value === null) return '';
  if (definition.type === 'LIST') return chosenLabels(definition, answer, list).join(', ');
  if (typeof value === 'boolean') return yesNoText(value, commentOf(answer));
  if (definition.type === 'FILE') return (value as AnswerFile[]).map((file) => file.filename).join(', ');
  return String(value);
}

/**
 * An answer as plain text, to compare a previous answer with the current one and for the spreadsheet export. A LIST
 * option's clarification follows its label in brackets ('Green (Forest)'), so a changed clarification reads as a
 * change; not applicable reads 'Not Applicable: <description>'.
 */
export function answerText(
  definition: QuestionDefinition,
  answer: Pick<SettledAnswer, 'value' | 'secondaryValue' | 'notApplicable' | 'notApplicableDescription'>,
): string {
  if (answer.notApplicable) {
    const label = ANSWER_FLAG_LABELS.NOT_APPLICABLE;
    return answer.notApplicableDescription ? `${label}: ${answer.notApplicableDescription}` : label;
  }
  return valueText(definition, answer, { withClarifications: true });
}

export type AnswerConversion = { ok: true; answer: AnswerInput } | { ok: false; message: string };

const TEXT_TYPES: readonly QuestionType[] = ['STRING', 'TEXT', 'EMAIL', 'URL', 'VIDEO'];
/** The types whose answers may be told as free text (spec 2 §4: list, boolean and number to text). */
const TOLD_AS_TEXT: readonly QuestionType[] = ['LIST', 'BOOLEAN', 'NUMBER'];
const FREE_TEXT: readonly QuestionType[] = ['STRING', 'TEXT'];

/** LIST to LIST: options matched by label (case aside), the rest dropped; the other option kept when the target has one. */
function listToList(source: ListQuestionDefinition, answer: AnswerContent, target: ListQuestionDefinition) {
  const labelKey = (label: string) => label.toLowerCase();
  const targetByLabel = new Map(target.options.map((option) => [labelKey(option.label), option]));
  const targetKey = (id: string) => {
    if (id === OTHER_OPTION_LABEL) return target.otherOption ? id : null;
    const sourceOption = optionById(source, id);
    const targetOption = sourceOption && targetByLabel.get(labelKey(sourceOption.label));
    return targetOption ? optionKey(targetOption) : null;
  };
  const texts = textsOf(answer);
  const value: string[] = [];
  const secondaryValue: Record<string, string> = {};
  for (const id of chosenIds(answer)) {
    const key = targetKey(id);
    if (key === null) continue;
    value.push(key);
    if (texts[id]) secondaryValue[key] = texts[id];
  }
  return value.length > 0 ? { value, secondaryValue } : null;
}

const NO_BOUNDS = { min: null, max: null };

/** A text answer for the target question: any text type takes it, a NUMBER when it is a plain number. */
function textTo(target: QuestionDefinition, text: string) {
  if (TEXT_TYPES.includes(target.type)) return { value: text };
  const isPlainNumber = numberProblem(text.trim(), NO_BOUNDS) === null;
  return target.type === 'NUMBER' && isPlainNumber ? { value: text } : null;
}

/** The value of a source answer for the target question, or null when the types do not fit. */
function convertedContent(source: QuestionDefinition, answer: AnswerContent, target: QuestionDefinition) {
  if (answer.value === null) return null;
  if (source.type === 'LIST' && target.type === 'LIST') return listToList(source, answer, target);
  if (source.type === 'FILE' && target.type === 'FILE' && Array.isArray(answer.value)) {
    return { value: target.file.multiple ? answer.value : answer.value.slice(0, 1) };
  }
  if (source.type === target.type) return { value: answer.value, secondaryValue: answer.secondaryValue };
  if (TEXT_TYPES.includes(source.type)) return textTo(target, String(answer.value));
  if (FREE_TEXT.includes(target.type) && TOLD_AS_TEXT.includes(source.type)) {
    return { value: valueText(source, answer, { withClarifications: false }) };
  }
  return null;
}

/**
 * Spec 2 §4 Related and similar answers: a source answer made into an answer of the target question. Same types copy
 * (LIST options by label, FILE single and multiple either way, multiple to single keeping the first); text types copy
 * into each other; LIST, Yes/No and NUMBER become free text; text becomes a NUMBER when it is a plain number; not
 * applicable stays not applicable. Other pairs, and an empty answer, cannot be applied; a result that the target's rules refuse (a number
 * outside its bounds, a text too long) is not valid.
 */
export function convertAnswer(
  source: { definition: QuestionDefinition; answer: SettledAnswer },
  target: QuestionDefinition,
  projectMaxLength: number | null,
): AnswerConversion {
  const { answer } = source;
  const content = answer.notApplicable
    ? { notApplicable: true, notApplicableDescription: answer.notApplicableDescription }
    : convertedContent(source.definition, answer, target);
  if (!content) return { ok: false, message: ANSWER_MESSAGES.notApplicableToApply };
  const outcome = settleAnswer(target, content, { projectMaxLength });
  return outcome.kind === 'SAVE'
    ? { ok: true, answer: outcome.answer }
    : { ok: false, message: ANSWER_MESSAGES.notValid };
}
