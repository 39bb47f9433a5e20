import { graphql } from '../../gql';

/** What the report dialog offers: the products (accepted, answers submitted), the scoring type, client tables. */
export const ReportChoicesDocument = graphql(`
  query ReportChoices($projectId: ID!, $branchId: ID) {
    reportChoices(projectId: $projectId, branchId: $branchId) {
      scoringType
      hasClientTables
      products {
        id
        name
      }
    }
  }
`);

export const ReportFieldsFragment = graphql(`
  fragment ReportFields on Report {
    id
    status
    format
    fileName
    url
  }
`);

export const GenerateProjectReportDocument = graphql(`
  mutation GenerateProjectReport($input: GenerateProjectReportInput!) {
    generateProjectReport(input: $input) {
      ...ReportFields
    }
  }
`);

export const GenerateClientTablesReportDocument = graphql(`
  mutation GenerateClientTablesReport($projectId: ID!) {
    generateClientTablesReport(projectId: $projectId, format: PDF) {
      ...ReportFields
    }
  }
`);

/** Issue 38: the procedure report (PDF) of an RFP or RFI, for its owners. */
export const GenerateProcedureReportDocument = graphql(`
  mutation GenerateProcedureReport($projectId: ID!) {
    generateProcedureReport(projectId: $projectId) {
      ...ReportFields
    }
  }
`);

/** The report's job state, polled while it is PENDING. */
export const ReportDocument = graphql(`
  query Report($id: ID!) {
    report(id: $id) {
      ...ReportFields
    }
  }
`);
