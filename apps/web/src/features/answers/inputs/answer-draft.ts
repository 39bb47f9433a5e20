import { type QuestionDefinition, readQuestionDefinition, settleAnswer } from '@shortlist/domain';
import type { QuestionDefinitionFieldsFragment } from '../../../gql/graphql';

/**
 * One answer as the supplier is typing it, in the shape it is sent (see `AnswerValue` in the domain): a NUMBER keeps
 * the text typed (the server parses it), a LIST the chosen option ids, a FILE the files given.
 */
export interface AnswerDraft {
  value: unknown;
  secondaryValue: unknown;
  notApplicable: boolean;
  notApplicableDescription: string | null;
}

export interface DraftProblem {
  field: 'value' | 'secondaryValue' | 'notApplicableDescription';
  message: string;
}

export const emptyDraft = (): AnswerDraft => ({
  value: null,
  secondaryValue: null,
  notApplicable: false,
  notApplicableDescription: null,
});

const definitions = new WeakMap<QuestionDefinitionFieldsFragment, QuestionDefinition | null>();

/**
 * The question's content as the domain's answer rules read it, parsed once per fragment object (Apollo's cache hands
 * out the same object until the question changes). Null for content the domain does not accept.
 */
export function answerDefinition(fragment: QuestionDefinitionFieldsFragment): QuestionDefinition | null {
  let definition = definitions.get(fragment);
  if (definition === undefined) {
    definition = readQuestionDefinition(fragment);
    definitions.set(fragment, definition);
  }
  return definition;
}

/** What the server would refuse in this draft, with its message and the field it belongs to (spec 2 §4, §5). */
export function draftProblem(
  definition: QuestionDefinitionFieldsFragment,
  draft: AnswerDraft,
  projectMaxLength: number | null,
): DraftProblem | null {
  const rules = answerDefinition(definition);
  return rules ? ruleProblem(rules, draft, projectMaxLength) : null;
}

/** `draftProblem` for content already parsed. */
export function ruleProblem(
  definition: QuestionDefinition,
  draft: AnswerDraft,
  projectMaxLength: number | null,
): DraftProblem | null {
  const outcome = settleAnswer(definition, draft, { projectMaxLength });
  return outcome.kind === 'INVALID' ? { field: outcome.field, message: outcome.message } : null;
}
