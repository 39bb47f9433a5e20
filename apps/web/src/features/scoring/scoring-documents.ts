import { graphql } from '../../gql';

/**
 * Spec 2 §2 scoring page data. Questions and products are read under other names than `id`: a branch has its own
 * weights, so the cache keeps them inside the scoring they belong to instead of merging them by id. The answers come
 * as one `grid` (a GraphQL object per answer cost more than the rest of a large read): use-scoring-data decodes it.
 */
export const ScoringDocument = graphql(`
  query Scoring($projectId: ID!, $branchId: ID) {
    scoring(projectId: $projectId, branchId: $branchId) {
      projectId
      branchId
      scoringType
      open
      ratedAnswers
      totalAnswers
      completeness
      blind
      products {
        productId: id
        name
        score
        winner
      }
      sections {
        sectionId: id
        name
        questions {
          questionId: id
          status
          weight
          mayApprove
          mayRate
          maySetWeight
          mayKeepNotes
          definition {
            ...QuestionDefinitionFields
          }
        }
      }
      grid
      consensus {
        questionId
        productId
        rating
        reason
      }
    }
  }
`);

export const SetRatingDocument = graphql(`
  mutation SetRating($input: SetRatingInput!) {
    setRating(input: $input) {
      productId
      questionId
      rating
    }
  }
`);

export const SetWeightDocument = graphql(`
  mutation SetWeight($input: SetWeightInput!) {
    setWeight(input: $input) {
      questionId
      weight
    }
  }
`);

export const SetNotesDocument = graphql(`
  mutation SetNotes($input: SetNotesInput!) {
    setNotes(input: $input) {
      productId
      questionId
      notes
      updatedAt
    }
  }
`);
