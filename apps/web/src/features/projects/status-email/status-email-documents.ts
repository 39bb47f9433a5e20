import { graphql } from '../../../gql';

export const ProjectRecipientsDocument = graphql(`
  query ProjectRecipients($id: ID!) {
    projectRecipients(id: $id) {
      userId
      name
      email
      role
    }
  }
`);

export const SendProjectStatusEmailDocument = graphql(`
  mutation SendProjectStatusEmail($id: ID!, $emails: [String!]!) {
    sendProjectStatusEmail(id: $id, emails: $emails)
  }
`);
