import { graphql } from '../../../gql';

export const ClientsDocument = graphql(`
  query AdminClients($pagination: PageInput) {
    clients(pagination: $pagination) {
      total
      results {
        id
        name
        description
        website
        location
        employeeSize
        createdAt
        updatedAt
      }
    }
  }
`);

export const CreateClientDocument = graphql(`
  mutation CreateClient($input: ClientInput!) {
    createClient(input: $input) {
      id
    }
  }
`);

export const UpdateClientDocument = graphql(`
  mutation UpdateClient($id: ID!, $input: ClientInput!) {
    updateClient(id: $id, input: $input) {
      id
      name
      description
      website
      location
      employeeSize
      updatedAt
    }
  }
`);

export const DeleteClientDocument = graphql(`
  mutation DeleteClient($id: ID!) {
    deleteClient(id: $id)
  }
`);
