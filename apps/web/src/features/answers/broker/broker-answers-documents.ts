import { graphql } from '../../../gql';

export const ProductAnswerFieldsFragment = graphql(`
  fragment ProductAnswerFields on ProductAnswer {
    id
    questionId
    value
    secondaryValue
    notApplicable
    notApplicableDescription
    isDraft
    status
    requestNote
    answeredAt
  }
`);

/**
 * One accepted product's answers for the buy side. Sections and questions are read under other names than `id`: the
 * same question appears in every product's answers, each with that product's answer, so the cache must keep them
 * inside their product's answers instead of merging them by id.
 */
export const ProductAnswersDocument = graphql(`
  query ProductAnswers($projectId: ID!, $productId: ID!) {
    productAnswers(projectId: $projectId, productId: $productId) {
      projectId
      productId
      name
      answersSubmittedAt
      answersSubmitDeadline
      requestsOffered
      sections {
        sectionId: id
        name
        description
        questions {
          questionId: id
          mayRequestUpdate
          definition {
            ...QuestionDefinitionFields
          }
          answer {
            ...ProductAnswerFields
          }
        }
      }
    }
  }
`);

export const RequestAnswerUpdateDocument = graphql(`
  mutation RequestAnswerUpdate($input: AnswerUpdateRequestInput!) {
    requestAnswerUpdate(input: $input) {
      ...ProductAnswerFields
    }
  }
`);

export const RequestProductAnswersDocument = graphql(`
  mutation RequestProductAnswers($projectId: ID!, $products: [ProductReminderInput!]!) {
    requestProductAnswers(projectId: $projectId, products: $products)
  }
`);

export const SubmitProductAnswersDocument = graphql(`
  mutation SubmitProductAnswers($projectId: ID!, $products: [ProductSubmissionInput!]!) {
    submitProductAnswers(projectId: $projectId, products: $products)
  }
`);
