import { graphql } from '../../gql';

/** Spec 2 §7 List comparisons: filter (project, branch, keyword), sort and paging. */
export const ComparisonsDocument = graphql(`
  query Comparisons($filter: ComparisonFilter!, $pagination: PageInput) {
    comparisons(filter: $filter, pagination: $pagination) {
      total
      page
      pageSize
      results {
        id
        name
        isPrivate
        createdAt
        createdBy
        mayEdit
        products {
          id
          name
          vendorName
        }
      }
    }
  }
`);

/** One comparison as stored: what the edit dialog starts from. */
export const ComparisonDocument = graphql(`
  query Comparison($projectId: ID!, $id: ID!, $branchId: ID) {
    comparison(projectId: $projectId, id: $id, branchId: $branchId) {
      id
      name
      description
      isPrivate
      showNotes
      productIds
      questionIds
    }
  }
`);

/** Spec 2 §5: the accepted products and the approved questions by section that a comparison may show. */
export const ComparisonChoicesDocument = graphql(`
  query ComparisonChoices($projectId: ID!, $branchId: ID) {
    comparisonChoices(projectId: $projectId, branchId: $branchId) {
      products {
        id
        name
        vendorName
      }
      sections {
        id
        name
        questions {
          id
          label
        }
      }
    }
  }
`);

/**
 * Spec 2 §7 Load comparison, from the network: products and questions are read under other names than `id` (as the
 * scoring page does), the answers as one `grid` (see comparison-grid-data.ts).
 */
export const ComparisonGridDocument = graphql(`
  query ComparisonGrid($projectId: ID!, $id: ID!, $branchId: ID) {
    comparisonGrid(projectId: $projectId, id: $id, branchId: $branchId) {
      comparison {
        id
        name
        description
        showNotes
        mayEdit
      }
      projectId
      branchId
      scoringType
      blind
      products {
        productId: id
        name
        score
      }
      sections {
        sectionId: id
        name
        questions {
          questionId: id
          weight
          definition {
            ...QuestionDefinitionFields
          }
        }
      }
      grid
    }
  }
`);

export const CreateComparisonDocument = graphql(`
  mutation CreateComparison($input: CreateComparisonInput!) {
    createComparison(input: $input)
  }
`);

export const UpdateComparisonDocument = graphql(`
  mutation UpdateComparison($input: UpdateComparisonInput!) {
    updateComparison(input: $input)
  }
`);

export const DeleteComparisonDocument = graphql(`
  mutation DeleteComparison($projectId: ID!, $id: ID!, $branchId: ID) {
    deleteComparison(projectId: $projectId, id: $id, branchId: $branchId)
  }
`);
