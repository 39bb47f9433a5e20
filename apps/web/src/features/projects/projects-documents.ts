import { graphql } from '../../gql';

/** Issue 37: the integrity features, as a company allows them and as a project has them on. */
export const IntegritySettingsFieldsFragment = graphql(`
  fragment IntegritySettingsFields on IntegritySettings {
    sealedAnswers
    conflictDeclarations
    blindScoring
    consensus
    winnerSensitivity
    disagreementThreshold
  }
`);

export const ProjectFieldsFragment = graphql(`
  fragment ProjectFields on Project {
    id
    name
    intro
    description
    type
    status
    version
    role
    scoringAvailable
    calibrationAvailable
    serviceTypes {
      id
      label
    }
    projectServiceTypes {
      id
      label
    }
    client {
      id
      name
    }
    hideClientInfo
    brokerageContacts {
      user {
        id
        name
        email
      }
      phoneNumber
      email
    }
    productOwners {
      id
      name
      email
    }
    domainExperts {
      id
      name
      email
    }
    viewers {
      id
      name
      email
    }
    frequency
    locationOriginated
    liveCount
    targetNumberRespondents
    publishDate
    submissionDeadline
    questionsClarificationDeadline
    questionsSubmissionDeadline
    plannedDecisionDate
    moreInformation {
      key
      value
    }
    files {
      id
      filename
      url
      description
    }
    settings {
      answersMaxLength
      scoringType
      enableBranches
      enableExperts
      enableExtendedAnswersDeadline
      integrity {
        ...IntegritySettingsFields
      }
    }
    origin
    baseProject {
      id
      name
      type
    }
    createdAt
    updatedAt
  }
`);

export const ProjectDocument = graphql(`
  query Project($id: ID!) {
    project(id: $id) {
      ...ProjectFields
    }
  }
`);

export const ProjectsDocument = graphql(`
  query Projects($pagination: PageInput, $filter: ProjectFilter) {
    projects(pagination: $pagination, filter: $filter) {
      total
      results {
        id
        name
        type
        status
        role
        createdAt
        client {
          id
          name
        }
        projectServiceTypes {
          id
          label
        }
        productOwners {
          id
          name
        }
        brokerageFirm
        isNew
        publishDate
        plannedDecisionDate
      }
    }
  }
`);

export const ProjectFiltersDocument = graphql(`
  query ProjectFilters {
    projectFilters {
      projectServiceTypes {
        id
        label
      }
      clients {
        id
        name
      }
    }
  }
`);

// The form's lists are separate queries: each answers (or is refused) on its own access rule.
export const SupplierServiceTypeOptionsDocument = graphql(`
  query SupplierServiceTypeOptions($pagination: PageInput) {
    supplierServiceTypes(pagination: $pagination) {
      results {
        id
        label
      }
    }
  }
`);

export const ProjectServiceTypeOptionsDocument = graphql(`
  query ProjectServiceTypeOptions($pagination: PageInput) {
    projectServiceTypes(pagination: $pagination) {
      results {
        id
        label
      }
    }
  }
`);

export const ClientOptionsDocument = graphql(`
  query ClientOptions($pagination: PageInput) {
    clients(pagination: $pagination) {
      results {
        id
        name
      }
    }
  }
`);

export const CompanyProjectFeaturesDocument = graphql(`
  query CompanyProjectFeatures {
    profile {
      id
      company {
        id
        features {
          enableExperts
          answersMaxLength
          integrity {
            ...IntegritySettingsFields
          }
        }
      }
    }
  }
`);

export const ProjectUsersDocument = graphql(`
  query ProjectUsers($role: ProjectMemberRole!) {
    projectUsers(role: $role) {
      id
      name
      email
    }
  }
`);

export const ProjectStatusIssuesDocument = graphql(`
  query ProjectStatusIssues($id: ID!, $status: ProjectStatus!) {
    projectStatusIssues(id: $id, status: $status) {
      messageId
      count
    }
  }
`);

export const UpdateProjectDocument = graphql(`
  mutation UpdateProject($id: ID!, $version: Int!, $input: ProjectInput!) {
    updateProject(id: $id, version: $version, input: $input) {
      ...ProjectFields
    }
  }
`);

export const UpdateProjectStatusDocument = graphql(`
  mutation UpdateProjectStatus($id: ID!, $status: ProjectStatus!) {
    updateProjectStatus(id: $id, status: $status) {
      id
      status
      version
      updatedAt
    }
  }
`);

export const DeleteProjectDocument = graphql(`
  mutation DeleteProject($id: ID!) {
    deleteProject(id: $id)
  }
`);

export const UpdateProjectSettingsDocument = graphql(`
  mutation UpdateProjectSettings(
    $id: ID!
    $answersMaxLength: Int
    $targetNumberRespondents: Int
    $integrity: IntegritySettingsInput
  ) {
    updateProjectSettings(
      id: $id
      answersMaxLength: $answersMaxLength
      targetNumberRespondents: $targetNumberRespondents
      integrity: $integrity
    ) {
      id
      version
      targetNumberRespondents
      settings {
        answersMaxLength
        integrity {
          ...IntegritySettingsFields
        }
      }
    }
  }
`);
