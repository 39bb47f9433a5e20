import {
  compareScoredProducts,
  mayApproveSomeWhileScoring,
  mayApproveWhileScoring,
  mayKeepNotes,
  mayRate,
  maySetWeight,
  productScore,
  type QuestionDefinition,
  type QuestionStatus,
  SCORING_UNAVAILABLE,
  type ScoredAnswer,
  type ScoredProduct,
  type ScoringGrid,
  type ScoringType,
  scoringAvailable,
  scoringCompleteness,
  scoringOpen,
} from '@shortlist/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { badInput } from '../../core/errors.js';
import { answersReadableBy, blindViewFor, findBrokerProject } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { driverRows } from '../../db/driver-rows.js';
import { isoInstant } from '../../db/iso-instant.js';
import {
  answerNotes,
  answerRatings,
  answers,
  branchQuestionWeights,
  companies,
  consensusRatings,
  products,
  projectProducts,
  projectQuestions,
  sections,
} from '../../db/schema/index.js';
import { supplierTitle } from '../suppliers/index.js';
import { type AnswerRow, blindAnswerRows, scoringGrid, viewedName } from './scoring-grid.js';
import {
  answeredQuestion,
  branchWeightOf,
  countedRating,
  latestConsensus,
  oneOf,
  scopedTo,
  scopedWeight,
  scoredProductsWhere,
  scoredQuestion,
  someProductsScored,
} from './scoring-rows.js';
import { resolveScope, type ScoringScope } from './scoring-scope.js';

export interface ScoringQuestion {
  id: string;
  definition: QuestionDefinition;
  /** APPROVED ones are scored; others are listed only to whoever may approve them here (spec 3 §6). */
  status: QuestionStatus;
  weight: number;
  mayApprove: boolean;
  mayRate: boolean;
  maySetWeight: boolean;
  mayKeepNotes: boolean;
}

export interface ScoringSection {
  id: string;
  name: string;
  questions: ScoringQuestion[];
}

/** Spec 2 §2 scoring page data: the approved questions by section, the accepted products that submitted, scores. */
export interface ScoringView {
  projectId: string;
  branchId: string | null;
  scoringType: ScoringType;
  /** Rating, weights and notes may be written now (spec 2 §4; COMPLETED is read only). */
  open: boolean;
  products: ScoredProduct[];
  sections: ScoringSection[];
  /** The answers of the sections' questions, aligned with `products` (packages/domain scoring-grid). */
  grid: ScoringGrid;
  /** Answers given a rating (No Rate included: a decision taken) among all scored answers. */
  ratedAnswers: number;
  totalAnswers: number;
  completeness: number;
  /** Issue 37 item 3: the viewer reads the suppliers as Supplier A, B, C (blind scoring, not an owner). */
  blind: boolean;
  /** Issue 37 item 4: the scored answers with a consensus, which their scores use instead of the scope's rating. */
  consensus: ScoringConsensus[];
}

/** A consensus recorded on an answer (its latest), shown beside the scope's own rating. */
export interface ScoringConsensus {
  questionId: string;
  productId: string;
  rating: number;
  reason: string;
}

/**
 * The questions suppliers answer, by section, each with its weight in the scope: the approved ones, or all of them for
 * a viewer who may approve on the scoring page (`approving`). One statement.
 */
export function questionRows(
  db: Database,
  projectId: string,
  scope: Pick<ScoringScope, 'branchId'>,
  approving: boolean,
  questionIds?: readonly string[],
) {
  return db
    .select({
      section: { id: sections.id, name: sections.name, approverId: sections.approverId },
      id: projectQuestions.id,
      definition: projectQuestions.definition,
      status: projectQuestions.status,
      approverId: projectQuestions.approverId,
      weight: scopedWeight.mapWith(Number),
    })
    .from(sections)
    .innerJoin(
      projectQuestions,
      and(eq(projectQuestions.sectionId, sections.id), approving ? answeredQuestion : scoredQuestion),
    )
    .leftJoin(branchQuestionWeights, branchWeightOf(scope.branchId))
    .where(and(eq(sections.projectId, projectId), questionIds && oneOf(projectQuestions.id, questionIds)))
    .orderBy(asc(sections.position), asc(sections.id), asc(projectQuestions.position), asc(projectQuestions.id));
}

/**
 * The accepted products whose answers are submitted (or the listed accepted ones) that the reader may read (issue 37).
 * One statement.
 */
export function productRows(db: Database, projectId: string, readerId: string | null, productIds?: readonly string[]) {
  return db
    .select({
      id: projectProducts.id,
      productName: sql<string>`coalesce(${products.name}, ${projectProducts.productName})`,
      vendorName: sql<string>`coalesce(${companies.name}, '')`,
      email: projectProducts.email,
      winner: projectProducts.winner,
    })
    .from(projectProducts)
    .leftJoin(products, eq(products.id, projectProducts.productId))
    .leftJoin(companies, eq(companies.id, products.companyId))
    .where(
      productIds
        ? and(
            eq(projectProducts.projectId, projectId),
            eq(projectProducts.participationStatus, 'ACCEPTED'),
            answersReadableBy(readerId),
            oneOf(projectProducts.id, productIds),
          )
        : scoredProductsWhere(projectId, readerId),
    );
}

/**
 * Those products' answers to the scored questions, with rating and notes in the scope: `rating` the one that counts
 * (countedRating: the latest consensus where one exists), `ownRating` the scope's own, `consensus` and its reason. One statement, read as the
 * driver returns it: 30,000 rows through Drizzle's per-cell mapping (jsonb parsed a second time) cost more than the
 * rest of the request (docs/performance.md).
 */
export function answerRows(
  db: Database,
  projectId: string,
  scope: Pick<ScoringScope, 'branchId'> & { readerId: string | null },
  approving: boolean,
  subset?: { productIds: readonly string[]; questionIds?: readonly string[] },
) {
  return driverRows<AnswerRow>(
    db,
    sql`select ${answers.questionId} as "questionId", ${answers.projectProductId} as "productId",
        ${answers.value} as "value", ${answers.secondaryValue} as "secondaryValue",
        ${answers.notApplicable} as "notApplicable", ${answers.notApplicableDescription} as "notApplicableDescription",
        ${countedRating(scope.branchId)} as "rating", ${answerRatings.rating} as "ownRating",
        ${latestConsensus(consensusRatings.rating)} as "consensus",
        ${latestConsensus(consensusRatings.reason)} as "consensusReason", ${answerNotes.notes} as "notes",
        ${isoInstant(sql`${answerNotes.updatedAt}`)} as "notesUpdatedAt"
      from ${answers}
      inner join ${projectProducts}
        on ${and(eq(projectProducts.id, answers.projectProductId), scoredProductsWhere(projectId, scope.readerId))}
      inner join ${projectQuestions}
        on ${and(eq(projectQuestions.id, answers.questionId), approving ? answeredQuestion : scoredQuestion)}
      left join ${answerRatings}
        on ${and(eq(answerRatings.answerId, answers.id), scopedTo(answerRatings, scope.branchId))}
      left join ${answerNotes} on ${and(eq(answerNotes.answerId, answers.id), scopedTo(answerNotes, scope.branchId))}
      where ${and(
        eq(projectQuestions.projectId, projectId),
        subset && oneOf(answers.projectProductId, subset.productIds),
        subset?.questionIds && oneOf(answers.questionId, subset.questionIds),
      )}`,
  );
}

/** Appends to the list kept under a key (in place: a list copied per item is quadratic). */
export function pushTo<T>(lists: Map<string, T[]>, key: string, item: T) {
  const list = lists.get(key);
  if (list) list.push(item);
  else lists.set(key, [item]);
}

/**
 * Spec 2 §2 /projects/{id}/scoring: READ_SCORING (checked by the field) on a project of the viewer's company where
 * scoring is available (spec 2 §4), in the viewer's scope (a branch of theirs with branches on). Whatever the number
 * of products and questions: 4 statements, 5 with a branch.
 */
export async function loadScoring(
  db: Database,
  viewer: Viewer,
  projectId: string,
  branchId: string | null | undefined,
): Promise<ScoringView> {
  const { project, isProjectOwner } = await findBrokerProject(db, viewer, projectId);
  const scope = await resolveScope(db, viewer, project, branchId);
  const right = { privileges: viewer.privileges, userId: viewer.user.id, isProjectOwner };
  // Spec 3 §6: who may approve here also sees the questions not approved (answers are read only where scoring is).
  const approving = mayApproveSomeWhileScoring(right) && scoringOpen({ status: project.status, someSubmitted: true });
  const [questions, productList, readAnswers, blind] = await Promise.all([
    questionRows(db, project.id, scope, approving),
    productRows(db, project.id, viewer.user.id),
    answerRows(db, project.id, { ...scope, readerId: viewer.user.id }, approving),
    blindViewFor(db, viewer, project, isProjectOwner),
  ]);
  const answerList = blindAnswerRows(blind, readAnswers);
  // Scoring is available once some product could be read, even when none is readable by this viewer yet (issue 37).
  const someSubmitted =
    productList.length > 0 || (project.status === 'AWAITING' && (await someProductsScored(db, [project.id])).size > 0);
  const state = { status: project.status, someSubmitted };
  if (!scoringAvailable(state)) throw badInput(SCORING_UNAVAILABLE);
  const open = scoringOpen(state);
  const cellsByQuestion = new Map<string, AnswerRow[]>();
  for (const row of answerList) pushTo(cellsByQuestion, row.questionId, row);
  const sectionsById = new Map<string, ScoringSection>();
  const scoredByProduct = new Map<string, ScoredAnswer[]>();
  let totalAnswers = 0;
  let ratedAnswers = 0;
  const listed: AnswerRow[][] = [];
  const consensus: ScoringConsensus[] = [];
  for (const row of questions) {
    const question = { ...right, approverIds: [row.approverId, row.section.approverId] };
    const scored = row.status === 'APPROVED';
    const mayApprove = approving && mayApproveWhileScoring(question);
    if (!scored && !mayApprove) continue;
    const section = sectionsById.get(row.section.id) ?? { id: row.section.id, name: row.section.name, questions: [] };
    sectionsById.set(section.id, section);
    const cells = cellsByQuestion.get(row.id) ?? [];
    listed.push(cells);
    if (scored) {
      for (const { productId, rating, consensus: agreed, consensusReason } of cells) {
        pushTo(scoredByProduct, productId, { weight: row.weight, rating, approved: true, submitted: true });
        totalAnswers += 1;
        if (rating !== null) ratedAnswers += 1;
        if (agreed !== null)
          consensus.push({ questionId: row.id, productId, rating: agreed, reason: consensusReason ?? '' });
      }
    }
    const writable = open && scored;
    section.questions.push({
      id: row.id,
      definition: row.definition,
      status: row.status,
      weight: row.weight,
      mayApprove,
      mayRate: writable && mayRate(question),
      maySetWeight: writable && maySetWeight(question, scope.scoringType),
      mayKeepNotes: writable && mayKeepNotes(question),
    });
  }
  const scoredProducts = productList
    .map((product) => ({
      id: product.id,
      name: viewedName(blind, product.id, supplierTitle(product.vendorName, product.productName, product.email)),
      winner: product.winner,
      accepted: true,
      submitted: true,
      score: productScore(scoredByProduct.get(product.id) ?? []),
    }))
    .sort(compareScoredProducts);
  return {
    projectId: project.id,
    branchId: scope.branchId,
    scoringType: scope.scoringType,
    open,
    products: scoredProducts,
    sections: [...sectionsById.values()],
    grid: scoringGrid(listed, scoredProducts, true),
    ratedAnswers,
    totalAnswers,
    completeness: scoringCompleteness(ratedAnswers, totalAnswers),
    blind: blind !== null,
    consensus,
  };
}
