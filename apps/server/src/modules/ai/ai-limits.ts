import {
  AI_MESSAGES,
  AI_PLAN_LIMIT_KEYS,
  AI_SEARCH_KINDS,
  type AiAllowance,
  type AiSearchKind,
  aiAllowance,
  BILLING_ERROR_CODES,
  isUnlimited,
} from '@shortlist/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../core/errors.js';
import type { ProjectRow } from '../../core/tenancy/index.js';
import type { Database } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';
import { planLimitsOf } from '../billing/index.js';

/** The project's counter of each kind (spec 2 §9 aiSuppliersSearchCount…, spec 3 §9 aiQuestionGenerationCount). */
const COUNTERS = {
  PRODUCTS: projects.aiSuppliersSearchCount,
  QUESTIONS: projects.aiQuestionGenerationCount,
  DISCOVERY: projects.aiClientDiscoveryCount,
} as const;

const COUNTER_KEYS = {
  PRODUCTS: 'aiSuppliersSearchCount',
  QUESTIONS: 'aiQuestionGenerationCount',
  DISCOVERY: 'aiClientDiscoveryCount',
} as const satisfies Record<AiSearchKind, keyof ProjectRow>;

/** The plan's limit of the kind for the company (null: no limit, also without an active subscription). */
export async function aiLimitOf(app: AppContext, companyId: string, type: AiSearchKind): Promise<number | null> {
  const limits = await planLimitsOf(app, companyId);
  return limits?.[AI_PLAN_LIMIT_KEYS[type]] ?? null;
}

export interface TypedAllowance extends AiAllowance {
  type: AiSearchKind;
}

/** The three kinds' allowances of a project under its company's plan. */
export async function aiAllowancesOf(app: AppContext, project: ProjectRow): Promise<TypedAllowance[]> {
  const limits = await planLimitsOf(app, project.companyId);
  return AI_SEARCH_KINDS.map((type) => ({
    type,
    ...aiAllowance(project[COUNTER_KEYS[type]], limits?.[AI_PLAN_LIMIT_KEYS[type]] ?? null),
  }));
}

/**
 * Counts an attempt when it starts, in the caller's transaction: one conditional update, so two starts at the edge
 * take turns on the project's row and only one passes. At the limit: 403 PLAN_LIMIT_REACHED, nothing counted.
 */
export async function takeAttempt(tx: Database, projectId: string, type: AiSearchKind, limit: number | null) {
  const counter = COUNTERS[type];
  const max = isUnlimited(limit) ? null : limit;
  const bounded = max === null ? undefined : lt(counter, max);
  const [counted] = await tx
    .update(projects)
    .set({ [COUNTER_KEYS[type]]: sql`${counter} + 1` })
    .where(and(eq(projects.id, projectId), bounded))
    .returning({ used: counter });
  if (counted || max === null) return;
  const [project] = await tx.select({ used: counter }).from(projects).where(eq(projects.id, projectId));
  const used = project?.used ?? max;
  throw new AppError(403, BILLING_ERROR_CODES.limitReached, AI_MESSAGES.limitReached(type, used, max), undefined, {
    current: used,
    max,
  });
}

/** A search that failed or was cancelled gives its attempt back. */
export async function giveAttemptBack(tx: Database, projectId: string, type: AiSearchKind): Promise<void> {
  const counter = COUNTERS[type];
  await tx
    .update(projects)
    .set({ [COUNTER_KEYS[type]]: sql`greatest(${counter} - 1, 0)` })
    .where(eq(projects.id, projectId));
}
