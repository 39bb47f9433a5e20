import { compareScoredProducts, productScore, type ScoredAnswer } from '@shortlist/domain';
import type { ScoredAnswerRow, scoredProductRows, scoredQuestionRows } from '../../scoring/index.js';
import { supplierTitle } from '../../suppliers/index.js';

/** A product of the report with its score in the scope, as the scoring page counts it over every scored question. */
export interface ReportProduct {
  id: string;
  /** 'Vendor — Product', as the scoring page names it. */
  name: string;
  vendorName: string;
  productName: string;
  score: number;
  /** Scored answers given a rating (No Rate included), among all of its scored answers. */
  rated: number;
  total: number;
  winner: boolean;
}

type QuestionRow = Pick<Awaited<ReturnType<typeof scoredQuestionRows>>[number], 'id' | 'weight'>;
type ProductRow = Awaited<ReturnType<typeof scoredProductRows>>[number];

/**
 * Each scored product's score, rated and total over every scored question (spec 2 §9, the domain's productScore), so
 * that a report shows the scores of the scoring page whatever subset of questions it lists.
 */
export function scoredProducts(products: ProductRow[], questions: QuestionRow[], answers: ScoredAnswerRow[]) {
  const weights = new Map(questions.map((question) => [question.id, question.weight]));
  const byProduct = new Map<string, ScoredAnswer[]>();
  for (const answer of answers) {
    const weight = weights.get(answer.questionId);
    if (weight === undefined) continue;
    const scored = { weight, rating: answer.rating, approved: true, submitted: true };
    const list = byProduct.get(answer.productId);
    if (list) list.push(scored);
    else byProduct.set(answer.productId, [scored]);
  }
  return products.map((product): ReportProduct => {
    const scored = byProduct.get(product.id) ?? [];
    return {
      id: product.id,
      name: supplierTitle(product.vendorName, product.productName, product.email),
      vendorName: product.vendorName,
      productName: product.productName,
      score: productScore(scored),
      rated: scored.filter((answer) => answer.rating !== null).length,
      total: scored.length,
      winner: product.winner,
    };
  });
}

/** The products asked for, among the scored ones: in the comparison's order, else in the scoring page's. */
export function chosenProducts(all: ReportProduct[], productIds: readonly string[], comparisonOrder: string[] | null) {
  const asked = new Set(productIds);
  const byId = new Map(all.filter((product) => asked.has(product.id)).map((product) => [product.id, product]));
  if (comparisonOrder) return comparisonOrder.flatMap((id) => byId.get(id) ?? []);
  return [...byId.values()].sort((a, b) =>
    compareScoredProducts({ ...a, accepted: true, submitted: true }, { ...b, accepted: true, submitted: true }),
  );
}
