import { type AnswerSecondaryValue, type AnswerValue, answerText } from '@shortlist/domain';
import type { ProductAnswerFieldsFragment, QuestionDefinitionFieldsFragment } from '../../../gql/graphql';
import { answerDefinition } from '../inputs/answer-draft';

/** The buy side's reading of an answer: the domain's plain text of it; '' when there is no value. */
export function brokerAnswerText(
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
