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

/** Spec 2 §5 Choice Products for Scoring: the project's suppliers (the dialog keeps the accepted ones). */
export const ScoringChoiceProductsDocument = graphql(`
  query ScoringChoiceProducts($projectId: ID!) {
    projectProducts(projectId: $projectId) {
      id
      productName
      participationStatus
      answersSubmittedAt
      answersSubmitDeadline
      vendor {
        id
        name
      }
    }
  }
`);

/** Spec 2 §7 Submit product answers (project, products [{id, deadline?}]) returns the project id. */
export const ChooseScoringProductsDocument = graphql(`
  mutation ChooseScoringProducts($projectId: ID!, $products: [ProductSubmissionInput!]!) {
    submitProductAnswers(projectId: $projectId, products: $products)
  }
`);

/** Spec 2 §4: the products still answering in SCORING, each until its own deadline. */
export const OutstandingAnswersDocument = graphql(`
  query OutstandingAnswers($id: ID!) {
    project(id: $id) {
      id
      outstandingAnswers {
        productId
        name
        deadline
      }
    }
  }
`);

/** Issue 37 sealed answers: until when, the early-opening requests so far, when they were opened early. */
export const AnswersSealFieldsFragment = graphql(`
  fragment AnswersSealFields on AnswersSeal {
    sealed
    opensAt
    unsealedAt
    approvals {
      userName
      reason
      createdAt
    }
  }
`);

export const AnswersSealDocument = graphql(`
  query AnswersSeal($id: ID!) {
    project(id: $id) {
      id
      answersSeal {
        ...AnswersSealFields
      }
    }
  }
`);

/** Issue 37 blind scoring: whether the viewer reads the project's suppliers as aliases (then owners pick winners). */
export const BlindForViewerDocument = graphql(`
  query BlindForViewer($id: ID!) {
    project(id: $id) {
      id
      blindForViewer
    }
  }
`);

/** Issue 37 What would flip the winner, beside Select Winners (in the dashboard's scope). */
export const WinnerSensitivityDocument = graphql(`
  query WinnerSensitivity($projectId: ID!) {
    winnerSensitivity(projectId: $projectId) {
      ranking {
        productId
        name
        score
        margin
      }
      sections {
        sectionId
        name
        flip {
          weightNumerator
          weightDenominator
          productId
          productName
        }
      }
    }
  }
`);

export const ApproveAnswersUnsealDocument = graphql(`
  mutation ApproveAnswersUnseal($projectId: ID!, $reason: String!) {
    approveAnswersUnseal(projectId: $projectId, reason: $reason) {
      ...AnswersSealFields
    }
  }
`);

/** Issue 37 conflicts of interest: the viewer's standing per supplier; for project owners, every record. */
export const ConflictsOfInterestFieldsFragment = graphql(`
  fragment ConflictsOfInterestFields on ConflictsOfInterest {
    projectId
    enabled
    isProjectOwner
    pendingCount
    hiddenCount
    suppliers {
      id
      name
      state
    }
    declarations {
      id
      userId
      userName
      supplierId
      supplierName
      hasConflict
      description
      createdAt
      sameDomain
      mayLetIn
    }
    admissions {
      id
      userName
      supplierName
      admittedByName
      reason
      createdAt
    }
  }
`);

export const ConflictsOfInterestDocument = graphql(`
  query ConflictsOfInterest($projectId: ID!) {
    conflictsOfInterest(projectId: $projectId) {
      ...ConflictsOfInterestFields
    }
  }
`);

export const DeclareConflictsDocument = graphql(`
  mutation DeclareConflicts($projectId: ID!, $declarations: [ConflictDeclarationInput!]!) {
    declareConflicts(projectId: $projectId, declarations: $declarations) {
      ...ConflictsOfInterestFields
    }
  }
`);

export const AdmitConflictedEvaluatorDocument = graphql(`
  mutation AdmitConflictedEvaluator($projectId: ID!, $userId: ID!, $projectProductId: ID!, $reason: String!) {
    admitConflictedEvaluator(projectId: $projectId, userId: $userId, projectProductId: $projectProductId, reason: $reason) {
      ...ConflictsOfInterestFields
    }
  }
`);
