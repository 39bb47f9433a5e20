import { graphql } from '../../gql';

export const InviteProjectSuppliersByFileDocument = graphql(`
  mutation InviteProjectSuppliersByFile($projectId: ID!, $fileId: ID!) {
    inviteProjectSuppliersByFile(projectId: $projectId, fileId: $fileId) {
      invited
      rejected {
        row
        column
        reason
      }
    }
  }
`);
