import { graphql } from '../../../gql';

/** Issue 38 item 3: the accepted suppliers a project owner may debrief (null for anyone else). */
export const DebriefRecipientsDocument = graphql(`
  query DebriefRecipients($projectId: ID!) {
    debriefRecipients(projectId: $projectId) {
      id
      name
      winner
      lastSentAt
    }
  }
`);

/** Issue 38 item 3 Send debriefs: to the products named; answers the recipients with their new dates. */
export const SendDebriefsDocument = graphql(`
  mutation SendDebriefs($projectId: ID!, $productIds: [ID!]) {
    sendDebriefs(projectId: $projectId, productIds: $productIds) {
      id
      name
      winner
      lastSentAt
    }
  }
`);
