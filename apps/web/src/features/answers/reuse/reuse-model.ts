import {
  ANSWER_MESSAGES,
  type AnswerChangeWording,
  type AnswerConversion,
  type AnswerSecondaryValue,
  type AnswerValue,
  answerChangeWording,
  convertAnswer,
  textSimilarity,
} from '@shortlist/domain';
import type {
  QuestionDefinitionFieldsFragment,
  SimilarQuestionsQuery,
  SupplierAnswerFieldsFragment,
} from '../../../gql/graphql';
import { answerDefinition } from '../inputs/answer-draft';
import { answerPlainText } from '../inputs/answer-plain-text';

export type RelatedAnswer = SimilarQuestionsQuery['relatedAnswers'][number];

/** What an answer says, whether saved or still a draft. */
export type AnswerContent = Pick<
  SupplierAnswerFieldsFragment,
  'value' | 'secondaryValue' | 'notApplicable' | 'notApplicableDescription'
>;

/** The question an answer is reused for: its content and its current answer (saved or being typed), if any. */
export interface ReuseTarget {
  questionId: string;
  definition: QuestionDefinitionFieldsFragment;
  answer: AnswerContent | null;
}

/** An answer given elsewhere, with the question it was given to there. */
export interface ReuseSource {
  definition: QuestionDefinitionFieldsFragment;
  answer: SupplierAnswerFieldsFragment;
}

const cannotApply: AnswerConversion = { ok: false, message: ANSWER_MESSAGES.notApplicableToApply };

/** Spec 2 §4: the source answer made into an answer of the target question, or why it cannot be. */
export function conversionFor(
  source: ReuseSource,
  target: QuestionDefinitionFieldsFragment,
  projectMaxLength: number | null,
) {
  const sourceDefinition = answerDefinition(source.definition);
  const targetDefinition = answerDefinition(target);
  if (!sourceDefinition || !targetDefinition) return cannotApply;
  // The server sends each value in the shape of the question's type (spec 2 §3 Answer).
  const answer = {
    ...source.answer,
    value: source.answer.value as AnswerValue | null,
    secondaryValue: source.answer.secondaryValue as AnswerSecondaryValue | null,
  };
  return convertAnswer({ definition: sourceDefinition, answer }, targetDefinition, projectMaxLength);
}

/** Spec 2 §9: how much the current answer differs from an earlier one, by the similarity of their texts. */
export function changeWording(previous: ReuseSource, current: ReuseTarget): AnswerChangeWording | null {
  if (!current.answer) return null;
  const before = answerPlainText(previous.definition, previous.answer);
  const now = answerPlainText(current.definition, current.answer);
  return answerChangeWording(textSimilarity(before, now));
}
