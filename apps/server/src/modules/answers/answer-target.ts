import { type AnsweringState, type QuestionDefinition, supplierSeesQuestions } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../core/errors.js';
import type { ProjectRow } from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { answers, products, projectProducts, projectQuestions, projects } from '../../db/schema/index.js';
import { supplierCompanyOf } from '../suppliers/index.js';
import { type AnswerView, answerView, answerViewColumns } from './answer-view.js';

/** Which answer a supplier writes: its participation (project product) in a project, and the question. */
export interface AnswerKey {
  projectId: string;
  projectProductId: string;
  questionId: string;
}

/** One of the signed-in supplier company's participations, with what decides whether it may answer. */
export interface Participation {
  projectProductId: string;
  projectId: string;
  projectMaxLength: number | null;
  state: AnsweringState;
}

/** The signed-in supplier's company; answering is for signed-in suppliers only (spec 2 §2 Supplier pages). */
export function answeringCompany(viewer: Viewer): string {
  const companyId = supplierCompanyOf(viewer);
  if (!companyId) throw notFound('Project');
  return companyId;
}

const participationColumns = {
  projectProductId: projectProducts.id,
  projectId: projects.id,
  projectStatus: projects.status,
  settings: projects.settings,
  participationStatus: projectProducts.participationStatus,
  answersSubmittedAt: projectProducts.answersSubmittedAt,
  answersSubmitDeadline: projectProducts.answersSubmitDeadline,
};

/** Only the supplier's own company's product's participation, in a project (not a template) it may see. */
const ownParticipation = (companyId: string, projectId: string, projectProductId: string) =>
  and(
    eq(projectProducts.id, projectProductId),
    eq(projectProducts.projectId, projectId),
    eq(products.companyId, companyId),
    eq(projects.kind, 'PROJECT'),
  );

type ParticipationRow = Pick<
  typeof projectProducts.$inferSelect,
  'participationStatus' | 'answersSubmittedAt' | 'answersSubmitDeadline'
> & {
  projectProductId: string;
  projectId: string;
  projectStatus: ProjectRow['status'];
  settings: ProjectRow['settings'];
};

function participationOf(row: ParticipationRow | undefined): Participation {
  if (!row || !supplierSeesQuestions(row.projectStatus, row.participationStatus)) throw notFound('Project');
  return {
    projectProductId: row.projectProductId,
    projectId: row.projectId,
    projectMaxLength: row.settings.answersMaxLength,
    state: {
      signedIn: true,
      projectStatus: row.projectStatus,
      participationStatus: row.participationStatus,
      answersSubmittedAt: row.answersSubmittedAt,
      answersSubmitDeadline: row.answersSubmitDeadline,
    },
  };
}

/** The supplier's participation; another company's, a malformed id or one not accepted answers as not found. */
export async function findParticipation(
  db: Database,
  viewer: Viewer,
  projectId: string,
  projectProductId: string,
): Promise<Participation> {
  const companyId = answeringCompany(viewer);
  if (!isUuid(projectId) || !isUuid(projectProductId)) throw notFound('Project');
  const [row] = await db
    .select(participationColumns)
    .from(projectProducts)
    .innerJoin(projects, eq(projects.id, projectProducts.projectId))
    .innerJoin(products, eq(products.id, projectProducts.productId))
    .where(ownParticipation(companyId, projectId, projectProductId));
  return participationOf(row);
}

/** The participation, the question (approved and shared with suppliers) and its current answer, if any. */
export interface AnswerTarget extends Participation {
  questionId: string;
  sectionId: string;
  definition: QuestionDefinition;
  current: AnswerView | null;
}

/**
 * Everything a save needs in one statement: the participation (own company only), the question of the same project
 * that suppliers see, and the current answer. A question of another project, a private or unapproved one is not found.
 */
export async function findAnswerTarget(db: Database, viewer: Viewer, key: AnswerKey): Promise<AnswerTarget> {
  const companyId = answeringCompany(viewer);
  if (![key.projectId, key.projectProductId, key.questionId].every(isUuid)) throw notFound('Question');
  const [row] = await db
    .select({
      ...participationColumns,
      questionId: projectQuestions.id,
      sectionId: projectQuestions.sectionId,
      definition: projectQuestions.definition,
      current: answerViewColumns,
    })
    .from(projectProducts)
    .innerJoin(projects, eq(projects.id, projectProducts.projectId))
    .innerJoin(products, eq(products.id, projectProducts.productId))
    .innerJoin(
      projectQuestions,
      and(
        eq(projectQuestions.projectId, projects.id),
        eq(projectQuestions.id, key.questionId),
        eq(projectQuestions.status, 'APPROVED'),
        eq(projectQuestions.isPrivate, false),
      ),
    )
    .leftJoin(
      answers,
      and(eq(answers.projectProductId, projectProducts.id), eq(answers.questionId, projectQuestions.id)),
    )
    .where(ownParticipation(companyId, key.projectId, key.projectProductId));
  if (!row) throw notFound('Question');
  return {
    ...participationOf(row),
    questionId: row.questionId,
    sectionId: row.sectionId,
    definition: row.definition,
    current: row.current ? answerView(row.current) : null,
  };
}

/** The answer of the question as it is now, e.g. after a write found it changed under it. */
export async function currentAnswer(
  db: Database,
  key: Pick<AnswerKey, 'projectProductId' | 'questionId'>,
): Promise<AnswerView | null> {
  const [row] = await db
    .select(answerViewColumns)
    .from(answers)
    .where(and(eq(answers.projectProductId, key.projectProductId), eq(answers.questionId, key.questionId)));
  return row ? answerView(row) : null;
}
