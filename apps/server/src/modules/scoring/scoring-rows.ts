import { type AnyColumn, and, eq, inArray, isNotNull, isNull, not, type SQL, sql } from 'drizzle-orm';
import { answersReadableBy, answersSealed } from '../../core/tenancy/index.js';
import { isUuid } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import {
  type answerNotes,
  answerRatings,
  answers,
  branchQuestionWeights,
  consensusRatings,
  projectProducts,
  projectQuestions,
} from '../../db/schema/index.js';

/** The questions suppliers answer (not private), whatever their approval. */
export const answeredQuestion = eq(projectQuestions.isPrivate, false);

/** Spec 2 §9: scored questions are the approved ones suppliers answer. */
export const scoredQuestion = and(eq(projectQuestions.status, 'APPROVED'), answeredQuestion);

/**
 * A product scored by this reader: accepted, answers submitted (spec 2 §4: ACCEPTED is required for scoring) and
 * readable by them (issue 37: not sealed, clear of their conflicts).
 */
export const scoredProductFor = (readerId: string | null) =>
  and(
    eq(projectProducts.participationStatus, 'ACCEPTED'),
    isNotNull(projectProducts.answersSubmittedAt),
    answersReadableBy(readerId),
  );

/** The products of a project, or of several, that this reader scores. */
export const scoredProductsWhere = (projectId: string | string[], readerId: string | null) =>
  and(
    typeof projectId === 'string'
      ? eq(projectProducts.projectId, projectId)
      : inArray(projectProducts.projectId, projectId),
    scoredProductFor(readerId),
  );

/**
 * The projects among `projectIds` where some product is scored by whoever may read it: accepted, submitted and not
 * sealed, whatever anyone declared (whether scoring is available, spec 2 §4). One statement.
 */
export async function someProductsScored(db: Pick<Database, 'selectDistinct'>, projectIds: string[]) {
  if (projectIds.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ projectId: projectProducts.projectId })
    .from(projectProducts)
    .where(
      and(
        inArray(projectProducts.projectId, projectIds),
        eq(projectProducts.participationStatus, 'ACCEPTED'),
        isNotNull(projectProducts.answersSubmittedAt),
        not(answersSealed),
      ),
    );
  return new Set(rows.map((row) => row.projectId));
}

/** Rows of ratings or notes in one scope: a branch, or the shared scoring (null). */
export const scopedTo = (table: typeof answerRatings | typeof answerNotes, branchId: string | null) =>
  branchId === null ? isNull(table.branchId) : eq(table.branchId, branchId);

/** The join of a question's weight in a branch (none without one): left-join branchQuestionWeights on it. */
export const branchWeightOf = (branchId: string | null | undefined) =>
  branchId
    ? and(eq(branchQuestionWeights.questionId, projectQuestions.id), eq(branchQuestionWeights.branchId, branchId))
    : sql`false`;

/** A question's weight in the scope: the branch's own, else the question's. */
export const scopedWeight = sql<number>`coalesce(${branchQuestionWeights.weight}, ${projectQuestions.weight})`;

/**
 * Rows whose id column is one of `ids`, sent as one array parameter: a list of a thousand parameters costs the
 * server more to bind and plan than the read itself. Anything that is not an id matches nothing.
 */
export const oneOf = (column: AnyColumn, ids: readonly string[]): SQL =>
  sql`${column} = ANY(${sql.param(`{${ids.filter(isUuid).join(',')}}`)}::uuid[])`;

/**
 * Issue 37 item 4: the latest consensus recorded on the selected answer (`answers` in the statement), or null. A
 * correlated read of consensus_ratings' (answer, created_at) index, inside the caller's one statement.
 */
export const latestConsensus = (column: typeof consensusRatings.rating | typeof consensusRatings.reason) =>
  sql`(select ${column} from ${consensusRatings} where ${consensusRatings.answerId} = ${answers.id}
    order by ${consensusRatings.createdAt} desc, ${consensusRatings.id} desc limit 1)`;

/**
 * The rating that counts for the selected answer in the scope of the joined answer_ratings row: the latest consensus
 * where one exists (issue 37 item 4), else the scope's own rating. Every score, count of rated answers, comparison and
 * report reads ratings through it. A viewer with no scope (undefined: no branch of theirs) counts nothing.
 */
export const countedRating = (branchId?: string | null): SQL<number | null> =>
  branchId === undefined
    ? sql<number | null>`${answerRatings.rating}`
    : sql<number | null>`coalesce(${latestConsensus(consensusRatings.rating)}, ${answerRatings.rating})`;
