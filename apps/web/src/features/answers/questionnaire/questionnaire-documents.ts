import { graphql } from '../../../gql';

export const SupplierAnswerFieldsFragment = graphql(`
  fragment SupplierAnswerFields on SupplierAnswer {
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
    version
  }
`);

/** A section of the questionnaire as suppliers read it, the same for the supplier and the buyer's preview. */
export const QuestionnaireSectionFieldsFragment = graphql(`
  fragment QuestionnaireSectionFields on QuestionnaireSection {
    sectionId: id
    name
    description
    questions {
      questionId: id
      mayChange
      definition
      answer {
        ...SupplierAnswerFields
      }
    }
  }
`);

/**
 * The supplier's questionnaire. Sections and questions are read under other names than `id` on purpose: the same
 * section and question appear in the questionnaire of each of a company's products in the project, each with that
 * product's answer, so the cache must keep them inside their questionnaire instead of merging them by id.
 */
export const SupplierQuestionnaireDocument = graphql(`
  query SupplierQuestionnaire($projectId: ID!, $productId: ID!, $hash: String) {
    supplierQuestionnaire(projectId: $projectId, productId: $productId, hash: $hash) {
      projectId
      projectName
      projectType
      projectStatus
      answersMaxLength
      submissionDeadline
      questionsSubmissionDeadline
      mayAnswer
      maySubmit
      mayImport
      questionsReadOnly
      requestedCount
      product {
        id
        productName
        vendorName
        participationStatus
        answersSubmittedAt
        answersSubmittedBy
        answersSubmitDeadline
      }
      sections {
        ...QuestionnaireSectionFields
      }
    }
  }
`);

export const SaveAnswerDocument = graphql(`
  mutation SaveAnswer($input: SaveAnswerInput!) {
    saveAnswer(input: $input) {
      questionId
      conflict
      answer {
        ...SupplierAnswerFields
      }
    }
  }
`);

export const MarkSectionNotApplicableDocument = graphql(`
  mutation MarkSectionNotApplicable($projectId: ID!, $productId: ID!, $sectionId: ID!, $description: String) {
    markSectionNotApplicable(
      projectId: $projectId
      productId: $productId
      sectionId: $sectionId
      description: $description
    ) {
      ...SupplierAnswerFields
    }
  }
`);

export const SubmitAnswersDocument = graphql(`
  mutation SubmitAnswers($projectId: ID!, $productId: ID!) {
    submitAnswers(projectId: $projectId, productId: $productId)
  }
`);

/**
 * Spec 3 §2 the buy side's preview: the questions as suppliers see them, without answers. Read under the same names
 * as the supplier's questionnaire, so the same read-only view shows them.
 */
export const PreviewQuestionnaireDocument = graphql(`
  query PreviewQuestionnaire($projectId: ID!) {
    previewQuestionnaire(projectId: $projectId) {
      ...QuestionnaireSectionFields
    }
  }
`);
