import { graphql } from '../../../gql';

export const VendorRegistrationProfileFields = graphql(`
  fragment VendorRegistrationProfileFields on VendorRegistrationProfile {
    id
    companyName
    website
    contactName
    email
    phone
    industry
    registrationStep
    invitationProjectId
    products {
      id
      name
      description
      serviceTypes {
        id
        label
      }
    }
    serviceTypeOptions {
      id
      label
    }
  }
`);

export const CompanyProfileDocument = graphql(`
  query CompanyProfile {
    companyProfile {
      ...VendorRegistrationProfileFields
    }
  }
`);

export const VendorProfileDocument = graphql(`
  query VendorProfile($id: ID!) {
    vendorProfile(id: $id) {
      ...VendorRegistrationProfileFields
    }
  }
`);

export const CreateCompanyProfileDocument = graphql(`
  mutation CreateCompanyProfile($input: CompanyProfileInput!) {
    createCompanyProfile(input: $input) {
      ...VendorRegistrationProfileFields
    }
  }
`);

export const SubmitVendorProfileDocument = graphql(`
  mutation SubmitVendorProfile($id: ID!) {
    submitVendorProfile(id: $id) {
      ...VendorRegistrationProfileFields
    }
  }
`);
