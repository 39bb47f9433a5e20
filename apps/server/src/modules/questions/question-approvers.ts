import { and, eq, isNotNull } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { QuestionApprovers } from '../../core/extensions/index.js';
import { projectQuestions, sections } from '../../db/schema/index.js';

/** Spec 3 §4, spec 1 §3: the approvers named on the project's sections and questions, once each; one statement. */
export const questionnaireApprovers: QuestionApprovers = async ({ db, projectId }) => {
  const rows = await union(
    db
      .select({ userId: sections.approverId })
      .from(sections)
      .where(and(eq(sections.projectId, projectId), isNotNull(sections.approverId))),
    db
      .select({ userId: projectQuestions.approverId })
      .from(projectQuestions)
      .where(and(eq(projectQuestions.projectId, projectId), isNotNull(projectQuestions.approverId))),
  );
  return rows.flatMap((row) => (row.userId ? [row.userId] : []));
};
