import { graphql } from '../../../gql';

export const ProjectServiceTypesDocument = graphql(`
  query AdminProjectServiceTypes($pagination: PageInput) {
    projectServiceTypes(pagination: $pagination) {
      total
      results {
        id
        label
        description
        createdAt
      }
    }
  }
`);

export const CreateProjectServiceTypeDocument = graphql(`
  mutation CreateProjectServiceType($input: ProjectServiceTypeInput!) {
    createProjectServiceType(input: $input) {
      id
    }
  }
`);

export const UpdateProjectServiceTypeDocument = graphql(`
  mutation UpdateProjectServiceType($id: ID!, $input: ProjectServiceTypeInput!) {
    updateProjectServiceType(id: $id, input: $input) {
      id
      label
      description
    }
  }
`);

export const DeleteProjectServiceTypeDocument = graphql(`
  mutation DeleteProjectServiceType($id: ID!) {
    deleteProjectServiceType(id: $id)
  }
`);

export const SupplierServiceTypesDocument = graphql(`
  query AdminSupplierServiceTypes($pagination: PageInput) {
    supplierServiceTypes(pagination: $pagination) {
      total
      results {
        id
        label
        createdAt
      }
    }
  }
`);

export const CreateSupplierServiceTypeDocument = graphql(`
  mutation CreateSupplierServiceType($input: SupplierServiceTypeInput!) {
    createSupplierServiceType(input: $input) {
      id
    }
  }
`);

export const UpdateSupplierServiceTypeDocument = graphql(`
  mutation UpdateSupplierServiceType($id: ID!, $input: SupplierServiceTypeInput!) {
    updateSupplierServiceType(id: $id, input: $input) {
      id
      label
    }
  }
`);

export const DeleteSupplierServiceTypeDocument = graphql(`
  mutation DeleteSupplierServiceType($id: ID!) {
    deleteSupplierServiceType(id: $id)
  }
`);
