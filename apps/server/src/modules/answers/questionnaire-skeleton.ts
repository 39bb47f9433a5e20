import type { QuestionDefinition, QuestionStatus } from '@shortlist/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { driverRows } from '../../db/driver-rows.js';
import { projectQuestions, questionnaireVersions, sections } from '../../db/schema/index.js';
import { answerableQuestion } from './questionnaire-rows.js';

export interface SkeletonQuestion {
  id: string;
  status: QuestionStatus;
  definition: QuestionDefinition;
}

export interface SkeletonSection {
  id: string;
  name: string;
  description: string;
  questions: SkeletonQuestion[];
}

/**
 * A project's questionnaire as every supplier sees it, without anyone's answers: sections in order, each with its
 * answerable questions in order. Shared, read-only: callers build their own objects around it.
 */
export interface QuestionnaireSkeleton {
  version: number;
  sections: readonly SkeletonSection[];
  questionCount: number;
}

/**
 * Questions kept in memory across all projects. A 1,000-question skeleton is about a megabyte; the projects opened
 * least recently are dropped first.
 */
export const SKELETON_CACHE_QUESTIONS = 20_000;

interface SkeletonRow {
  sectionId: string;
  sectionName: string;
  sectionDescription: string;
  questionId: string;
  questionStatus: QuestionStatus;
  definition: QuestionDefinition;
}

/** One cache per database handle (an application, or a test's), least recently used first in the Map's order. */
const caches = new WeakMap<Database, Map<string, QuestionnaireSkeleton>>();

/**
 * The project's questionnaire skeleton. Suppliers open the same questionnaire over and over while only their answers
 * change, so it is read from the database only when the project's questionnaire version (bumped by triggers on any
 * change of its sections or questions) differs from the copy in memory: one small statement instead of a thousand
 * rows of definitions to fetch, parse and order.
 */
export async function questionnaireSkeleton(db: Database, projectId: string): Promise<QuestionnaireSkeleton> {
  // The version is read before the rows: a change committed in between leaves a newer copy under an older version,
  // which the next request replaces, never an older copy under the newer version.
  const version = await questionnaireVersion(db, projectId);
  const cache = caches.get(db) ?? new Map<string, QuestionnaireSkeleton>();
  caches.set(db, cache);
  const cached = cache.get(projectId);
  cache.delete(projectId);
  const skeleton = cached?.version === version ? cached : await readSkeleton(db, projectId, version);
  cache.set(projectId, skeleton);
  keepWithinBound(cache);
  return skeleton;
}

async function questionnaireVersion(db: Database, projectId: string): Promise<number> {
  const [row] = await db
    .select({ version: questionnaireVersions.version })
    .from(questionnaireVersions)
    .where(eq(questionnaireVersions.projectId, projectId));
  return row?.version ?? 0;
}

/** Answerable questions in order with their sections (a section without any is left out), in one statement. */
async function readSkeleton(db: Database, projectId: string, version: number): Promise<QuestionnaireSkeleton> {
  const rows = await driverRows<SkeletonRow>(
    db,
    sql`select ${sections.id} as "sectionId", ${sections.name} as "sectionName",
        ${sections.description} as "sectionDescription", ${projectQuestions.id} as "questionId",
        ${projectQuestions.status} as "questionStatus", ${projectQuestions.definition} as "definition"
      from ${sections}
      join ${projectQuestions} on ${projectQuestions.sectionId} = ${sections.id} and ${answerableQuestion}
      where ${sections.projectId} = ${projectId}
      order by ${sections.position}, ${sections.id}, ${projectQuestions.position}, ${projectQuestions.id}`,
  );
  const bySection = new Map<string, SkeletonSection>();
  for (const row of rows) {
    const section = bySection.get(row.sectionId) ?? {
      id: row.sectionId,
      name: row.sectionName,
      description: row.sectionDescription,
      questions: [],
    };
    bySection.set(section.id, section);
    section.questions.push({ id: row.questionId, status: row.questionStatus, definition: row.definition });
  }
  return { version, sections: [...bySection.values()], questionCount: rows.length };
}

function keepWithinBound(cache: Map<string, QuestionnaireSkeleton>) {
  let total = 0;
  for (const skeleton of cache.values()) total += skeleton.questionCount;
  for (const [projectId, skeleton] of cache) {
    if (total <= SKELETON_CACHE_QUESTIONS || cache.size === 1) return;
    cache.delete(projectId);
    total -= skeleton.questionCount;
  }
}
