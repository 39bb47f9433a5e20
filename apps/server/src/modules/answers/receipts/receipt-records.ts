import type { Database } from '../../../db/client.js';
import { submissionReceipts } from '../../../db/schema/index.js';
import type { FileStorage } from '../../../platform/files/index.js';
import { currentDigests } from './receipt-digests.js';

/** One submission that gets a receipt: the instant written to answers_submitted_at, and who (null: at its deadline). */
export interface ReceiptSubmission {
  projectId: string;
  projectProductId: string;
  submittedAt: Date;
  submittedBy: string | null;
}

/**
 * Issue 37: records a receipt for each submission, inside the submission's own transaction (so its digest is of the
 * answers just locked); answers the new receipts' ids by product.
 */
export async function recordReceipts(
  storage: FileStorage,
  tx: Database,
  submissions: readonly ReceiptSubmission[],
): Promise<Map<string, { id: string; digest: string }>> {
  if (submissions.length === 0) return new Map();
  const digests = await currentDigests(
    storage,
    tx,
    submissions.map((submission) => submission.projectProductId),
  );
  const rows = await tx
    .insert(submissionReceipts)
    .values(
      submissions.map((submission) => ({
        ...submission,
        digest: digests.get(submission.projectProductId) ?? '',
      })),
    )
    .returning({
      id: submissionReceipts.id,
      projectProductId: submissionReceipts.projectProductId,
      digest: submissionReceipts.digest,
    });
  return new Map(rows.map((row) => [row.projectProductId, { id: row.id, digest: row.digest }]));
}
