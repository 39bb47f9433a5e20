import type { QuestionDefinition, ScoringGrid } from '@shortlist/domain';
import type { BlindView } from '../../core/tenancy/index.js';
import type { Database } from '../../db/client.js';
import { supplierTitle } from '../suppliers/index.js';
import { type AnswerRow, blindAnswerRows, scoringGrid } from './scoring-grid.js';
import { answerRows, productRows, pushTo, questionRows } from './scoring-queries.js';
import { productTallies } from './scoring-tallies.js';

/** Which products and questions of a project to read (a comparison's, a report's), in the scope's ratings. */
export interface ScoredSubsetRequest {
  projectId: string;
  branchId: string | null;
  /** Whose reading it is (issue 37): products they may not read are left out. */
  readerId: string | null;
  /** In the order their columns take; only the project's accepted products are kept. */
  productIds: readonly string[];
  /** Only the project's approved questions that suppliers answer are kept, in the project's order. */
  questionIds: readonly string[];
  /** Whether the notes in the scope are read with the answers. */
  withNotes: boolean;
  /** Issue 37 item 3: the viewer's blind view (aliases, masked answers), or null for real names. */
  blind?: BlindView | null;
}

export interface SubsetProduct {
  id: string;
  name: string;
  productName: string;
  vendorName: string;
  /** Spec 2 §9: the product's score in the scope, Σ weight × rating over all its scored answers. */
  score: number;
}

export interface SubsetSection {
  id: string;
  name: string;
  questions: Array<{ id: string; definition: QuestionDefinition; weight: number }>;
}

export interface ScoredSubset {
  products: SubsetProduct[];
  sections: SubsetSection[];
  /** A row per question of `sections`, aligned with `products` (packages/domain scoring-grid). */
  grid: ScoringGrid;
}

/**
 * The chosen products (accepted) and questions (approved, answered by suppliers) of a project with the answers, their
 * ratings and notes in the scope, as the scoring page reads them. Four statements whatever their numbers.
 */
export async function loadScoredSubset(db: Database, request: ScoredSubsetRequest): Promise<ScoredSubset> {
  const scope = { branchId: request.branchId, readerId: request.readerId };
  const blind = request.blind ?? null;
  const [questions, productList, readAnswers, tallies] = await Promise.all([
    questionRows(db, request.projectId, scope, false, request.questionIds),
    productRows(db, request.projectId, request.readerId, request.productIds),
    answerRows(db, request.projectId, scope, false, request),
    productTallies(db, request),
  ]);
  const answerList = blindAnswerRows(blind, readAnswers);
  const position = new Map(request.productIds.map((id, index) => [id, index]));
  const products = productList
    .map((product) => ({
      id: product.id,
      name: blind ? blind.aliasOf(product.id) : supplierTitle(product.vendorName, product.productName, product.email),
      productName: blind ? blind.aliasOf(product.id) : product.productName,
      vendorName: blind ? '' : product.vendorName,
      score: tallies.get(product.id)?.score ?? 0,
    }))
    .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  const cellsByQuestion = new Map<string, AnswerRow[]>();
  for (const row of answerList) {
    pushTo(cellsByQuestion, row.questionId, request.withNotes ? row : { ...row, notes: null, notesUpdatedAt: null });
  }
  const sectionsById = new Map<string, SubsetSection>();
  const listed: AnswerRow[][] = [];
  for (const row of questions) {
    const section = sectionsById.get(row.section.id) ?? { id: row.section.id, name: row.section.name, questions: [] };
    sectionsById.set(section.id, section);
    section.questions.push({ id: row.id, definition: row.definition, weight: row.weight });
    listed.push(cellsByQuestion.get(row.id) ?? []);
  }
  return { products, sections: [...sectionsById.values()], grid: scoringGrid(listed, products) };
}
