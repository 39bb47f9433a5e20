import { type AnswerProgress, answerProgress } from '@shortlist/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { answers, projectQuestions, sections } from '../../db/schema/index.js';
import { answerViewColumns } from './answer-view.js';

/** The questions a supplier answers: approved and not private (the same the questionnaire shows). */
export const answerableQuestion = and(eq(projectQuestions.status, 'APPROVED'), eq(projectQuestions.isPrivate, false));

/**
 * The questionnaire of a project in order (sections, then answerable questions) with one participation's answers, in
 * one statement. The answer columns are null where there is none.
 */
export function questionnaireRows(db: Database, projectId: string, projectProductId: string) {
  return db
    .select({
      section: { id: sections.id, name: sections.name, description: sections.description },
      question: { id: projectQuestions.id, status: projectQuestions.status, definition: projectQuestions.definition },
      answer: answerViewColumns,
    })
    .from(sections)
    .innerJoin(projectQuestions, and(eq(projectQuestions.sectionId, sections.id), answerableQuestion))
    .leftJoin(answers, and(eq(answers.questionId, projectQuestions.id), eq(answers.projectProductId, projectProductId)))
    .where(eq(sections.projectId, projectId))
    .orderBy(asc(sections.position), asc(sections.id), asc(projectQuestions.position), asc(projectQuestions.id));
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
