import { type QuestionDefinition, readQuestionDefinition } from '@shortlist/domain';
import type { ProjectQuestionFieldsFragment, QuestionDefinitionInput } from '../../gql/graphql';

/** The question's content as the editor dialog takes it (the API answers every type's fields, null when unused). */
export function toQuestionDefinition(
  question: ProjectQuestionFieldsFragment['question'],
): QuestionDefinition | undefined {
  return readQuestionDefinition(question) ?? undefined;
}

/** The question's content as the API takes it: the domain's definition has the input's shape. */
export const toQuestionInput = (definition: QuestionDefinition): QuestionDefinitionInput => definition;
