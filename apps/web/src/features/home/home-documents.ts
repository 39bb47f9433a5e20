import { graphql } from '../../gql';

/**
 * Spec 2 §2 deadline calendar: the deadlines of the visible projects within a range (at most 400 days), under their
 * projects (deadlineRows lists them one per row).
 */
export const ProjectDeadlinesDocument = graphql(`
  query ProjectDeadlines($from: DateTime!, $to: DateTime!) {
    projectDeadlines(from: $from, to: $to) {
      projectId
      projectName
      projectType
      deadlines {
        kind
        date
      }
    }
  }
`);
