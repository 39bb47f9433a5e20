import { definitionFields, type QuestionDefinition } from '@shortlist/domain';
import { graphql } from '../../gql';
import type { QuestionDefinitionFieldsFragment as DefinitionFragment } from '../../gql/graphql';

/** Every field of a question's content the editor reads: one selection for project and library questions alike. */
export const QuestionDefinitionFieldsFragment = graphql(`
  fragment QuestionDefinitionFields on QuestionDefinition {
    type
    label
    helperText
    placeholder
    view
    multiple
    otherOption
    prefix
    suffix
    enableNumberFormatting
    yesAnswerText
    noAnswerText
    rules {
      min
      max
      maxLength
      pattern
    }
    options {
      id
      label
      clarificationQuestion
    }
    file {
      maxSize
      mimeTypes
      multiple
    }
    attachments {
      id
      filename
    }
  }
`);

/**
 * A stored definition, as a JSON field sends it, in the fragment's shape (another type's fields null), so that a
 * questionnaire of a thousand questions can be sent compactly and still read by the same inputs.
 */
export function fragmentOfDefinition(definition: QuestionDefinition): DefinitionFragment {
  const fields = definitionFields(definition);
  const { rules, file } = fields;
  return {
    type: fields.type,
    label: fields.label,
    helperText: fields.helperText,
    placeholder: fields.placeholder ?? null,
    view: fields.view ?? null,
    multiple: fields.multiple ?? null,
    otherOption: fields.otherOption ?? null,
    prefix: fields.prefix ?? null,
    suffix: fields.suffix ?? null,
    enableNumberFormatting: fields.enableNumberFormatting ?? null,
    yesAnswerText: fields.yesAnswerText ?? null,
    noAnswerText: fields.noAnswerText ?? null,
    rules: rules
      ? {
          min: rules.min ?? null,
          max: rules.max ?? null,
          maxLength: rules.maxLength ?? null,
          pattern: rules.pattern ?? null,
        }
      : null,
    options:
      fields.options?.map((option) => ({
        id: 'id' in option ? (option.id ?? null) : null,
        label: option.label,
        clarificationQuestion: option.clarificationQuestion,
      })) ?? null,
    file: file ? { maxSize: file.maxSize, mimeTypes: file.mimeTypes, multiple: file.multiple } : null,
    attachments: fields.attachments,
  };
}
