import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { type AiSearchResults, aiSearches, projects } from '../../db/schema/index.js';
import type { JobQueue, WorkOptions } from '../../platform/jobs/index.js';
import { deliverNotifications, type StoredNotifications, storeNotifications } from '../notifications/index.js';
import { notificationProjectOf } from '../projects/index.js';
import { giveAttemptBack } from './ai-limits.js';
import { createAiProvider } from './engine/index.js';
import type { AiProvider, ClientTableSuggestion, SectionSuggestion, SupplierSuggestion } from './engine/provider.js';
import { writeGeneratedSections } from './generated-sections.js';

export const AI_SEARCH_JOB = 'ai-search';

export interface AiSearchJob {
  searchId: string;
}

/** Spec 2 §3 Search (AI) products: how many suppliers a search suggests at most. */
export const SUPPLIER_SUGGESTIONS = 10;

/** A search takes seconds; one still running after 2 minutes is taken as lost, and tried once more. */
export const AI_SEARCH_JOB_OPTIONS = { retryLimit: 1, retryDelaySeconds: 2, expireInSeconds: 2 * 60 };

type AiSearchJobOptions = Omit<WorkOptions<AiSearchJob>, 'onFailed'>;
type SearchRow = typeof aiSearches.$inferSelect;

/** The engine each app's searches use: createAiProvider's, unless a test put another in its place. */
const providers = new WeakMap<AppContext, AiProvider>();

/** For tests: the engine the app's searches use from now on (null: the configured one again). */
export function useAiProvider(app: AppContext, provider: AiProvider | null): void {
  if (provider) providers.set(app, provider);
  else providers.delete(app);
}

const providerOf = (app: AppContext) => providers.get(app) ?? createAiProvider(app);

/** One job per search (the search id is the singleton key). */
export function sendAiSearchJob(queue: JobQueue, searchId: string): Promise<boolean> {
  return queue.send(AI_SEARCH_JOB, { searchId } satisfies AiSearchJob, { singletonKey: searchId });
}

type Found = SupplierSuggestion[] | SectionSuggestion[] | ClientTableSuggestion[];

function askEngine(provider: AiProvider, search: SearchRow): Promise<Found> {
  const scope = { companyId: search.companyId, projectId: search.projectId, keyword: search.keyword };
  if (search.type === 'PRODUCTS') return provider.suggestSuppliers(scope, SUPPLIER_SUGGESTIONS);
  if (search.type === 'QUESTIONS') return provider.generateQuestions(scope);
  return provider.discoverClientTables(scope);
}

/** The search row locked for the rest of the transaction while it is still PENDING (not cancelled, not replaced). */
async function lockPending(tx: Database, searchId: string): Promise<SearchRow | undefined> {
  const [search] = await tx
    .select()
    .from(aiSearches)
    .where(and(eq(aiSearches.id, searchId), eq(aiSearches.status, 'PENDING')))
    .for('update');
  return search;
}

/** Spec 1 §3 'search request completed', to the starter, stored in the transaction that finishes the search. */
async function storeCompletion(tx: Database, search: SearchRow): Promise<StoredNotifications | null> {
  const [project] = await tx.select().from(projects).where(eq(projects.id, search.projectId));
  if (!search.createdBy || !project) return null;
  return storeNotifications(tx, [search.createdBy], {
    kind: 'SEARCH_REQUEST_COMPLETED',
    payload: { subject: search.keyword, project: await notificationProjectOf(tx, project) },
  });
}

/**
 * Finishes the locked search: SUCCESS with its results, or (results null) FAILED with its attempt given back; either
 * way finished_at and the starter's notification.
 */
async function settle(tx: Database, search: SearchRow, results: AiSearchResults | null) {
  await tx
    .update(aiSearches)
    .set({ status: results ? 'SUCCESS' : 'FAILED', results: results ?? [], finishedAt: new Date() })
    .where(eq(aiSearches.id, search.id));
  if (!results) await giveAttemptBack(tx, search.projectId, search.type);
  return storeCompletion(tx, search);
}

/**
 * Asks the engine, then in one transaction, only while the search is still the PENDING one the job was sent for:
 * writes its results (QUESTIONS: the sections, unless the questionnaire was locked meanwhile, which fails the
 * search), SUCCESS, finished_at and the starter's notification.
 */
export async function runAiSearch(app: AppContext, searchId: string): Promise<void> {
  const [search] = await app.db
    .select()
    .from(aiSearches)
    .where(and(eq(aiSearches.id, searchId), eq(aiSearches.status, 'PENDING')));
  if (!search) return;
  const found = await askEngine(providerOf(app), search);
  const stored = await app.db.transaction(async (tx) => {
    const current = await lockPending(tx, searchId);
    if (!current) return null;
    const results =
      current.type === 'QUESTIONS'
        ? await writeGeneratedSections(tx, current, found as SectionSuggestion[])
        : (found as AiSearchResults);
    return settle(tx, current, results);
  });
  if (stored) await deliverNotifications(app, stored);
}

/** After the last attempt failed (or when the job could not be sent): FAILED, the attempt given back, the starter told. */
export async function failAiSearch(app: AppContext, searchId: string): Promise<void> {
  const stored = await app.db.transaction(async (tx) => {
    const current = await lockPending(tx, searchId);
    return current ? settle(tx, current, null) : null;
  });
  if (stored) await deliverNotifications(app, stored);
}

/**
 * Registers the search worker at start. A queue that loses its jobs at a stop (in-process, on PGlite) is sent again
 * every search still PENDING: the ai_searches table is the truth.
 */
export async function workAiSearchJobs(
  app: AppContext,
  queue: JobQueue = app.jobs,
  options: AiSearchJobOptions = AI_SEARCH_JOB_OPTIONS,
): Promise<void> {
  await queue.work<AiSearchJob>(AI_SEARCH_JOB, ({ searchId }) => runAiSearch(app, searchId), {
    ...options,
    onFailed: ({ searchId }) => failAiSearch(app, searchId),
  });
  if (queue.durable) return;
  const pending = await app.db.select({ id: aiSearches.id }).from(aiSearches).where(eq(aiSearches.status, 'PENDING'));
  for (const { id } of pending) await sendAiSearchJob(queue, id);
}
