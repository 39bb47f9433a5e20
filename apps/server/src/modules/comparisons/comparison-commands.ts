import { COMPARISON_MESSAGES, comparisonSchema, mayAddComparison } from '@shortlist/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { badInput, parseInput } from '../../core/errors.js';
import { answersReadableBy } from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database, Transaction } from '../../db/client.js';
import {
  comparisonProducts,
  comparisonQuestions,
  comparisons,
  projectProducts,
  projectQuestions,
} from '../../db/schema/index.js';
import { type ScoringReader, scoringReader } from '../scoring/index.js';
import { creatorOnly } from './comparison-access.js';
import { findComparison } from './comparison-queries.js';

/** Spec 2 §7 Create and update comparison: the fields of the 'Add New Comparison' dialog. */
export interface ComparisonFields {
  name: string;
  description?: string | null;
  isPrivate: boolean;
  showNotes: boolean;
  productIds: readonly string[];
  /** The chosen questions by section. */
  sections: ReadonlyArray<{ sectionId: string; questionIds: readonly string[] }>;
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

/**
 * Checks the fields (spec 2 §5): the texts, at least one accepted product of the project and one approved question
 * (answered by suppliers) of the project in the section named. Ids that are not such are refused with the message.
 */
async function checkedFields(db: Database, scope: ScoringReader, fields: ComparisonFields) {
  const productIds = unique(fields.productIds);
  const pairs = fields.sections.flatMap((section) =>
    section.questionIds.map((questionId) => ({ sectionId: section.sectionId, questionId })),
  );
  const parsed = parseInput(comparisonSchema, {
    ...fields,
    description: fields.description ?? '',
    productIds,
    questionIds: pairs.map((pair) => pair.questionId),
  });
  const [accepted, approved] = await Promise.all([
    db
      .select({ id: projectProducts.id })
      .from(projectProducts)
      .where(
        and(
          eq(projectProducts.projectId, scope.project.id),
          eq(projectProducts.participationStatus, 'ACCEPTED'),
          answersReadableBy(scope.readerId),
          inArray(projectProducts.id, productIds.filter(isUuid)),
        ),
      ),
    db
      .select({ id: projectQuestions.id, sectionId: projectQuestions.sectionId })
      .from(projectQuestions)
      .where(
        and(
          eq(projectQuestions.projectId, scope.project.id),
          eq(projectQuestions.status, 'APPROVED'),
          eq(projectQuestions.isPrivate, false),
          inArray(projectQuestions.id, unique(parsed.questionIds).filter(isUuid)),
        ),
      ),
  ]);
  if (accepted.length !== productIds.length) {
    throw badInput(COMPARISON_MESSAGES.noProducts, { productIds: COMPARISON_MESSAGES.noProducts });
  }
  const sectionOf = new Map(approved.map((row) => [row.id, row.sectionId]));
  if (pairs.some((pair) => sectionOf.get(pair.questionId) !== pair.sectionId)) {
    throw badInput(COMPARISON_MESSAGES.noQuestions, { questionIds: COMPARISON_MESSAGES.noQuestions });
  }
  return { ...parsed, productIds, questionIds: [...sectionOf.keys()] };
}

type Checked = Awaited<ReturnType<typeof checkedFields>>;

async function writeSelection(tx: Transaction, comparisonId: string, fields: Checked) {
  await tx.delete(comparisonProducts).where(eq(comparisonProducts.comparisonId, comparisonId));
  await tx.delete(comparisonQuestions).where(eq(comparisonQuestions.comparisonId, comparisonId));
  await tx
    .insert(comparisonProducts)
    .values(fields.productIds.map((projectProductId, position) => ({ comparisonId, projectProductId, position })));
  await tx.insert(comparisonQuestions).values(fields.questionIds.map((questionId) => ({ comparisonId, questionId })));
}

const storedFields = (fields: Checked) => ({
  name: fields.name,
  description: fields.description,
  isPrivate: fields.isPrivate,
  showNotes: fields.showNotes,
});

/**
 * Spec 2 §7 Create comparison, in the viewer's scope (a branch of theirs with branches on), only while the project is
 * AWAITING, SCORING or COMPLETED (spec 2 §9). Returns its id.
 */
export async function createComparison(
  db: Database,
  viewer: Viewer,
  input: ComparisonFields & { projectId: string; branchId?: string | null },
): Promise<string> {
  const scope = await scoringReader(db, viewer, input.projectId, input.branchId);
  if (!mayAddComparison(scope.project.status)) throw badInput(COMPARISON_MESSAGES.notNow);
  const fields = await checkedFields(db, scope, input);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(comparisons)
      .values({
        ...storedFields(fields),
        projectId: scope.project.id,
        branchId: scope.branchId,
        createdBy: viewer.user.id,
      })
      .returning({ id: comparisons.id });
    if (!created) throw new Error('The comparison was not stored');
    await writeSelection(tx, created.id, fields);
    return created.id;
  });
}

/** The comparison the viewer may change: one they see, and created (spec 2 §6: edit and delete are the creator's). */
async function ownComparison(
  db: Database,
  viewer: Viewer,
  input: { projectId: string; branchId?: string | null; id: string },
) {
  const scope = await scoringReader(db, viewer, input.projectId, input.branchId);
  const comparison = await findComparison(db, viewer, scope, input.id);
  if (comparison.createdById !== viewer.user.id) throw creatorOnly(COMPARISON_MESSAGES.creatorOnly);
  return { scope, comparison };
}

/** Spec 2 §7 Update comparison (id, name, description, isPrivate, showNotes, product ids, sections). */
export async function updateComparison(
  db: Database,
  viewer: Viewer,
  input: ComparisonFields & { projectId: string; branchId?: string | null; id: string },
): Promise<string> {
  const { scope, comparison } = await ownComparison(db, viewer, input);
  const fields = await checkedFields(db, scope, input);
  await db.transaction(async (tx) => {
    await tx
      .update(comparisons)
      .set({ ...storedFields(fields), updatedAt: new Date() })
      .where(eq(comparisons.id, comparison.id));
    await writeSelection(tx, comparison.id, fields);
  });
  return comparison.id;
}

/** Spec 2 §7 Delete comparison (its creator only). */
export async function deleteComparison(
  db: Database,
  viewer: Viewer,
  input: { projectId: string; branchId?: string | null; id: string },
): Promise<string> {
  const { comparison } = await ownComparison(db, viewer, input);
  await db.delete(comparisons).where(eq(comparisons.id, comparison.id));
  return comparison.id;
}
