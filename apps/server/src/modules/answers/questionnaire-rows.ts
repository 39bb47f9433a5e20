import { type AnswerProgress, answerProgress } from '@shortlist/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { driverRows } from '../../db/driver-rows.js';
import { isoInstant } from '../../db/iso-instant.js';
import { answers, projectQuestions } from '../../db/schema/index.js';
import type { AnswerView } from './answer-view.js';

/** The questions a supplier answers: approved and not private (the same the questionnaire shows). */
export const answerableQuestion = and(eq(projectQuestions.status, 'APPROVED'), eq(projectQuestions.isPrivate, false));

/**
 * One participation's answers by question id, in one statement read as the driver returns it (a thousand rows:
 * Drizzle's per-cell mapping would cost more than the rest of the request; see docs/performance.md). Answers to
 * questions no longer answerable are among them; callers keep those of the questionnaire they show.
 */
export async function participationAnswers(db: Database, projectProductId: string): Promise<Map<string, AnswerView>> {
  const rows = await driverRows<AnswerView>(
    db,
    sql`select ${answers.id} as "id", ${answers.questionId} as "questionId",
        ${answers.projectProductId} as "projectProductId", ${answers.value} as "value",
        ${answers.secondaryValue} as "secondaryValue", ${answers.notApplicable} as "notApplicable",
        ${answers.notApplicableDescription} as "notApplicableDescription", ${answers.isDraft} as "isDraft",
        ${answers.status} as "status", ${answers.requestNote} as "requestNote",
        ${isoInstant(sql`${answers.answeredAt}`)} as "answeredAt", ${answers.version} as "version"
      from ${answers}
      where ${answers.projectProductId} = ${projectProductId}`,
  );
  return new Map(rows.map((answer) => [answer.questionId, answer]));
}

/** A participation's progress (spec 2 §9) and how many of its answers wait for an update, in one statement. */
export async function progressOf(
  db: Database,
  projectId: string,
  projectProductId: string,
): Promise<AnswerProgress & { requested: number }> {
  const rows = await db
    .select({
      id: projectQuestions.id,
      status: projectQuestions.status,
      hasValue: sql<boolean>`${answers.value} is not null`,
      notApplicable: answers.notApplicable,
      isDraft: answers.isDraft,
      requested: sql<boolean>`${answers.status} = 'REQUESTED'`,
    })
    .from(projectQuestions)
    .leftJoin(answers, and(eq(answers.questionId, projectQuestions.id), eq(answers.projectProductId, projectProductId)))
    .where(and(eq(projectQuestions.projectId, projectId), answerableQuestion));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const progress = answerProgress(rows, (id) => {
    const row = byId.get(id);
    if (!row || row.isDraft === null) return null;
    return { value: row.hasValue ? true : null, notApplicable: Boolean(row.notApplicable), isDraft: row.isDraft };
  });
  return { ...progress, requested: rows.filter((row) => row.requested).length };
}
