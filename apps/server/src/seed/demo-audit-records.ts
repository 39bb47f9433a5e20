import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  answerRatings,
  answers,
  branches,
  branchQuestionWeights,
  conflictDeclarations,
  consensusRatings,
  projectProducts,
  projectQuestions,
  projects,
  roles,
  sections,
  users,
} from '../db/schema/index.js';
import { supplierLabels } from '../modules/suppliers/index.js';

/**
 * What the demo's trail tells of Northwind, read from the rows the demo seed wrote before it: its people, projects,
 * the suppliers each project invited, sections, branch weights, ratings, declarations and the consensus.
 */
export async function demoAuditRecords(tx: Database, brokerId: string) {
  const people = await tx
    .select({ id: users.id, email: users.email, role: roles.name })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.companyId, brokerId));
  const owned = await tx
    .select({ id: projects.id, name: projects.name, type: projects.type, status: projects.status })
    .from(projects)
    .where(eq(projects.companyId, brokerId));
  const projectIds = owned.map((project) => project.id);
  if (projectIds.length === 0) return null;
  const suppliers = await tx
    .select({ id: projectProducts.id, projectId: projectProducts.projectId, winner: projectProducts.winner })
    .from(projectProducts)
    .where(
      and(
        inArray(projectProducts.projectId, projectIds),
        notInArray(projectProducts.participationStatus, ['DRAFT', 'BLOCKED']),
      ),
    )
    .orderBy(asc(projectProducts.createdAt), asc(projectProducts.id));
  const labels = await supplierLabels(
    tx,
    suppliers.map((supplier) => supplier.id),
  );
  const approvedSections = await tx
    .select({
      id: sections.id,
      projectId: sections.projectId,
      name: sections.name,
      questions: sql<number>`count(${projectQuestions.id})::int`,
    })
    .from(sections)
    .innerJoin(projectQuestions, eq(projectQuestions.sectionId, sections.id))
    .where(and(inArray(sections.projectId, projectIds), eq(projectQuestions.status, 'APPROVED')))
    .groupBy(sections.id, sections.projectId, sections.name, sections.position)
    .orderBy(asc(sections.position));
  const label = sql<string>`${projectQuestions.definition}->>'label'`;
  const weights = await tx
    .select({
      projectId: branches.projectId,
      branchId: branches.id,
      by: branches.createdBy,
      questionId: projectQuestions.id,
      label,
      was: projectQuestions.weight,
      weight: branchQuestionWeights.weight,
    })
    .from(branchQuestionWeights)
    .innerJoin(branches, eq(branches.id, branchQuestionWeights.branchId))
    .innerJoin(projectQuestions, eq(projectQuestions.id, branchQuestionWeights.questionId))
    .where(inArray(branches.projectId, projectIds))
    .orderBy(asc(branches.createdAt), asc(label));
  const ratings = await tx
    .select({
      projectId: projectQuestions.projectId,
      answerId: answerRatings.answerId,
      supplier: answerRatings.projectProductId,
      questionId: projectQuestions.id,
      branchId: answerRatings.branchId,
      rating: answerRatings.rating,
      by: answerRatings.ratedBy,
    })
    .from(answerRatings)
    .innerJoin(answers, eq(answers.id, answerRatings.answerId))
    .innerJoin(projectQuestions, eq(projectQuestions.id, answers.questionId))
    .where(inArray(projectQuestions.projectId, projectIds))
    .orderBy(asc(projectQuestions.position), asc(answerRatings.projectProductId));
  const declarations = await tx
    .select({
      projectId: conflictDeclarations.projectId,
      supplier: conflictDeclarations.projectProductId,
      by: conflictDeclarations.userId,
      hasConflict: conflictDeclarations.hasConflict,
    })
    .from(conflictDeclarations)
    .where(inArray(conflictDeclarations.projectId, projectIds));
  const consensus = await tx
    .select({
      projectId: consensusRatings.projectId,
      answerId: consensusRatings.answerId,
      supplier: consensusRatings.projectProductId,
      rating: consensusRatings.rating,
      by: consensusRatings.decidedBy,
    })
    .from(consensusRatings)
    .where(inArray(consensusRatings.projectId, projectIds));
  return {
    people,
    projects: owned,
    suppliers: suppliers.map((supplier) => ({ ...supplier, label: labels.get(supplier.id) ?? '' })),
    approvedSections,
    weights,
    ratings,
    declarations,
    consensus,
  };
}

export type DemoAuditRecords = NonNullable<Awaited<ReturnType<typeof demoAuditRecords>>>;
