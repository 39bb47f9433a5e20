import { graphql } from '../../gql';

export const FaqItemFieldsFragment = graphql(`
  fragment FaqItemFields on FaqItem {
    id
    parentId
    text
    status
    rejectReason
    isPublic
    version
    createdAt
    companyName
    isAddedByMe
    isAddedByBroker
    isAssignedToMe
    tags
    question {
      id
      label
    }
    section {
      id
      name
    }
    abilities {
      reply
      publish
      reject
      edit
      clarify
    }
  }
`);

/** Spec 2 §7 FAQ: the project's questions with their replies, for the buy side or (with the hash) the supplier side. */
export const ProjectFaqDocument = graphql(`
  query ProjectFaq($projectId: ID!, $hash: String) {
    projectFaq(projectId: $projectId, hash: $hash) {
      projectId
      projectName
      projectStatus
      mayAsk
      items {
        ...FaqItemFields
        answers {
          ...FaqItemFields
        }
      }
    }
  }
`);

export const CreateFaqItemDocument = graphql(`
  mutation CreateFaqItem($input: CreateFaqItemInput!) {
    createFaqItem(input: $input) {
      ...FaqItemFields
    }
  }
`);

export const UpdateFaqItemDocument = graphql(`
  mutation UpdateFaqItem($projectId: ID!, $id: ID!, $text: String!, $version: Int) {
    updateFaqItem(projectId: $projectId, id: $id, text: $text, version: $version) {
      ...FaqItemFields
    }
  }
`);

export const PublishFaqItemDocument = graphql(`
  mutation PublishFaqItem($projectId: ID!, $id: ID!, $makePublic: Boolean!, $reply: String) {
    publishFaqItem(projectId: $projectId, id: $id, makePublic: $makePublic, reply: $reply) {
      ...FaqItemFields
    }
  }
`);

export const RejectFaqItemDocument = graphql(`
  mutation RejectFaqItem($projectId: ID!, $id: ID!, $reason: String!) {
    rejectFaqItem(projectId: $projectId, id: $id, reason: $reason) {
      ...FaqItemFields
    }
  }
`);
