import { CONFLICT_MESSAGES, type QuestionDefinition, SEALED_ANSWERS_MESSAGES } from '@shortlist/domain';
import { and, asc, eq } from 'drizzle-orm';
import { badInput, notFound } from '../../../core/errors.js';
import {
  answersSealed,
  blindViewFor,
  brokerProjectWhere,
  conflictsClear,
  ownsProject,
} from '../../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../../core/viewer/index.js';
import type { Database } from '../../../db/client.js';
import {
  answers,
  companies,
  products,
  projectProducts,
  projectQuestions,
  projects,
  sections,
} from '../../../db/schema/index.js';
import { supplierTitle } from '../../suppliers/index.js';
import { type AnswerView, answerView, answerViewColumns } from '../answer-view.js';
import { answerableQuestion } from '../questionnaire-rows.js';
import { mayRequestUpdate, requestsOffered } from './request-rules.js';

export interface ProductAnswersQuestion {
  id: string;
  sectionId: string;
  definition: QuestionDefinition;
  answer: AnswerView | null;
  /** Whether the viewer may request an update of this answer now (there is one, and the rules allow it). */
  mayRequestUpdate: boolean;
}

export interface ProductAnswersSection {
  id: string;
  name: string;
  description: string;
  questions: ProductAnswersQuestion[];
}

/** One accepted product's answers as the buy side reads them. */
export interface ProductAnswersView {
  projectId: string;
  productId: string;
  /** The supplier title: 'vendor name — product name'. */
  name: string;
  answersSubmittedAt: Date | null;
  answersSubmitDeadline: Date | null;
  /** Spec 2 §6: update requests are offered (branches off, a status in which the supplier may change an answer). */
  requestsOffered: boolean;
  sections: ProductAnswersSection[];
  /** Issue 37 item 3: the viewer reads the supplier as an alias (names, answers and file names masked). */
  blind: boolean;
}

/** The tenant's project, the accepted product in it (null when it is not), and the owner flag. One statement. */
async function findAcceptedProduct(db: Database, viewer: Viewer, projectId: string, projectProductId: string) {
  const where = brokerProjectWhere(viewer, projectId);
  if (!isUuid(projectProductId)) throw notFound('Product');
  const [row] = await db
    .select({
      project: { id: projects.id, status: projects.status, settings: projects.settings },
      isProjectOwner: ownsProject(db, viewer),
      product: {
        id: projectProducts.id,
        answersSubmittedAt: projectProducts.answersSubmittedAt,
        answersSubmitDeadline: projectProducts.answersSubmitDeadline,
        sealed: answersSealed,
        clear: conflictsClear(viewer.user.id),
      },
      productName: products.name,
      vendorName: companies.name,
    })
    .from(projects)
    .leftJoin(
      projectProducts,
      and(
        eq(projectProducts.projectId, projects.id),
        eq(projectProducts.id, projectProductId),
        eq(projectProducts.participationStatus, 'ACCEPTED'),
      ),
    )
    .leftJoin(products, eq(products.id, projectProducts.productId))
    .leftJoin(companies, eq(companies.id, products.companyId))
    .where(where);
  if (!row) throw notFound('Project');
  const { product } = row;
  if (!product) throw notFound('Product');
  if (product.sealed) throw badInput(SEALED_ANSWERS_MESSAGES.sealed);
  if (!product.clear) throw badInput(CONFLICT_MESSAGES.hidden);
  return { ...row, product };
}

/** The questions suppliers answer (approved, not private) with one product's answers and their approvers, in order. */
function productAnswerRows(db: Database, projectId: string, projectProductId: string) {
  return db
    .select({
      section: {
        id: sections.id,
        name: sections.name,
        description: sections.description,
        approverId: sections.approverId,
      },
      question: {
        id: projectQuestions.id,
        definition: projectQuestions.definition,
        approverId: projectQuestions.approverId,
      },
      answer: answerViewColumns,
    })
    .from(sections)
    .innerJoin(projectQuestions, and(eq(projectQuestions.sectionId, sections.id), answerableQuestion))
    .leftJoin(answers, and(eq(answers.questionId, projectQuestions.id), eq(answers.projectProductId, projectProductId)))
    .where(eq(sections.projectId, projectId))
    .orderBy(asc(sections.position), asc(sections.id), asc(projectQuestions.position), asc(projectQuestions.id));
}

/**
 * One accepted product's answers for the buy side (READ_SCORING or MANAGE_PROJECT_STATE, checked by the field): the
 * sections and questions suppliers answer, each with the product's answer, in two statements whatever the size. A
 * project of another company, or a product not in it or not accepted, answers as not found.
 */
export async function loadProductAnswers(
  db: Database,
  viewer: Viewer,
  projectId: string,
  projectProductId: string,
): Promise<ProductAnswersView> {
  const found = await findAcceptedProduct(db, viewer, projectId, projectProductId);
  const offered = requestsOffered(found.project);
  const [rows, blind] = await Promise.all([
    productAnswerRows(db, found.project.id, found.product.id),
    blindViewFor(db, viewer, found.project, found.isProjectOwner),
  ]);
  const viewed = (answer: AnswerView) => (blind ? blind.answer(found.product.id, answer) : answer);
  const sectionsById = new Map<string, ProductAnswersSection>();
  for (const { section, question, answer } of rows) {
    const entry = sectionsById.get(section.id) ?? {
      id: section.id,
      name: section.name,
      description: section.description,
      questions: [],
    };
    sectionsById.set(section.id, entry);
    const right = {
      privileges: viewer.privileges,
      userId: viewer.user.id,
      isProjectOwner: found.isProjectOwner,
      approverIds: [question.approverId, section.approverId],
    };
    entry.questions.push({
      id: question.id,
      sectionId: section.id,
      definition: question.definition,
      answer: answer ? viewed(answerView(answer)) : null,
      mayRequestUpdate: offered && answer !== null && mayRequestUpdate(right),
    });
  }
  return {
    projectId: found.project.id,
    productId: found.product.id,
    name: blind ? blind.aliasOf(found.product.id) : supplierTitle(found.vendorName ?? '', found.productName ?? '', ''),
    blind: blind !== null,
    answersSubmittedAt: found.product.answersSubmittedAt,
    answersSubmitDeadline: found.product.answersSubmitDeadline,
    requestsOffered: offered,
    sections: [...sectionsById.values()],
  };
}
