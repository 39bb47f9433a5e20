import { ERROR_CODES, MESSAGES, parseReceiptQuery, type ReceiptVerdict, receiptVerdictText } from '@shortlist/domain';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { AppError } from '../../../core/errors.js';
import type { Viewer } from '../../../core/viewer/index.js';
import { submissionReceipts } from '../../../db/schema/index.js';
import { findParticipation } from '../answer-target.js';
import { currentDigests } from './receipt-digests.js';

const HOUR_MS = 60 * 60 * 1000;

export interface ReceiptRow {
  id: string;
  digest: string;
  submittedAt: Date;
}

const receiptColumns = {
  id: submissionReceipts.id,
  digest: submissionReceipts.digest,
  submittedAt: submissionReceipts.submittedAt,
};

/** The receipts of one of the signed-in supplier's own participations, newest first. */
export async function listSubmissionReceipts(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  projectProductId: string,
): Promise<ReceiptRow[]> {
  const participation = await findParticipation(app.db, viewer, projectId, projectProductId);
  return app.db
    .select(receiptColumns)
    .from(submissionReceipts)
    .where(eq(submissionReceipts.projectProductId, participation.projectProductId))
    .orderBy(desc(submissionReceipts.submittedAt), desc(submissionReceipts.createdAt));
}

export interface ReceiptVerification {
  verdict: ReceiptVerdict['kind'];
  message: string;
}

/**
 * Issue 37, the public verify page: whoever holds a receipt (its id or code, and its digest) learns whether the
 * answers stored now still have that digest, or which submission came after it; nothing else (no answer, product or
 * project). `receiptChecksPerHour` checks an hour per client address, counted before the lookup.
 */
export async function verifyReceipt(
  app: AppContext,
  address: string,
  input: { receiptId: string; digest: string },
): Promise<ReceiptVerification> {
  const counter = app.counters('receipt-checks', HOUR_MS);
  if ((await counter.count(address)) >= app.config.receiptChecksPerHour) {
    throw new AppError(429, ERROR_CODES.tooManyRequests, MESSAGES.tooManyRequests);
  }
  await counter.add(address);
  const verdict = await verdictOf(app, input);
  return { verdict: verdict.kind, message: receiptVerdictText(verdict) };
}

async function verdictOf(app: AppContext, input: { receiptId: string; digest: string }): Promise<ReceiptVerdict> {
  const query = parseReceiptQuery(input.receiptId, input.digest);
  if (!query) return { kind: 'NONE' };
  const idMatches = query.id
    ? eq(submissionReceipts.id, query.id)
    : like(sql`${submissionReceipts.id}::text`, `${query.prefix}%`);
  const [receipt] = await app.db
    .select({ ...receiptColumns, projectProductId: submissionReceipts.projectProductId })
    .from(submissionReceipts)
    .where(and(eq(submissionReceipts.digest, query.digest), idMatches))
    .limit(1);
  if (!receipt) return { kind: 'NONE' };
  const current = await currentDigests(app.storage, app.db, [receipt.projectProductId]);
  if (current.get(receipt.projectProductId) === receipt.digest) {
    return { kind: 'MATCHES', submittedAt: receipt.submittedAt };
  }
  const [latest] = await app.db
    .select(receiptColumns)
    .from(submissionReceipts)
    .where(eq(submissionReceipts.projectProductId, receipt.projectProductId))
    .orderBy(desc(submissionReceipts.submittedAt))
    .limit(1);
  const later = latest && latest.submittedAt > receipt.submittedAt ? latest.submittedAt : null;
  return { kind: 'CHANGED', resubmittedAt: later };
}
