import { graphql } from '../../gql';

export const ClientTableFieldsFragment = graphql(`
  fragment ClientTableFields on ClientTable {
    id
    name
    visibleToVendor
    data
    version
    updatedAt
  }
`);

export const ClientDiscoveryFieldsFragment = graphql(`
  fragment ClientDiscoveryFields on ClientDiscovery {
    id
    name
    status
    clientTablesStatus
    clientTablesDeadline
    clientTables {
      ...ClientTableFields
    }
    clientMembers {
      id
      email
      name
      status
    }
  }
`);

export const ClientDiscoveryDocument = graphql(`
  query ClientDiscovery($projectId: ID!) {
    clientDiscovery(projectId: $projectId) {
      ...ClientDiscoveryFields
    }
  }
`);

export const ClientTableCopySourcesDocument = graphql(`
  query ClientTableCopySources($projectId: ID!) {
    clientTableCopySources(projectId: $projectId) {
      id
      name
      tables {
        id
        name
      }
    }
  }
`);

export const CreateClientTableDocument = graphql(`
  mutation CreateClientTable($projectId: ID!, $input: ClientTableInput!) {
    createClientTable(projectId: $projectId, input: $input) {
      ...ClientTableFields
    }
  }
`);

export const UpdateClientTableDocument = graphql(`
  mutation UpdateClientTable($projectId: ID!, $id: ID!, $version: Int!, $input: ClientTableInput!) {
    updateClientTable(projectId: $projectId, id: $id, version: $version, input: $input) {
      ...ClientTableFields
    }
  }
`);

export const DeleteClientTableDocument = graphql(`
  mutation DeleteClientTable($projectId: ID!, $id: ID!) {
    deleteClientTable(projectId: $projectId, id: $id)
  }
`);

export const CopyClientTableDocument = graphql(`
  mutation CopyClientTable($projectId: ID!, $sourceProjectId: ID, $sourceTableId: ID) {
    copyClientTable(projectId: $projectId, sourceProjectId: $sourceProjectId, sourceTableId: $sourceTableId) {
      ...ClientTableFields
    }
  }
`);

export const SetClientTablesLockStatusDocument = graphql(`
  mutation SetClientTablesLockStatus($projectId: ID!, $status: ClientTablesStatus!) {
    setClientTablesLockStatus(projectId: $projectId, status: $status) {
      ...ClientDiscoveryFields
    }
  }
`);

export const UpdateClientMembersDocument = graphql(`
  mutation UpdateClientMembers($projectId: ID!, $members: [ClientMemberInput!]!, $deadline: DateTime) {
    updateClientMembers(projectId: $projectId, members: $members, deadline: $deadline) {
      ...ClientDiscoveryFields
    }
  }
`);

export const ResendClientMemberInviteDocument = graphql(`
  mutation ResendClientMemberInvite($projectId: ID!, $memberId: ID!) {
    resendClientMemberInvite(projectId: $projectId, memberId: $memberId)
  }
`);

export const ClientProjectFieldsFragment = graphql(`
  fragment ClientProjectFields on ClientProject {
    id
    name
    type
    status
    brokerageFirm
    clientTablesStatus
    clientTablesDeadline
    locked
    editProblem
    clientTables {
      ...ClientTableFields
    }
  }
`);

export const ClientProjectDocument = graphql(`
  query ClientProject($id: ID!) {
    clientProject(id: $id) {
      ...ClientProjectFields
    }
  }
`);

export const FillClientTableDocument = graphql(`
  mutation FillClientTable($projectId: ID!, $id: ID!, $version: Int!, $data: JSON!) {
    fillClientTable(projectId: $projectId, id: $id, version: $version, data: $data) {
      ...ClientTableFields
    }
  }
`);

export const SubmitClientTableDataDocument = graphql(`
  mutation SubmitClientTableData($projectId: ID!) {
    submitClientTableData(projectId: $projectId) {
      ...ClientProjectFields
    }
  }
`);

export const VendorClientTablesDocument = graphql(`
  query VendorClientTables($projectId: ID!, $hash: String) {
    vendorClientTables(projectId: $projectId, hash: $hash) {
      id
      name
      data
    }
  }
`);

/** Spec 2 §3 Search (AI) DISCOVERY: a suggested table becomes one of the project's client tables. */
export const AddSuggestedClientTableDocument = graphql(`
  mutation AddSuggestedClientTable($projectId: ID!, $suggestionId: ID!) {
    addSuggestedClientTable(projectId: $projectId, suggestionId: $suggestionId) {
      ...ClientTableFields
    }
  }
`);
