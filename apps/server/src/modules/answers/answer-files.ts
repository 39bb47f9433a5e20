import { ANSWER_MESSAGES, type AnswerFile, answerFileProblem, type FileQuestionDefinition } from '@shortlist/domain';
import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import { badInput } from '../../core/errors.js';
import type { FileReadRule } from '../../core/extensions/index.js';
import { answersReadableBy, invitedProjects, tenantProjects } from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { answers, files, projectProducts, projectQuestions, projects } from '../../db/schema/index.js';
import { hasAttachment } from '../questions/index.js';
import { supplierCompanyOf } from '../suppliers/index.js';
import { readsAnswers } from './answer-readers.js';

/**
 * A FILE answer names only files its supplier's company uploaded, each of a size and type the question takes; the
 * names are the stored ones, not the ones sent. Any other id is refused.
 */
export async function ownAnswerFiles(
  db: Database,
  viewer: Viewer,
  question: FileQuestionDefinition,
  given: readonly AnswerFile[],
): Promise<AnswerFile[]> {
  const ids = given.map((file) => file.id);
  if (!ids.every(isUuid)) throw badInput(ANSWER_MESSAGES.notValid, { value: ANSWER_MESSAGES.notValid });
  const rows = await db
    .select({ id: files.id, filename: files.filename, size: files.size, type: files.mimetype })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.companyId, viewer.company.id)));
  const names = new Map(rows.map((row) => [row.id, row.filename]));
  if (names.size !== new Set(ids).size) throw badInput(ANSWER_MESSAGES.notValid, { value: ANSWER_MESSAGES.notValid });
  const problem = rows.map((row) => answerFileProblem(question.file, row)).find(Boolean);
  if (problem) throw badInput(problem, { value: problem });
  return ids.map((id) => ({ id, filename: names.get(id) ?? '' }));
}

/**
 * The buy side of a project opens the files of its suppliers' answers: whoever may read those answers (View Answers'
 * own rule: a buy-side reader of the project), unless they are sealed (issue 37).
 */
export const answerFileRule: FileReadRule = ({ db, viewer, fileId }) => {
  if (!readsAnswers(viewer)) return null;
  return exists(
    db
      .select({ one: sql`1` })
      .from(answers)
      .innerJoin(projectProducts, eq(projectProducts.id, answers.projectProductId))
      .innerJoin(projects, eq(projects.id, projectProducts.projectId))
      .where(
        and(
          tenantProjects(viewer),
          answersReadableBy(viewer.user.id),
          sql`${answers.value} @> ${JSON.stringify([{ id: fileId }])}::jsonb`,
        ),
      ),
  );
};

/** An invited supplier opens the attachments of the questions it is shown. */
export const questionAttachmentRule: FileReadRule = ({ db, viewer, fileId }) => {
  const companyId = supplierCompanyOf(viewer);
  if (!companyId) return null;
  return exists(
    db
      .select({ one: sql`1` })
      .from(projectQuestions)
      .innerJoin(projects, eq(projects.id, projectQuestions.projectId))
      .where(
        invitedProjects(
          companyId,
          eq(projectQuestions.status, 'APPROVED'),
          eq(projectQuestions.isPrivate, false),
          hasAttachment(projectQuestions.definition, fileId),
        ),
      ),
  );
};
