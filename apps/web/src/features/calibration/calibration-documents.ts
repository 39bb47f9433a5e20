import { graphql } from '../../gql';

/** Issue 37 calibration: the disagreeing answers with their originals and consensus, and the evaluators. */
export const CalibrationDocument = graphql(`
  query Calibration($projectId: ID!) {
    calibration(projectId: $projectId) {
      projectId
      threshold
      scoringType
      open
      items {
        answerId
        questionId
        questionLabel
        sectionName
        productId
        productName
        spread
        flagged
        originals {
          branchId
          scopeName
          raterName
          rating
        }
        consensus {
          id
          rating
          reason
          decidedByName
          createdAt
        }
        history {
          id
          rating
          reason
          decidedByName
          createdAt
        }
      }
      evaluators {
        userId
        name
        ratings
        compared
        meanDifference
      }
    }
  }
`);

export const RecordConsensusDocument = graphql(`
  mutation RecordConsensus($projectId: ID!, $answerId: ID!, $rating: Int!, $reason: String!) {
    recordConsensus(projectId: $projectId, answerId: $answerId, rating: $rating, reason: $reason) {
      id
      answerId
      rating
      reason
      decidedByName
      createdAt
    }
  }
`);
