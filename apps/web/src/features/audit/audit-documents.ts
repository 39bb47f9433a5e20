import { graphql } from '../../gql';

/** Issue 38: a page of the audit trail the viewer may read. */
export const AuditEntriesDocument = graphql(`
  query AuditEntries($filter: AuditFilter, $pagination: PageInput) {
    auditEntries(filter: $filter, pagination: $pagination) {
      total
      results {
        id
        createdAt
        companyName
        actorEmail
        onBehalf
        actorCompanyName
        kindLabel
        projectName
        targetLabel
        change
        address
      }
    }
  }
`);

/** The people and projects the readable trail names, for the filters. */
export const AuditChoicesDocument = graphql(`
  query AuditChoices($companyId: ID, $projectId: ID) {
    auditChoices(companyId: $companyId, projectId: $projectId) {
      people {
        id
        email
      }
      projects {
        id
        name
      }
    }
  }
`);

/** Platform administrators: every company, for the company filter. */
export const AuditCompaniesDocument = graphql(`
  query AuditCompanies($pagination: PageInput) {
    companies(pagination: $pagination) {
      results {
        id
        name
      }
    }
  }
`);

/** Platform administrators: checks every chain of the trail. */
export const CheckAuditTrailDocument = graphql(`
  mutation CheckAuditTrail {
    checkAuditTrail {
      intact
      checked
      message
    }
  }
`);
