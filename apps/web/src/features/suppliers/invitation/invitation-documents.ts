import { graphql } from '../../../gql';

export const SupplierProjectDocument = graphql(`
  query SupplierProject($id: ID!, $hash: String) {
    supplierProject(id: $id, hash: $hash) {
      id
      name
      type
      status
      intro
      description
      publishDate
      submissionDeadline
      questionsClarificationDeadline
      questionsSubmissionDeadline
      plannedDecisionDate
      brokerageFirm
      signedIn
      products {
        id
        productId
        productName
        vendorName
        participationStatus
        winner
        feedback
        debrief {
          id
          sentAt
          winner
          sections {
            name
            yours
            winning
          }
          totalYours
          totalWinning
          notes
        }
      }
      sections {
        id
        name
        description
        questions {
          id
          label
          helperText
          type
          multiple
        }
      }
    }
  }
`);

export const AcceptProjectInvitationDocument = graphql(`
  mutation AcceptProjectInvitation($projectId: ID!, $productId: ID!, $hash: String, $ownProductId: ID) {
    acceptProjectInvitation(projectId: $projectId, productId: $productId, hash: $hash, ownProductId: $ownProductId) {
      id
      productId
      participationStatus
    }
  }
`);

/** The signed-in supplier's own products, offered when an invitation sent by e-mail only is accepted. */
export const OwnProductsDocument = graphql(`
  query OwnProducts {
    companyProfile {
      id
      products {
        id
        name
      }
    }
  }
`);

export const DeclineProjectInvitationDocument = graphql(`
  mutation DeclineProjectInvitation($projectId: ID!, $productId: ID!, $hash: String) {
    declineProjectInvitation(projectId: $projectId, productId: $productId, hash: $hash) {
      id
      participationStatus
    }
  }
`);
