import { answerMaxLength, QUESTION_TYPE_LABELS, type QuestionDefinition } from '@shortlist/domain';
import { ANSWER_COLUMNS, NO, YES } from './answer-sheet-layout.js';
import { listChoices } from './list-choices.js';

const COMMENT = ANSWER_COLUMNS.comment.header;

export const FILE_RULE = `${QUESTION_TYPE_LABELS.FILE} questions are answered on the website`;

function numberRule({ min, max }: { min: number | null; max: number | null }): string {
  if (min !== null && max !== null) return `Number between ${min} and ${max}`;
  if (min !== null) return `Number of at least ${min}`;
  if (max !== null) return `Number of at most ${max}`;
  return 'Number';
}

/** A Yes/No question whose side has a text asks for a comment on that side. */
function yesNoRule(definition: Extract<QuestionDefinition, { type: 'BOOLEAN' }>): string {
  const asks = [
    [YES, definition.yesAnswerText],
    [NO, definition.noAnswerText],
  ].filter(([, text]) => text);
  const comments = asks.map(([side, text]) => `With ${side}, answer in ${COMMENT}: ${text}`);
  return [`${YES} or ${NO}`, ...comments].join('. ');
}

function listRule(definition: Extract<QuestionDefinition, { type: 'LIST' }>): string {
  const choices = listChoices(definition);
  const labels = choices.map((choice) => choice.label).join(', ');
  const rule = definition.multiple ? `Any of: ${labels} (separated by commas)` : `One of: ${labels}`;
  const asking = choices.filter((choice) => choice.asksText).map((choice) => choice.label);
  if (asking.length === 0) return rule;
  const example = `'${asking[0]}: your text'`;
  const verb = asking.length === 1 ? 'asks' : 'ask';
  return `${rule}. ${asking.join(', ')} ${verb} for a text: write it in ${COMMENT} as ${example}, one line each`;
}

const withPattern = (rule: string, pattern: string | null) =>
  pattern ? `${rule}, matching the pattern ${pattern}` : rule;

/** What an answer must be, in words, for the Rules column (spec 2 §4 and §5 answer rules). */
export function rulesInWords(definition: QuestionDefinition, projectMaxLength: number | null): string {
  const characters = `${answerMaxLength(definition, projectMaxLength)} characters`;
  switch (definition.type) {
    case 'NUMBER':
      return numberRule(definition.rules);
    case 'BOOLEAN':
      return yesNoRule(definition);
    case 'LIST':
      return listRule(definition);
    case 'FILE':
      return FILE_RULE;
    case 'EMAIL':
      return withPattern(`An e-mail address, up to ${characters}`, definition.rules.pattern);
    case 'URL':
    case 'VIDEO':
      return withPattern(
        `A web address beginning with http:// or https://, up to ${characters}`,
        definition.rules.pattern,
      );
    default:
      return `Up to ${characters}`;
  }
}
