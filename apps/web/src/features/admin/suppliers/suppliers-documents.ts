import { graphql } from '../../../gql';

export const AdminSuppliersDocument = graphql(`
  query AdminSuppliers($pagination: PageInput) {
    adminSuppliers(pagination: $pagination) {
      total
      results {
        id
        companyName
        contactName
        email
        phone
      }
    }
  }
`);
