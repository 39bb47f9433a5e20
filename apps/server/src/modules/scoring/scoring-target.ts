import { CONFLICT_MESSAGES, SEALED_ANSWERS_MESSAGES } from '@shortlist/domain';
import { and, eq, sql } from 'drizzle-orm';
import { badInput, notFound } from '../../core/errors.js';
import {
  answersSealed,
  assertBuySideUser,
  conflictsClear,
  ownsProjectAs,
  type ProjectRow,
  tenantOf,
  tenantProjectsOf,
} from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared-once.js';
import { answers, projectProducts, projectQuestions, projects, sections } from '../../db/schema/index.js';

/** Spec 2 §7 Scoring and comparison: a question of a section of the project. */
export interface QuestionRef {
  projectId: string;
  sectionId: string;
  questionId: string;
}

/** …and the product whose answer to it is scored (the project product). */
export interface AnswerRef extends QuestionRef {
  productId: string;
}

/** A question of the project in the section named, with its approvers; null when there is none. */
export async function findScoredQuestion(db: Database, ref: QuestionRef) {
  if (![ref.sectionId, ref.questionId].every(isUuid)) return null;
  const [row] = await db
    .select({
      id: projectQuestions.id,
      weight: projectQuestions.weight,
      status: projectQuestions.status,
      isPrivate: projectQuestions.isPrivate,
      approverIds: { question: projectQuestions.approverId, section: sections.approverId },
    })
    .from(projectQuestions)
    .innerJoin(sections, eq(sections.id, projectQuestions.sectionId))
    .where(
      and(
        eq(projectQuestions.id, ref.questionId),
        eq(projectQuestions.projectId, ref.projectId),
        eq(sections.id, ref.sectionId),
      ),
    );
  return row ?? null;
}

/** Whether a question is scored: approved and shown to suppliers (spec 2 §9, approved questions only). */
export const isScoredQuestion = (question: { status: string; isPrivate: boolean }) =>
  question.status === 'APPROVED' && !question.isPrivate;

/** A placeholder of the answer-target statement. */
const given = (name: string) => sql.placeholder(name);

/**
 * The project (of the viewer's tenant, with the owner flag) and the product's answer to the question with what
 * decides whether it is scored, in one statement: a rating or notes save's one read. Prepared once for each kind of
 * viewer (sees all projects, or assigned ones only); the answer's columns are null when the product, question or
 * answer is not there.
 */
function preparedAnswerTarget(seesAll: boolean) {
  return preparedOnce((db) => {
    const subject = { companyId: given('companyId'), userId: given('userId'), seesAll };
    return db
      .select({
        projectId: projects.id,
        projectName: projects.name,
        status: projects.status,
        settings: projects.settings,
        isProjectOwner: ownsProjectAs(db, subject.userId),
        projectProductId: projectProducts.id,
        participation: projectProducts.participationStatus,
        submittedAt: projectProducts.answersSubmittedAt,
        sealed: answersSealed,
        clear: conflictsClear(subject.userId),
        questionStatus: projectQuestions.status,
        isPrivate: projectQuestions.isPrivate,
        questionApprover: projectQuestions.approverId,
        sectionId: sections.id,
        sectionApprover: sections.approverId,
        answerId: answers.id,
      })
      .from(projects)
      .leftJoin(
        projectProducts,
        and(eq(projectProducts.id, given('productId')), eq(projectProducts.projectId, projects.id)),
      )
      .leftJoin(
        projectQuestions,
        and(eq(projectQuestions.id, given('questionId')), eq(projectQuestions.projectId, projects.id)),
      )
      .leftJoin(sections, and(eq(sections.id, projectQuestions.sectionId), eq(sections.id, given('sectionId'))))
      .leftJoin(
        answers,
        and(eq(answers.projectProductId, projectProducts.id), eq(answers.questionId, projectQuestions.id)),
      )
      .where(tenantProjectsOf(subject, eq(projects.id, given('projectId'))))
      .prepare(seesAll ? 'answer_target_all' : 'answer_target_assigned');
  });
}

const answerTargetStatement = { all: preparedAnswerTarget(true), assigned: preparedAnswerTarget(false) };

/** Matches no row: stands in for an id that is not a uuid, so the answer reads as not there. */
const NO_ID = '00000000-0000-0000-0000-000000000000';

type AnswerTargetRow = Awaited<ReturnType<ReturnType<(typeof answerTargetStatement)['all']>['execute']>>[number];

/** The project of a rating or notes save, and its answer to be checked once the call's other refusals are passed. */
export interface AnswerTarget {
  broker: ScoringProject;
  /** The answer scored (see `scoredAnswer`); refused with the call's wording, or not found. */
  answer: (refusal: string) => ScoredAnswer;
}

export interface ScoringProject {
  project: Pick<ProjectRow, 'id' | 'name' | 'status' | 'settings'>;
  isProjectOwner: boolean;
}

export interface ScoredAnswer {
  answerId: string;
  projectProductId: string;
  approverIds: Array<string | null>;
}

/**
 * The buy side's project (another company's or a DELETED one answers as not found) and the product's answer to the
 * question: the answer is scored when its product is accepted with answers submitted and the question is approved and
 * shown to suppliers; not found when the product or question is not the project's. One statement.
 */
export async function findAnswerTarget(db: Database, viewer: Viewer, ref: AnswerRef): Promise<AnswerTarget> {
  assertBuySideUser(viewer);
  if (!isUuid(ref.projectId)) throw notFound('Project');
  const { companyId, userId, seesAll } = tenantOf(viewer);
  const ids = [ref.productId, ref.sectionId, ref.questionId].every(isUuid) ? ref : { ...ref, ...noIds };
  const [row] = await answerTargetStatement[seesAll ? 'all' : 'assigned'](db).execute({
    companyId,
    userId,
    projectId: ref.projectId,
    productId: ids.productId,
    sectionId: ids.sectionId,
    questionId: ids.questionId,
  });
  if (!row) throw notFound('Project');
  const { projectId: id, projectName: name, status, settings, isProjectOwner } = row;
  return {
    broker: { project: { id, name, status, settings }, isProjectOwner },
    answer: (refusal) => scoredAnswer(row, refusal),
  };
}

const noIds = { productId: NO_ID, sectionId: NO_ID, questionId: NO_ID };

function scoredAnswer(row: AnswerTargetRow, refusal: string): ScoredAnswer {
  const { projectProductId, sectionId, questionStatus, isPrivate } = row;
  if (!projectProductId || !sectionId || !questionStatus || isPrivate === null) throw notFound('Answer');
  if (row.sealed) throw badInput(SEALED_ANSWERS_MESSAGES.sealed);
  if (!row.clear) throw badInput(CONFLICT_MESSAGES.hidden);
  const scored = isScoredQuestion({ status: questionStatus, isPrivate });
  if (row.participation !== 'ACCEPTED' || !row.submittedAt || !row.answerId || !scored) throw badInput(refusal);
  return {
    answerId: row.answerId,
    projectProductId,
    approverIds: [row.questionApprover, row.sectionApprover],
  };
}
