import {
  CONFLICT_MESSAGES,
  type QuestionDefinition,
  SEALED_ANSWERS_MESSAGES,
  type SettledAnswer,
  supplierSeesQuestions,
} from '@shortlist/domain';
import { and, eq, sql } from 'drizzle-orm';
import { badInput, forbidden, notFound } from '../../../core/errors.js';
import {
  answersSealed,
  type BlindView,
  blindViewFor,
  conflictsClear,
  ownsProject,
  tenantProjects,
} from '../../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../../core/viewer/index.js';
import type { Database } from '../../../db/client.js';
import { companies, products, projectProducts, projects } from '../../../db/schema/index.js';
import { findInvitations, supplierCompanyOf } from '../../suppliers/index.js';
import { readsAnswers } from '../answer-readers.js';
import { participationAnswers } from '../questionnaire-rows.js';
import { questionnaireSkeleton } from '../questionnaire-skeleton.js';

/** One product's answers for a report: who answered, when they submitted, and the answers by section. */
export interface ReportAnswers {
  projectName: string;
  vendorName: string;
  productName: string;
  submittedAt: Date | null;
  sections: Array<{
    name: string;
    questions: Array<{ definition: QuestionDefinition; answer: SettledAnswer | null }>;
  }>;
}

/** The questionnaire's sections in order, each question with the participation's answer content if it has one. */
async function sectionsOf(db: Database, projectId: string, projectProductId: string) {
  const [skeleton, answersById] = await Promise.all([
    questionnaireSkeleton(db, projectId),
    participationAnswers(db, projectProductId),
  ]);
  return skeleton.sections.map((section) => ({
    name: section.name,
    questions: section.questions.map(({ id, definition }) => {
      const answer = answersById.get(id);
      return {
        definition,
        answer: answer
          ? {
              value: answer.value,
              secondaryValue: answer.secondaryValue,
              notApplicable: answer.notApplicable,
              notApplicableDescription: answer.notApplicableDescription,
              isDraft: answer.isDraft,
            }
          : null,
      };
    }),
  }));
}

/** Whose answers a report shows, and when they were submitted. */
type ReportSubject = Omit<ReportAnswers, 'sections'> & { blind?: BlindView };

/**
 * The buy side of the project (its tenant rule) reads an accepted product's answers with MANAGE_PROJECT_STATE or
 * READ_SCORING (spec 2 §4: participation ACCEPTED is required for export), unless they are sealed (issue 37).
 */
async function buySideSubject(db: Database, viewer: Viewer, projectId: string, projectProductId: string) {
  if (!readsAnswers(viewer)) throw forbidden();
  if (!isUuid(projectId) || !isUuid(projectProductId)) throw notFound('Product');
  const [subject] = await db
    .select({
      projectName: projects.name,
      vendorName: sql<string>`coalesce(${companies.name}, '')`,
      productName: sql<string>`coalesce(${products.name}, ${projectProducts.productName})`,
      submittedAt: projectProducts.answersSubmittedAt,
      sealed: answersSealed,
      clear: conflictsClear(viewer.user.id),
      project: { id: projects.id, status: projects.status, settings: projects.settings },
      isProjectOwner: ownsProject(db, viewer),
    })
    .from(projectProducts)
    .innerJoin(projects, eq(projects.id, projectProducts.projectId))
    .leftJoin(products, eq(products.id, projectProducts.productId))
    .leftJoin(companies, eq(companies.id, products.companyId))
    .where(
      and(
        tenantProjects(viewer, eq(projects.id, projectId)),
        eq(projectProducts.id, projectProductId),
        eq(projectProducts.participationStatus, 'ACCEPTED'),
      ),
    );
  if (!subject) throw notFound('Product');
  const { sealed, clear, project, isProjectOwner, ...found } = subject;
  if (sealed) throw badInput(SEALED_ANSWERS_MESSAGES.sealed);
  if (!clear) throw badInput(CONFLICT_MESSAGES.hidden);
  // Issue 37 blind scoring: a blind viewer's report names the supplier by its alias and masks its answers.
  const blind = await blindViewFor(db, viewer, project, isProjectOwner);
  if (!blind) return found;
  const alias = blind.aliasOf(projectProductId);
  return { ...found, vendorName: '', productName: alias, blind };
}

/** The signed-in supplier reads its own product's answers once it is shown the questions. */
async function supplierSubject(db: Database, viewer: Viewer, projectId: string, projectProductId: string) {
  const { project, invitations } = await findInvitations(db, { viewer, hash: null }, projectId, projectProductId);
  const [invitation] = invitations;
  if (!invitation || !supplierSeesQuestions(project.status, invitation.participationStatus)) throw notFound('Project');
  return {
    projectName: project.name,
    vendorName: invitation.vendorName,
    productName: invitation.productName,
    submittedAt: invitation.answersSubmittedAt,
  };
}

/**
 * Spec 2 §7 Reports, Vendor report: whose answers a report of the product shows, for its own signed-in supplier or
 * for the project's buy side, in one statement. Anyone else (another company, another tenant) finds no such product.
 */
export function findReportSubject(
  db: Database,
  viewer: Viewer,
  projectId: string,
  projectProductId: string,
): Promise<ReportSubject> {
  return supplierCompanyOf(viewer)
    ? supplierSubject(db, viewer, projectId, projectProductId)
    : buySideSubject(db, viewer, projectId, projectProductId);
}

/** The subject and its answers, in questionnaire order: a fixed number of statements whatever the number of questions. */
export async function findReportAnswers(
  db: Database,
  viewer: Viewer,
  projectId: string,
  projectProductId: string,
): Promise<ReportAnswers> {
  const { blind, ...subject } = await findReportSubject(db, viewer, projectId, projectProductId);
  const sections = await sectionsOf(db, projectId, projectProductId);
  if (!blind) return { ...subject, sections };
  const masked = sections.map((section) => ({
    ...section,
    questions: section.questions.map((question) => ({
      ...question,
      answer: question.answer && blind.answer(projectProductId, question.answer),
    })),
  }));
  return { ...subject, sections: masked };
}
