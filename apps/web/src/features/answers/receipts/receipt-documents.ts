import { graphql } from '../../../gql';

/** Issue 37: the receipts of one of the supplier's products, newest first. */
export const SubmissionReceiptsDocument = graphql(`
  query SubmissionReceipts($projectId: ID!, $productId: ID!) {
    submissionReceipts(projectId: $projectId, productId: $productId) {
      id
      code
      digest
      submittedAt
      verifyPath
    }
  }
`);

/** Issue 37: the public verify page's check of a receipt against the answers stored now. */
export const VerifyReceiptDocument = graphql(`
  query VerifyReceipt($receiptId: String!, $digest: String!) {
    verifyReceipt(receiptId: $receiptId, digest: $digest) {
      verdict
      message
    }
  }
`);
