import { graphql } from '../../gql';

export const VendorDirectoryDocument = graphql(`
  query VendorDirectory($projectId: ID!, $filter: VendorDirectoryFilter) {
    vendorDirectory(projectId: $projectId, filter: $filter) {
      id
      name
      vendorName
      industry
      isAdded
      projectProductId
      status
      relatedLinks
      serviceTypes {
        id
        label
      }
    }
  }
`);

export const VendorIndustriesDocument = graphql(`
  query VendorIndustries {
    vendorIndustries
  }
`);

export const ProjectProductsDocument = graphql(`
  query ProjectProducts($projectId: ID!, $filter: ProjectProductFilter) {
    projectProducts(projectId: $projectId, filter: $filter) {
      id
      productId
      name
      email
      purpose
      participationStatus
      displayStatus
      relatedLinks
      lacksServiceTypes
      answersSubmittedAt
      answersSubmittedBy
      answersSubmitDeadline
      notes
      shareNotes
      vendor {
        id
        name
        industry
      }
    }
  }
`);

export const AddProjectSuppliersDocument = graphql(`
  mutation AddProjectSuppliers($projectId: ID!, $products: [SupplierProductInput!]!) {
    addProjectSuppliers(projectId: $projectId, products: $products)
  }
`);

export const DeleteProjectSuppliersDocument = graphql(`
  mutation DeleteProjectSuppliers($projectId: ID!, $products: [SupplierProductInput!]!) {
    deleteProjectSuppliers(projectId: $projectId, products: $products)
  }
`);

export const BlockProjectSuppliersDocument = graphql(`
  mutation BlockProjectSuppliers(
    $projectId: ID!
    $products: [SupplierProductInput!]!
    $candidates: [SupplierProductInput!]
  ) {
    blockProjectSuppliers(projectId: $projectId, products: $products, candidates: $candidates)
  }
`);

export const UnblockProjectSuppliersDocument = graphql(`
  mutation UnblockProjectSuppliers($projectId: ID!, $products: [SupplierProductInput!]!) {
    unblockProjectSuppliers(projectId: $projectId, products: $products)
  }
`);

export const InviteProjectSuppliersByEmailDocument = graphql(`
  mutation InviteProjectSuppliersByEmail($projectId: ID!, $products: [InvitedProductInput!]!) {
    inviteProjectSuppliersByEmail(projectId: $projectId, products: $products)
  }
`);

export const ResendProjectSupplierInvitesDocument = graphql(`
  mutation ResendProjectSupplierInvites($projectId: ID!, $products: [SupplierProductInput!]!) {
    resendProjectSupplierInvites(projectId: $projectId, products: $products)
  }
`);

export const SetProductNotesDocument = graphql(`
  mutation SetProductNotes($input: ProductNotesInput!) {
    setProductNotes(input: $input)
  }
`);
