import {
  type AnswerProgress,
  type AnswerRequestStatus,
  type AnswerSecondaryValue,
  type AnswerValue,
  answerProgress,
  type QuestionDefinition,
  type QuestionStatus,
} from '@shortlist/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { answers, projectQuestions, sections } from '../../db/schema/index.js';
import { driverRows } from '../../db/driver-rows.js';
import { isoInstant } from '../../db/iso-instant.js';

/** The questions a supplier answers: approved and not private (the same the questionnaire shows). */
export const answerableQuestion = and(eq(projectQuestions.status, 'APPROVED'), eq(projectQuestions.isPrivate, false));

/** One question of a questionnaire with its section and this participation's answer (answer columns null if none). */
export interface QuestionnaireRow {
  sectionId: string;
  sectionName: string;
  sectionDescription: string;
  questionId: string;
  questionStatus: QuestionStatus;
  definition: QuestionDefinition;
  answerId: string | null;
  value: AnswerValue | null;
  secondaryValue: AnswerSecondaryValue | null;
  notApplicable: boolean | null;
  notApplicableDescription: string | null;
  isDraft: boolean | null;
  answerStatus: AnswerRequestStatus | null;
  requestNote: string | null;
  /** ISO 8601 text, written by the database. */
  answeredAt: string | null;
  version: number | null;
}

/**
 * The questionnaire of a project in order (sections, then answerable questions) with one participation's answers, in
 * one statement read as the driver returns it (a thousand rows: Drizzle's per-cell mapping would cost more than the
 * rest of the request; see docs/performance.md).
 */
export function questionnaireRows(db: Database, projectId: string, projectProductId: string) {
  return driverRows<QuestionnaireRow>(
    db,
    sql`select ${sections.id} as "sectionId", ${sections.name} as "sectionName",
        ${sections.description} as "sectionDescription", ${projectQuestions.id} as "questionId",
        ${projectQuestions.status} as "questionStatus", ${projectQuestions.definition} as "definition",
        ${answers.id} as "answerId", ${answers.value} as "value", ${answers.secondaryValue} as "secondaryValue",
        ${answers.notApplicable} as "notApplicable", ${answers.notApplicableDescription} as "notApplicableDescription",
        ${answers.isDraft} as "isDraft", ${answers.status} as "answerStatus", ${answers.requestNote} as "requestNote",
        ${isoInstant(sql`${answers.answeredAt}`)} as "answeredAt", ${answers.version} as "version"
      from ${sections}
      join ${projectQuestions} on ${projectQuestions.sectionId} = ${sections.id} and ${answerableQuestion}
      left join ${answers} on ${answers.questionId} = ${projectQuestions.id}
        and ${answers.projectProductId} = ${projectProductId}
      where ${sections.projectId} = ${projectId}
      order by ${sections.position}, ${sections.id}, ${projectQuestions.position}, ${projectQuestions.id}`,
  );
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
