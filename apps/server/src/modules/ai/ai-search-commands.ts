import { AI_MESSAGES, type AiSearchKind, aiKeywordSchema } from '@shortlist/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { badInput, notFound, parseInput } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';
import { aiSearches } from '../../db/schema/index.js';
import { createClientTable } from '../client-tables/index.js';
import { readableSearchProject, searchableProject } from './ai-access.js';
import { aiLimitOf, giveAttemptBack, takeAttempt } from './ai-limits.js';
import { failAiSearch, sendAiSearchJob } from './ai-search-job.js';
import { readSearchRow } from './ai-search-queries.js';

/**
 * Spec 2 §7, spec 3 §7 Start AI search: the keyword trimmed (2–200 characters), the project one the viewer may search
 * for this kind; then in one transaction the project's search of the kind is replaced by a PENDING one (refused while
 * one is PENDING) and the attempt is counted against the plan (refused at the limit). The row takes a new id, so a job
 * of the replaced search finds its search gone and writes nothing.
 */
export async function startAiSearch(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  type: AiSearchKind,
  keyword: string,
) {
  const trimmed = parseInput(aiKeywordSchema, keyword);
  const project = await searchableProject(app.db, viewer, projectId, type);
  const limit = await aiLimitOf(app, project.companyId, type);
  const search = await app.db.transaction(async (tx) => {
    const [started] = await tx
      .insert(aiSearches)
      .values({
        projectId: project.id,
        companyId: project.companyId,
        type,
        keyword: trimmed,
        createdBy: viewer.user.id,
      })
      .onConflictDoUpdate({
        target: [aiSearches.projectId, aiSearches.type],
        set: {
          id: sql`excluded.id`,
          companyId: sql`excluded.company_id`,
          keyword: sql`excluded.keyword`,
          status: 'PENDING',
          results: [],
          createdBy: sql`excluded.created_by`,
          createdAt: sql`excluded.created_at`,
          finishedAt: null,
        },
        setWhere: ne(aiSearches.status, 'PENDING'),
      })
      .returning();
    if (!started) throw badInput(AI_MESSAGES.alreadyRunning);
    await takeAttempt(tx, project.id, type, limit);
    return started;
  });
  await sendAiSearchJob(app.jobs, search.id).catch(async (error: unknown) => {
    await failAiSearch(app, search.id);
    throw error;
  });
  return search;
}

/**
 * Spec 2 §7, spec 3 §7 Cancel AI search: the PENDING search of the kind is removed and its attempt given back; its job
 * then finds it gone and writes nothing. False when none was running.
 */
export async function cancelAiSearch(app: AppContext, viewer: Viewer, projectId: string, type: AiSearchKind) {
  const project = await readableSearchProject(app.db, viewer, projectId, type);
  return app.db.transaction(async (tx) => {
    const removed = await tx
      .delete(aiSearches)
      .where(and(eq(aiSearches.projectId, project.id), eq(aiSearches.type, type), eq(aiSearches.status, 'PENDING')))
      .returning({ id: aiSearches.id });
    if (removed.length === 0) return false;
    await giveAttemptBack(tx, project.id, type);
    return true;
  });
}

/** A suggested table's id: the search's id and the suggestion's index. */
export const suggestionId = (searchId: string, index: number) => `${searchId}:${index}`;

/**
 * Spec 2 §3 Client table from a DISCOVERY suggestion ("<searchId>:<index>" of the project's current search): created
 * as createClientTable creates one (same checks), hidden from vendors until the broker shows it.
 */
export async function addSuggestedClientTable(app: AppContext, viewer: Viewer, projectId: string, id: string) {
  const project = await readableSearchProject(app.db, viewer, projectId, 'DISCOVERY');
  const search = await readSearchRow(app.db, project.id, 'DISCOVERY');
  const [searchId, index] = id.split(':');
  const suggestion = search && search.id === searchId ? search.clientTables[Number(index)] : undefined;
  if (!suggestion || !/^\d+$/.test(index ?? '')) throw notFound('Suggestion');
  return createClientTable(app, viewer, project.id, {
    name: suggestion.name,
    data: suggestion.data,
    visibleToVendor: false,
  });
}
