import { graphql } from '../../gql';

export const BranchFieldsFragment = graphql(`
  fragment BranchFields on Branch {
    id
    projectId
    scoringType
    version
    isCreator
    createdBy {
      id
      name
    }
    members {
      id
      name
      email
    }
  }
`);

/** Spec 2 §6: the project's branches the viewer created or is a member of. */
export const BranchesDocument = graphql(`
  query Branches($projectId: ID!) {
    branches(projectId: $projectId) {
      ...BranchFields
    }
  }
`);

/** Spec 3 §7 Branches: the project's PROJECT_MANAGER and VIEWER users. */
export const BranchMemberOptionsDocument = graphql(`
  query BranchMemberOptions($projectId: ID!) {
    branchMemberOptions(projectId: $projectId) {
      id
      name
      email
    }
  }
`);

export const CreateBranchDocument = graphql(`
  mutation CreateBranch($input: CreateBranchInput!) {
    createBranch(input: $input) {
      ...BranchFields
    }
  }
`);

export const UpdateBranchDocument = graphql(`
  mutation UpdateBranch($input: UpdateBranchInput!) {
    updateBranch(input: $input) {
      ...BranchFields
    }
  }
`);

export const DeleteBranchDocument = graphql(`
  mutation DeleteBranch($id: ID!) {
    deleteBranch(id: $id)
  }
`);

export const RevokeBranchAccessDocument = graphql(`
  mutation RevokeBranchAccess($id: ID!) {
    revokeBranchAccess(id: $id)
  }
`);
