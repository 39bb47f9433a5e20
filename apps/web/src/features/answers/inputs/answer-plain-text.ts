import { type AnswerSecondaryValue, type AnswerValue, answerText } from '@shortlist/domain';
import type { ProductAnswerFieldsFragment, QuestionDefinitionFieldsFragment } from '../../../gql/graphql';
import { answerDefinition } from './answer-draft';

/** An answer as plain text (the domain's answerText) for the views that show it read-only; '' without a value. */
export function answerPlainText(
  fragment: QuestionDefinitionFieldsFragment,
  answer: Pick<ProductAnswerFieldsFragment, 'value' | 'secondaryValue' | 'notApplicable' | 'notApplicableDescription'>,
): string {
  const definition = answerDefinition(fragment);
  // The server sends each value in the shape of the question's type (spec 2 §3 Answer).
  const content = {
    value: answer.value as AnswerValue | null,
    secondaryValue: answer.secondaryValue as AnswerSecondaryValue | null,
    notApplicable: answer.notApplicable,
    notApplicableDescription: answer.notApplicableDescription,
  };
  if (definition) return answerText(definition, content);
  const { value } = content;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
