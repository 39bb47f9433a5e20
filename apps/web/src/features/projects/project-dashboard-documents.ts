import { graphql } from '../../gql';

/** Spec 2 §9 Dashboards per status: the figures of the data widgets (dashboard and preview). */
export const ProjectDashboardDocument = graphql(`
  query ProjectDashboard($id: ID!) {
    projectDashboard(id: $id) {
      questions {
        approved
        rejected
        unapproved
        total
      }
      answers {
        rated
        unrated
      }
      participation {
        status
        count
      }
      faq {
        total
        unanswered
      }
      scoring {
        ratedPercent
        products {
          id
          name
          score
          accepted
          winner
          submitted
        }
      }
    }
  }
`);

/** Spec 2 §7 Select winners (project, product ids): completes the RFP/RFI; the project comes back COMPLETED. */
export const SelectWinnersDocument = graphql(`
  mutation SelectWinners($projectId: ID!, $productIds: [ID!]!) {
    selectWinners(projectId: $projectId, productIds: $productIds) {
      id
      status
      version
      updatedAt
    }
  }
`);
