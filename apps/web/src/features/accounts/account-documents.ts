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
