import { type ReceiptAnswer, receiptDigest, receiptFileIds } from '@shortlist/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { answers, files, projectProducts, projectQuestions } from '../../../db/schema/index.js';
import { type FileStorage, sha256OfStream } from '../../../platform/files/index.js';
import { answerableQuestion } from '../questionnaire-rows.js';

/**
 * The content digests of the files answers name, by id: those kept on the row (computed at upload), and for files
 * stored before issue 37 computed now from the stored bytes (streamed) and kept. Two statements, plus one write per
 * older file.
 */
async function fileDigests(storage: FileStorage, db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: files.id, sha256: files.sha256, storageKey: files.storageKey })
    .from(files)
    .where(inArray(files.id, [...ids]));
  const digests = new Map<string, string>();
  for (const row of rows) {
    const sha256 = row.sha256 ?? (await sha256OfStream(storage.read(row.storageKey)));
    if (!row.sha256)
      await db
        .update(files)
        .set({ sha256 })
        .where(and(eq(files.id, row.id), isNull(files.sha256)));
    digests.set(row.id, sha256);
  }
  return digests;
}

/**
 * The receipt digest of each product's answers as stored now (domain receiptDigest): every question of its
 * questionnaire (approved, not private), answered or not, read for all the products in one statement.
 */
export async function currentDigests(
  storage: FileStorage,
  db: Database,
  projectProductIds: readonly string[],
): Promise<Map<string, string>> {
  if (projectProductIds.length === 0) return new Map();
  const rows = await db
    .select({
      projectProductId: projectProducts.id,
      questionId: projectQuestions.id,
      value: answers.value,
      secondaryValue: answers.secondaryValue,
      notApplicable: answers.notApplicable,
      notApplicableDescription: answers.notApplicableDescription,
    })
    .from(projectProducts)
    .innerJoin(projectQuestions, and(eq(projectQuestions.projectId, projectProducts.projectId), answerableQuestion))
    .leftJoin(
      answers,
      and(eq(answers.projectProductId, projectProducts.id), eq(answers.questionId, projectQuestions.id)),
    )
    .where(inArray(projectProducts.id, [...projectProductIds]));
  const byProduct = new Map<string, ReceiptAnswer[]>(projectProductIds.map((id) => [id, []]));
  for (const { projectProductId, ...row } of rows) {
    byProduct.get(projectProductId)?.push({ ...row, notApplicable: Boolean(row.notApplicable) });
  }
  const digests = await fileDigests(storage, db, receiptFileIds(rows));
  const entries = await Promise.all(
    [...byProduct].map(async ([id, answered]) => [id, await receiptDigest(answered, digests)] as const),
  );
  return new Map(entries);
}
