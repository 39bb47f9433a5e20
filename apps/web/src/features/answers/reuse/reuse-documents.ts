import { graphql } from '../../../gql';

export const PreviousAnswerFieldsFragment = graphql(`
  fragment PreviousAnswerFields on PreviousAnswer {
    questionId
    projectId
    projectName
    definition {
      ...QuestionDefinitionFields
    }
    answer {
      ...SupplierAnswerFields
    }
  }
`);

/** The Similar Questions drawer: related answers of the supplier's other projects and the earlier iteration's. */
export const SimilarQuestionsDocument = graphql(`
  query SimilarQuestions($projectId: ID!, $productId: ID!, $questionId: ID!) {
    relatedAnswers(projectId: $projectId, productId: $productId, questionId: $questionId) {
      projectId
      projectName
      sectionName
      similarity
      definition {
        ...QuestionDefinitionFields
      }
      answer {
        ...SupplierAnswerFields
      }
    }
    previousAnswers(projectId: $projectId, productId: $productId, questionId: $questionId) {
      ...PreviousAnswerFields
    }
  }
`);

/** Every question's previous answer, for the questionnaire to show beside its questions. */
export const QuestionnairePreviousAnswersDocument = graphql(`
  query QuestionnairePreviousAnswers($projectId: ID!, $productId: ID!) {
    previousAnswers(projectId: $projectId, productId: $productId) {
      ...PreviousAnswerFields
    }
  }
`);
