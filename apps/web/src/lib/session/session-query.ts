import { graphql } from '../../gql';

/** Everything the shell needs on every page: the server's settings and the signed-in user (null when signed out). */
export const SessionDocument = graphql(`
  query Session {
    config {
      supportEmail
      salesEmail
      termsVersion
      recaptchaSiteKey
    }
    profile {
      id
      email
      type
      status
      name
      firstName
      lastName
      phoneNumber
      avatar {
        url
      }
      role {
        id
        name
      }
      canChangePassword
      termsAndConditionsVersion
      contrastMode
      projectStatusUpdate {
        enabled
      }
      newNotification {
        enabled
      }
      newFaqQuestion {
        enabled
      }
      privileges
      actingOnBehalf
      company {
        id
        name
        kind
        features {
          scoringType
          enableClientTables
          enableExperts
        }
      }
    }
  }
`);
