import { graphql } from '../../../gql';

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
