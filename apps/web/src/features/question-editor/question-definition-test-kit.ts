import type { QuestionType } from '@shortlist/domain';
import type { QuestionDefinitionFieldsFragment } from '../../gql/graphql';

/**
 * A question's content as the API answers it (QuestionDefinitionFields, with the __typename the mocked cache keeps):
 * the type and label, nothing else set.
 */
export function buildQuestionDefinition(
  label: string,
  type: QuestionType = 'STRING',
): QuestionDefinitionFieldsFragment {
  return {
    __typename: 'QuestionDefinition',
    type,
    label,
    helperText: '',
    placeholder: '',
    view: null,
    multiple: null,
    otherOption: null,
    prefix: null,
    suffix: null,
    enableNumberFormatting: null,
    yesAnswerText: null,
    noAnswerText: null,
    rules: { __typename: 'QuestionRules', min: null, max: null, maxLength: null, pattern: null },
    options: null,
    file: null,
    attachments: [],
  } as QuestionDefinitionFieldsFragment;
}
