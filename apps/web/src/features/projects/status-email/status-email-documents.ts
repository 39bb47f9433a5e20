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

/** Spec 2 §8: Send Project Status is disabled until the project has a supplier. */
export const ProjectSupplierCountDocument = graphql(`
  query ProjectSupplierCount($id: ID!) {
    project(id: $id) {
      id
      supplierCount
    }
  }
`);
