import { graphql } from '../../gql';

/** Spec 3 §6 scoring-page approve rights: approve, unapprove or reject (with a reason) a question while scoring. */
export const DecideScoringQuestionDocument = graphql(`
  mutation DecideScoringQuestion($input: DecideScoringQuestionInput!) {
    decideScoringQuestion(input: $input) {
      questionId
      status
      rejectReason
    }
  }
`);
