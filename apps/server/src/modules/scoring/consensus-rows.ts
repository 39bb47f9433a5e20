import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  answerRatings,
  answers,
  branches,
  companies,
  consensusRatings,
  products,
  projectProducts,
  projectQuestions,
  sections,
  users,
} from '../../db/schema/index.js';
import { oneOf, scoredProductsWhere, scoredQuestion } from './scoring-rows.js';

const rater = alias(users, 'rater');
const scopeOwner = alias(users, 'scope_owner');

const nameOf = (table: typeof rater | typeof scopeOwner) =>
  sql<string | null>`nullif(trim(${table.firstName} || ' ' || ${table.lastName}), '')`;

/** One rating of a scored answer in one scope (No Rate included), with who gave it and whose scope it is. */
export interface ScopeRatingRow {
  answerId: string;
  questionId: string;
  productId: string;
  branchId: string | null;
  /** The branch creator's name (null: the shared scoring, or a creator gone). */
  scopeName: string | null;
  ratedBy: string | null;
  raterName: string | null;
  rating: number;
}

/**
 * Every rating (No Rate included) of the project's scored answers (accepted, submitted products the reader may read;
 * approved questions suppliers answer) in every scope, or of the listed answers. One statement.
 */
export function scopeRatings(
  db: Database,
  projectId: string,
  readerId: string,
  answerIds?: readonly string[],
): Promise<ScopeRatingRow[]> {
  return db
    .select({
      answerId: answers.id,
      questionId: answers.questionId,
      productId: answers.projectProductId,
      branchId: answerRatings.branchId,
      scopeName: nameOf(scopeOwner),
      ratedBy: answerRatings.ratedBy,
      raterName: sql<string | null>`coalesce(${nameOf(rater)}, ${rater.email})`,
      rating: answerRatings.rating,
    })
    .from(answerRatings)
    .innerJoin(answers, eq(answers.id, answerRatings.answerId))
    .innerJoin(
      projectProducts,
      and(eq(projectProducts.id, answers.projectProductId), scoredProductsWhere(projectId, readerId)),
    )
    .innerJoin(projectQuestions, and(eq(projectQuestions.id, answers.questionId), scoredQuestion))
    .leftJoin(branches, eq(branches.id, answerRatings.branchId))
    .leftJoin(scopeOwner, eq(scopeOwner.id, branches.createdBy))
    .leftJoin(rater, eq(rater.id, answerRatings.ratedBy))
    .where(and(gte(answerRatings.rating, -1), answerIds && oneOf(answers.id, answerIds)))
    .orderBy(asc(answerRatings.ratedAt), asc(answerRatings.id));
}

/** The question and product of each listed answer, in the project's order of sections and questions. One statement. */
export function answerSubjects(db: Database, answerIds: readonly string[]) {
  return db
    .select({
      answerId: answers.id,
      questionId: projectQuestions.id,
      questionLabel: sql<string>`coalesce(${projectQuestions.definition}->>'label', '')`,
      sectionName: sections.name,
      productId: projectProducts.id,
      productName: sql<string>`coalesce(${products.name}, ${projectProducts.productName})`,
      vendorName: sql<string>`coalesce(${companies.name}, '')`,
      email: projectProducts.email,
    })
    .from(answers)
    .innerJoin(projectQuestions, eq(projectQuestions.id, answers.questionId))
    .innerJoin(sections, eq(sections.id, projectQuestions.sectionId))
    .innerJoin(projectProducts, eq(projectProducts.id, answers.projectProductId))
    .leftJoin(products, eq(products.id, projectProducts.productId))
    .leftJoin(companies, eq(companies.id, products.companyId))
    .where(oneOf(answers.id, answerIds))
    .orderBy(
      asc(sections.position),
      asc(sections.id),
      asc(projectQuestions.position),
      asc(projectQuestions.id),
      asc(projectProducts.createdAt),
      asc(projectProducts.id),
    );
}

/** A recorded consensus (a row of its answer's history). */
export interface ConsensusRecord {
  id: string;
  answerId: string;
  rating: number;
  reason: string;
  decidedByName: string;
  createdAt: Date;
}

/** The project's consensus records, newest first (the first of an answer is the one that counts). One statement. */
export function consensusHistory(db: Database, projectId: string): Promise<ConsensusRecord[]> {
  return db
    .select({
      id: consensusRatings.id,
      answerId: consensusRatings.answerId,
      rating: consensusRatings.rating,
      reason: consensusRatings.reason,
      decidedByName: consensusRatings.decidedByName,
      createdAt: consensusRatings.createdAt,
    })
    .from(consensusRatings)
    .where(eq(consensusRatings.projectId, projectId))
    .orderBy(desc(consensusRatings.createdAt), desc(consensusRatings.id));
}
