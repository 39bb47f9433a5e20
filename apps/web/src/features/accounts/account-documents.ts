import { graphql } from '../../gql';

export const AcceptTermsDocument = graphql(`
  mutation AcceptTerms($version: String!) {
    acceptTermsAndConditions(version: $version) {
      id
      termsAndConditionsVersion
    }
  }
`);

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($oldPassword: String!, $password: String!) {
    changePassword(oldPassword: $oldPassword, password: $password)
  }
`);

export const UpdateProfileSettingsDocument = graphql(`
  mutation UpdateProfileSettings(
    $phoneNumber: String
    $contrastMode: Boolean!
    $projectStatusUpdate: Boolean!
    $newNotification: Boolean!
    $newFaqQuestion: Boolean!
  ) {
    updateProfileSettings(
      phoneNumber: $phoneNumber
      contrastMode: $contrastMode
      projectStatusUpdate: $projectStatusUpdate
      newNotification: $newNotification
      newFaqQuestion: $newFaqQuestion
    ) {
      id
      phoneNumber
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
    }
  }
`);
