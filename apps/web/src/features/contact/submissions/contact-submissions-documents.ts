import { graphql } from '../../../gql';

export const ContactSubmissionsDocument = graphql(`
  query ContactSubmissions($pagination: PageInput) {
    contactSubmissions(pagination: $pagination) {
      total
      results {
        id
        kind
        firstName
        lastName
        email
        company
        jobTitle
        companySize
        phone
        message
        createdAt
      }
    }
  }
`);
