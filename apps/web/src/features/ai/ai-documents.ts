import { graphql } from '../../gql';

export const AiSearchFieldsFragment = graphql(`
  fragment AiSearchFields on AiSearch {
    id
    type
    status
    keyword
    createdAt
    finishedAt
    products {
      id
      name
      email
      contactName
      industry
      purpose
      relatedLinks
      isAdded
      status
      projectProductId
    }
    clientTables {
      id
      name
      data
      source
    }
    sectionIds
  }
`);

/** Spec 2 §7 Project searches list: the project's current search of a kind, with the plan's allowance for it. */
export const AiSearchDocument = graphql(`
  query AiSearch($projectId: ID!, $type: SearchKind!) {
    aiSearch(projectId: $projectId, type: $type) {
      ...AiSearchFields
    }
    project(id: $projectId) {
      id
      aiAllowances {
        type
        used
        max
        remaining
      }
    }
  }
`);

export const StartAiSearchDocument = graphql(`
  mutation StartAiSearch($projectId: ID!, $type: SearchKind!, $keyword: String!) {
    startAiSearch(projectId: $projectId, type: $type, keyword: $keyword) {
      ...AiSearchFields
    }
  }
`);

export const CancelAiSearchDocument = graphql(`
  mutation CancelAiSearch($projectId: ID!, $type: SearchKind!) {
    cancelAiSearch(projectId: $projectId, type: $type)
  }
`);
