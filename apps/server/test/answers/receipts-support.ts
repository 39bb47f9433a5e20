import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import type { AnsweringScene } from './answers-support.js';
import { sceneIds } from './broker-answers-support.js';

export interface ReceiptShape {
  id: string;
  code: string;
  digest: string;
  submittedAt: string;
  verifyPath: string;
}

export const RECEIPT_OPERATIONS = {
  receipts: `query Receipts($projectId: ID!, $productId: ID!) {
    submissionReceipts(projectId: $projectId, productId: $productId) { id code digest submittedAt verifyPath } }`,
  verify: `query Verify($receiptId: String!, $digest: String!) {
    verifyReceipt(receiptId: $receiptId, digest: $digest) { verdict message } }`,
} as const;

/** The scene's receipts as its supplier reads them, newest first. */
export const receiptsOf = async (scene: AnsweringScene) =>
  dataOf(
    await scene.supplier.client.graphql<{ submissionReceipts: ReceiptShape[] }>(
      RECEIPT_OPERATIONS.receipts,
      sceneIds(scene),
    ),
  ).submissionReceipts;

/** What the verify page answers (anyone, signed out or not). */
export const verify = (client: HttpClient, receiptId: string, digest: string) =>
  client.graphql<{ verifyReceipt: { verdict: string; message: string } }>(RECEIPT_OPERATIONS.verify, {
    receiptId,
    digest,
  });
