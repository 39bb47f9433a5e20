import { graphql } from '../../../gql';

export const CompaniesDocument = graphql(`
  query AdminCompanies($pagination: PageInput) {
    companies(pagination: $pagination) {
      total
      results {
        id
        name
        kind
        createdAt
        updatedAt
        terminatedAt
        subscription {
          status
          cancelAtPeriodEnd
          plan {
            id
            name
          }
        }
        settings {
          scoringType
          answersMaxLength
          enableExperts
          enableBranches
          enableExtendedAnswersDeadline
          enableClientTables
          enableAuthOnBehalf
          approvedLabel
          integrity {
            ...IntegritySettingsFields
          }
        }
      }
    }
  }
`);

export const UpdateCompanySettingsDocument = graphql(`
  mutation UpdateCompanySettings($id: ID!, $name: String!, $settings: CompanySettingsInput!) {
    updateCompanySettings(id: $id, name: $name, settings: $settings) {
      id
      name
      updatedAt
      settings {
        scoringType
        answersMaxLength
        enableExperts
        enableBranches
        enableExtendedAnswersDeadline
        enableClientTables
        enableAuthOnBehalf
        approvedLabel
        integrity {
          ...IntegritySettingsFields
        }
      }
    }
  }
`);

export const TerminateCompanyDocument = graphql(`
  mutation TerminateCompany($id: ID!) {
    terminateCompany(id: $id)
  }
`);
