import { graphql } from '../../../gql';

/** Who is signed in, and whether an administrator is acting on behalf of `company` right now. */
export const AdminViewerDocument = graphql(`
  query AdminViewer {
    profile {
      id
      type
      actingOnBehalf
      company {
        id
        name
      }
    }
  }
`);

/** Spec 1 §2: the picker lists the companies that allow on-behalf management (page size 1000). */
export const OnBehalfCompaniesDocument = graphql(`
  query OnBehalfCompanies($pageSize: Int!) {
    companies(
      pagination: { page: 1, pageSize: $pageSize, sort: { field: "name", direction: ASC } }
      filter: { enableAuthOnBehalf: true }
    ) {
      results {
        id
        name
      }
    }
  }
`);
