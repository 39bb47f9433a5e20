import { graphql } from '../../../gql';

export const RetentionSettingsDocument = graphql(`
  query RetentionSettings {
    retentionSettings {
      projectMonths
      accountMonths
      analyticsMonths
      auditMonths
    }
  }
`);

export const UpdateRetentionSettingsDocument = graphql(`
  mutation UpdateRetentionSettings($input: RetentionSettingsInput!) {
    updateRetentionSettings(input: $input) {
      projectMonths
      accountMonths
      analyticsMonths
      auditMonths
    }
  }
`);

export const RetentionDryRunDocument = graphql(`
  query RetentionDryRun {
    retentionDryRun {
      group
      description
      cutoff
      count
      rows {
        id
        type
        label
        date
      }
    }
  }
`);

export const ApplyRetentionDocument = graphql(`
  mutation ApplyRetention {
    applyRetention {
      projects
      accounts
      analytics
      audit
    }
  }
`);
