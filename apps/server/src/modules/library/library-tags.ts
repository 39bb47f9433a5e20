import { LIBRARY_LIMITS } from '@shortlist/domain';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { likePattern } from '../../core/graphql/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { libraryQuestionTags, tags } from '../../db/schema/index.js';
import { assertLibraryUser, visibleTags } from './library-access.js';
import type { LibraryTagView } from './library-views.js';

const lowerLabel = sql<string>`lower(${tags.label})`;

const toTagView = (row: typeof tags.$inferSelect): LibraryTagView => ({
  id: row.id,
  label: row.label,
  isPublic: row.companyId === null,
});

/** Spec 3 §7 tag search: the public tags and the company's private ones whose label contains the text, A to Z. */
export async function searchTags(db: Database, viewer: Viewer, search: string | null | undefined) {
  assertLibraryUser(viewer);
  const text = search?.trim().toLowerCase() ?? '';
  const rows = await db
    .select()
    .from(tags)
    .where(and(visibleTags(viewer.company.id), text ? like(lowerLabel, likePattern(text)) : undefined))
    .orderBy(asc(lowerLabel), asc(tags.id))
    .limit(LIBRARY_LIMITS.tagSearchResults);
  return rows.map(toTagView);
}

/**
 * The ids of the tags labelled `labels` (case ignored) that the viewer sees, the company's own tag first; a label
 * with no such tag becomes a private tag of the company. Two statements, three when tags are created.
 */
export async function tagIdsFor(tx: Database, viewer: Viewer, labels: readonly string[]): Promise<string[]> {
  if (labels.length === 0) return [];
  const wanted = labels.map((label) => label.toLowerCase());
  const findVisible = () =>
    tx
      .select()
      .from(tags)
      .where(and(visibleTags(viewer.company.id), inArray(lowerLabel, wanted)));
  let found = await findVisible();
  const known = new Set(found.map((row) => row.label.toLowerCase()));
  const missing = labels.filter((label) => !known.has(label.toLowerCase()));
  if (missing.length > 0) {
    // Someone of the company may create the same tag meanwhile: theirs is used.
    await tx
      .insert(tags)
      .values(missing.map((label) => ({ companyId: viewer.company.id, label })))
      .onConflictDoNothing();
    found = await findVisible();
  }
  const byLabel = new Map<string, string>();
  for (const row of found.sort((a, b) => Number(a.companyId === null) - Number(b.companyId === null))) {
    const key = row.label.toLowerCase();
    if (!byLabel.has(key)) byLabel.set(key, row.id);
  }
  return wanted.flatMap((key) => byLabel.get(key) ?? []);
}

/**
 * Replaces the tags of a question that the viewer sees with `tagIds`; another company's private tags on a public
 * question stay. Two statements.
 */
export async function replaceQuestionTags(
  tx: Database,
  viewer: Viewer,
  questionId: string,
  tagIds: readonly string[],
): Promise<void> {
  const seen = tx.select({ id: tags.id }).from(tags).where(visibleTags(viewer.company.id));
  await tx
    .delete(libraryQuestionTags)
    .where(and(eq(libraryQuestionTags.questionId, questionId), inArray(libraryQuestionTags.tagId, seen)));
  if (tagIds.length === 0) return;
  await tx
    .insert(libraryQuestionTags)
    .values(tagIds.map((tagId) => ({ questionId, tagId })))
    .onConflictDoNothing();
}
