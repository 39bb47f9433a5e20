import { graphql } from '../../gql';

/** What the users area needs about the viewer: type, whether acting on behalf, and the tenant's experts switch. */
export const UsersViewerDocument = graphql(`
  query UsersViewer {
    profile {
      id
      type
      actingOnBehalf
      company {
        id
        name
        features {
          enableExperts
        }
      }
    }
  }
`);

/** Spec 1 §9: pickers load 100 companies (administrators only). */
export const CompanyOptionsDocument = graphql(`
  query CompanyOptions($pagination: PageInput) {
    companies(pagination: $pagination) {
      results {
        id
        name
        settings {
          enableExperts
        }
      }
    }
  }
`);

export const RolesDocument = graphql(`
  query Roles($pagination: PageInput, $companyId: ID) {
    roles(pagination: $pagination, companyId: $companyId) {
      total
      results {
        id
        name
        isSystem
        isDefault
        privileges
        createdAt
        updatedAt
        company {
          id
          name
        }
      }
    }
  }
`);

export const CreateRoleDocument = graphql(`
  mutation CreateRole($name: String, $isDefault: Boolean, $companyId: ID, $privileges: [Privilege!]) {
    createRole(name: $name, isDefault: $isDefault, companyId: $companyId, privileges: $privileges) {
      id
    }
  }
`);

export const UpdateRoleDocument = graphql(`
  mutation UpdateRole($id: ID!, $name: String, $isDefault: Boolean, $privileges: [Privilege!]) {
    updateRole(id: $id, name: $name, isDefault: $isDefault, privileges: $privileges) {
      id
      name
      isDefault
      privileges
      updatedAt
    }
  }
`);

export const DeleteRoleDocument = graphql(`
  mutation DeleteRole($id: ID!) {
    deleteRole(id: $id)
  }
`);

export const UsersDocument = graphql(`
  query Users($pagination: PageInput, $roles: [ID!]) {
    users(pagination: $pagination, roles: $roles) {
      total
      results {
        id
        name
        email
        type
        status
        createdAt
        role {
          id
          name
        }
        company {
          id
          name
        }
      }
    }
  }
`);

export const InviteUserDocument = graphql(`
  mutation InviteUser($email: String, $firstName: String, $lastName: String, $companyId: ID, $roleId: ID) {
    inviteUser(email: $email, firstName: $firstName, lastName: $lastName, companyId: $companyId, roleId: $roleId) {
      id
    }
  }
`);

export const UpdateUserDocument = graphql(`
  mutation UpdateUser($id: ID!, $roleId: ID) {
    updateUser(id: $id, roleId: $roleId) {
      id
      role {
        id
        name
      }
    }
  }
`);

export const DeleteUserDocument = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);
