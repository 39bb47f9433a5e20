import type { AnswerFile, QuestionDefinition, SettledAnswer } from '@shortlist/domain';
import { NO, YES } from './answer-sheet-layout.js';
import { listChoices } from './list-choices.js';

/** An answer as the cells of its row show it. */
export interface AnswerCells {
  answer: string | number | null;
  comment: string | null;
  notApplicable: typeof YES | typeof NO;
  notApplicableDescription: string | null;
}

type AnswerContent = Pick<SettledAnswer, 'value' | 'secondaryValue'>;

/**
 * A LIST answer: the chosen labels joined by ', ' (the other option as 'Other'); each chosen option's text (a
 * clarification, or the other option's text) as a line 'Label: text' of the comment.
 */
function listCells(definition: Extract<QuestionDefinition, { type: 'LIST' }>, answer: AnswerContent) {
  const choices = new Map(listChoices(definition).map((choice) => [choice.key, choice]));
  const chosen = Array.isArray(answer.value) ? answer.value : [];
  const picked = chosen.flatMap((key) => choices.get(String(key)) ?? []);
  const texts = typeof answer.secondaryValue === 'object' && answer.secondaryValue ? answer.secondaryValue : {};
  const lines = picked.flatMap((choice) => (texts[choice.key] ? [`${choice.label}: ${texts[choice.key]}`] : []));
  return { answer: picked.map((choice) => choice.label).join(', ') || null, comment: lines.join('\n') || null };
}

function valueCells(definition: QuestionDefinition, answer: AnswerContent) {
  const { value, secondaryValue } = answer;
  if (value === null) return { answer: null, comment: null };
  switch (definition.type) {
    case 'BOOLEAN':
      return { answer: value ? YES : NO, comment: typeof secondaryValue === 'string' ? secondaryValue : null };
    case 'LIST':
      return listCells(definition, answer);
    case 'FILE':
      return { answer: (value as AnswerFile[]).map((file) => file.filename).join(', '), comment: null };
    case 'NUMBER':
      return { answer: typeof value === 'number' ? value : String(value), comment: null };
    default:
      return { answer: String(value), comment: null };
  }
}

/** The cells of an answer's row (none: empty, not applicable 'No'); the import reads them back (answerFromCells). */
export function answerCells(definition: QuestionDefinition, answer: SettledAnswer | null): AnswerCells {
  const empty: AnswerCells = { answer: null, comment: null, notApplicable: NO, notApplicableDescription: null };
  if (!answer) return empty;
  if (answer.notApplicable) {
    return { ...empty, notApplicable: YES, notApplicableDescription: answer.notApplicableDescription };
  }
  return { ...empty, ...valueCells(definition, answer) };
}
