import { parseQuestionDefinition, type QuestionDefinition } from '../questions/question-definition.js';
import type { SettledAnswer } from './answer-types.js';

/** A question definition for the answer tests, checked by the question rules so that it has every field. */
export function question<Type extends QuestionDefinition['type']>(
  type: Type,
  fields: Record<string, unknown> = {},
): Extract<QuestionDefinition, { type: Type }> {
  const result = parseQuestionDefinition({ label: `A ${type} question`, type, ...fields });
  if (!result.ok) throw new Error(`invalid test question: ${JSON.stringify(result.fieldErrors)}`);
  return result.definition as Extract<QuestionDefinition, { type: Type }>;
}

/** A LIST question with options a, b (asking a clarification) and c, and the other option. */
export const colours = (fields: Record<string, unknown> = {}) =>
  question('LIST', {
    options: [
      { id: 'a', label: 'Red' },
      { id: 'b', label: 'Green', clarificationQuestion: true },
      { id: 'c', label: 'Blue' },
    ],
    otherOption: true,
    ...fields,
  });

/** A kept answer (not a draft, not not-applicable) with this value and comment. */
export const kept = (value: SettledAnswer['value'], secondaryValue: SettledAnswer['secondaryValue'] = null) => ({
  value,
  secondaryValue,
  notApplicable: false,
  notApplicableDescription: null,
  isDraft: false,
});
