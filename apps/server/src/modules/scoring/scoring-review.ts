import {
  type ProjectStatus,
  type QuestionDefinition,
  type ScoringType,
  TASK_PROJECT_STATUSES,
} from '@shortlist/domain';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { loadBlindView, ownsProject, seesAliases, tenantProjects } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import {
  answerRatings,
  answers,
  branches,
  branchMembers,
  companies,
  products,
  projectProducts,
  projectQuestions,
  projects,
  sections,
} from '../../db/schema/index.js';
import { answerView, answerViewColumns } from '../answers/index.js';
import { supplierTitle } from '../suppliers/index.js';
import { scoredProductFor, scoredQuestion } from './scoring-rows.js';

/**
 * The viewer's own branch per project, the one a dashboard or a task shows: the branch they created, else the first
 * they were added to. One statement for the projects named (or every project of theirs in `statuses`).
 */
export async function ownBranches(
  db: Database,
  viewer: Viewer,
  where: { projectIds: readonly string[] } | { statuses: readonly ProjectStatus[] },
): Promise<Map<string, { id: string; scoringType: ScoringType }>> {
  const rows = await db
    .select({ id: branches.id, projectId: branches.projectId, scoringType: branches.scoringType })
    .from(branches)
    .innerJoin(branchMembers, and(eq(branchMembers.branchId, branches.id), eq(branchMembers.userId, viewer.user.id)))
    .innerJoin(projects, eq(projects.id, branches.projectId))
    .where(
      'projectIds' in where
        ? inArray(branches.projectId, [...where.projectIds])
        : tenantProjects(viewer, inArray(projects.status, [...where.statuses])),
    )
    .orderBy(sql`${branches.createdBy} = ${viewer.user.id} desc`, asc(branches.createdAt));
  const own = new Map<string, { id: string; scoringType: ScoringType }>();
  for (const { projectId, ...branch } of rows) if (!own.has(projectId)) own.set(projectId, branch);
  return own;
}

/** The rating in the shared scoring and the one in the viewer's own branch of the answer's project. */
const sharedRating = alias(answerRatings, 'shared_rating');
const ownRating = alias(answerRatings, 'own_rating');

const withScopedRatings = (ownBranchIds: readonly string[]) =>
  [
    and(eq(sharedRating.answerId, answers.id), isNull(sharedRating.branchId)),
    and(eq(ownRating.answerId, answers.id), inArray(ownRating.branchId, [...ownBranchIds])),
  ] as const;

const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** A project where answers await rating, for the scope the viewer rates in. */
export interface ReviewScope {
  branchId: string | null;
  scoringType: ScoringType;
  isProjectOwner: boolean;
  /** Issue 37 blind scoring: the viewer reads the project's suppliers as aliases. */
  blind?: boolean;
}

/**
 * Spec 2 §4 Task completion (answers to review): per project in SCORING or AWAITING, and per pair of question and
 * section approvers (the rating right depends on them, spec 2 §6), how many submitted answers of accepted products to
 * approved questions there are and how many are unrated in the viewer's scope (the shared scoring; with branches on,
 * their own branch, none without one). Two statements, whatever the number of projects and answers.
 */
export async function answersToRate(db: Database, viewer: Viewer) {
  const statuses = TASK_PROJECT_STATUSES.PROJECT_QUESTION_ANSWERS_TO_REVIEW;
  const own = await ownBranches(db, viewer, { statuses });
  const [shared, mine] = withScopedRatings([...own.values()].map((branch) => branch.id));
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      createdAt: projects.createdAt,
      status: projects.status,
      settings: projects.settings,
      isProjectOwner: ownsProject(db, viewer),
      questionApprover: projectQuestions.approverId,
      sectionApprover: sections.approverId,
      total: sql<number>`count(*)`.mapWith(Number),
      unratedShared: counted(sql`${sharedRating.id} is null`),
      unratedOwn: counted(sql`${ownRating.id} is null`),
    })
    .from(projects)
    .innerJoin(projectProducts, and(eq(projectProducts.projectId, projects.id), scoredProductFor(viewer.user.id)))
    .innerJoin(answers, eq(answers.projectProductId, projectProducts.id))
    .innerJoin(projectQuestions, and(eq(projectQuestions.id, answers.questionId), scoredQuestion))
    .innerJoin(sections, eq(sections.id, projectQuestions.sectionId))
    .leftJoin(sharedRating, shared)
    .leftJoin(ownRating, mine)
    .where(tenantProjects(viewer, inArray(projects.status, [...statuses])))
    .groupBy(projects.id, projectQuestions.approverId, sections.approverId);
  return rows.flatMap(
    ({ status, settings, unratedShared, unratedOwn, isProjectOwner, questionApprover, sectionApprover, ...row }) => {
      const branch = own.get(row.id);
      if (settings.enableBranches && !branch) return [];
      const blind = seesAliases(viewer, { status, settings }, isProjectOwner);
      const scope: ReviewScope = settings.enableBranches
        ? {
            branchId: branch?.id ?? null,
            scoringType: branch?.scoringType ?? settings.scoringType,
            isProjectOwner,
            blind,
          }
        : { branchId: null, scoringType: settings.scoringType, isProjectOwner, blind };
      return [
        {
          ...row,
          approverIds: [questionApprover, sectionApprover],
          scope,
          unrated: settings.enableBranches ? unratedOwn : unratedShared,
        },
      ];
    },
  );
}

/** A submitted answer left unrated in the viewer's scope, with its question, section and product. */
export interface AnswerToRate {
  projectId: string;
  approverIds: Array<string | null>;
  question: { id: string; version: number; definition: QuestionDefinition; section: { id: string; name: string } };
  product: { id: string; name: string };
  answer: ReturnType<typeof answerView>;
}

/**
 * The answers left unrated in each project's scope (spec 2 §2 Rate Answers), by section and question order, then
 * product. One statement for all the projects.
 */
export async function unratedAnswers(
  db: Database,
  viewer: Viewer,
  scopes: ReadonlyMap<string, ReviewScope>,
): Promise<AnswerToRate[]> {
  if (scopes.size === 0) return [];
  const branchIds = [...scopes.values()].flatMap((scope) => (scope.branchId ? [scope.branchId] : []));
  const [shared, mine] = withScopedRatings(branchIds);
  const rows = await db
    .select({
      projectId: projectProducts.projectId,
      questionApprover: projectQuestions.approverId,
      sectionApprover: sections.approverId,
      question: {
        id: projectQuestions.id,
        version: projectQuestions.version,
        definition: projectQuestions.definition,
      },
      section: { id: sections.id, name: sections.name },
      productName: sql<string>`coalesce(${products.name}, ${projectProducts.productName})`,
      vendorName: sql<string>`coalesce(${companies.name}, '')`,
      email: projectProducts.email,
      answer: answerViewColumns,
      sharedRated: sql<boolean>`${sharedRating.id} is not null`,
      ownRated: sql<boolean>`${ownRating.id} is not null`,
    })
    .from(answers)
    .innerJoin(projectProducts, eq(projectProducts.id, answers.projectProductId))
    .innerJoin(projectQuestions, and(eq(projectQuestions.id, answers.questionId), scoredQuestion))
    .innerJoin(sections, eq(sections.id, projectQuestions.sectionId))
    .leftJoin(products, eq(products.id, projectProducts.productId))
    .leftJoin(companies, eq(companies.id, products.companyId))
    .leftJoin(sharedRating, shared)
    .leftJoin(ownRating, mine)
    .where(
      and(
        inArray(projectProducts.projectId, [...scopes.keys()]),
        scoredProductFor(viewer.user.id),
        or(isNull(sharedRating.id), isNull(ownRating.id)),
      ),
    )
    .orderBy(asc(sections.position), asc(projectQuestions.position), asc(projectProducts.createdAt));
  // Issue 37 blind scoring: one alias table per blind project of the list.
  const blindIds = [...scopes].flatMap(([projectId, scope]) => (scope.blind ? [projectId] : []));
  const views = new Map(
    await Promise.all(blindIds.map(async (projectId) => [projectId, await loadBlindView(db, projectId)] as const)),
  );
  return rows.flatMap((row) => {
    const scope = scopes.get(row.projectId);
    if (!scope || (scope.branchId ? row.ownRated : row.sharedRated)) return [];
    const blind = views.get(row.projectId);
    const productId = row.answer.projectProductId;
    const answer = answerView(row.answer);
    return [
      {
        projectId: row.projectId,
        approverIds: [row.questionApprover, row.sectionApprover],
        question: { ...row.question, section: row.section },
        product: {
          id: productId,
          name: blind ? blind.aliasOf(productId) : supplierTitle(row.vendorName, row.productName, row.email),
        },
        answer: blind ? blind.answer(productId, answer) : answer,
      },
    ];
  });
}
