import { graphql } from '../../../gql';

/** Spec 2 §7 Parse project answers: nothing is written; read without the cache (each file is parsed once). */
export const ParseProjectAnswersDocument = graphql(`
  query ParseProjectAnswers($projectId: ID!, $productId: ID!, $fileId: ID!) {
    parseProjectAnswers(projectId: $projectId, productId: $productId, fileId: $fileId) {
      id
      name
      questions {
        id
        sectionId
        label
        row
        changed
        problem
        baseVersion
        answer {
          value
          secondaryValue
          notApplicable
          notApplicableDescription
          isDraft
        }
      }
    }
  }
`);

export const ApplyAnswersDocument = graphql(`
  mutation ApplyAnswers($projectId: ID!, $productId: ID!, $answers: [AppliedAnswerInput!]!) {
    applyAnswers(projectId: $projectId, productId: $productId, answers: $answers) {
      id
      applied
    }
  }
`);

export const VendorReportDocument = graphql(`
  query VendorReport($projectId: ID!, $productId: ID!) {
    vendorReport(projectId: $projectId, productId: $productId, format: XLSX)
  }
`);
