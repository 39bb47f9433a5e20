import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { comparisonProducts, comparisonQuestions, comparisons, users } from '../../db/schema/index.js';

/** A comparison as stored, with its creator's name and its products (in column order) and questions. */
export interface ComparisonRecord {
  id: string;
  projectId: string;
  branchId: string | null;
  name: string;
  description: string;
  isPrivate: boolean;
  showNotes: boolean;
  createdById: string | null;
  createdByName: string | null;
  createdAt: Date;
  updatedAt: Date;
  productIds: string[];
  questionIds: string[];
}

export const creatorName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** The comparisons matching a condition, with everything of theirs: one statement. */
export const comparisonRecords = (db: Pick<Database, 'select'>) =>
  db
    .select({
      id: comparisons.id,
      projectId: comparisons.projectId,
      branchId: comparisons.branchId,
      name: comparisons.name,
      description: comparisons.description,
      isPrivate: comparisons.isPrivate,
      showNotes: comparisons.showNotes,
      createdById: comparisons.createdBy,
      createdByName: creatorName,
      createdAt: comparisons.createdAt,
      updatedAt: comparisons.updatedAt,
      productIds: sql<string[]>`(select coalesce(json_agg(${comparisonProducts.projectProductId}
        order by ${comparisonProducts.position}), '[]'::json) from ${comparisonProducts}
        where ${comparisonProducts.comparisonId} = ${comparisons.id})`,
      questionIds: sql<string[]>`(select coalesce(json_agg(${comparisonQuestions.questionId}), '[]'::json)
        from ${comparisonQuestions} where ${comparisonQuestions.comparisonId} = ${comparisons.id})`,
    })
    .from(comparisons)
    .leftJoin(users, eq(users.id, comparisons.createdBy));
