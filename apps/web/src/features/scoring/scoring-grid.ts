import { decodeGridCell, type ScoringGrid } from '@shortlist/domain';
import type { ScoringCell, ScoringData, ScoringRead } from './scoring-model';

/** The answers of one grid row (a question), each with its product, rating and notes. */
export function gridCells(
  row: ScoringGrid[number] | undefined,
  products: ReadonlyArray<{ productId: string }>,
  consensusOf: (productId: string) => ScoringCell['consensus'] = () => null,
): ScoringCell[] {
  const cells: ScoringCell[] = [];
  row?.forEach((cell, index) => {
    const product = products[index];
    if (!cell || !product) return;
    const { rating, notes, ...answer } = decodeGridCell(cell);
    cells.push({ productId: product.productId, rating, answer, notes, consensus: consensusOf(product.productId) });
  });
  return cells;
}

/** The scoring as the page keeps it: each question with its answers, from the grid's row of it (in section order). */
export function fromGrid({ grid, ...scoring }: ScoringRead): ScoringData {
  const rows = Array.isArray(grid) ? (grid as ScoringGrid) : [];
  const agreed = new Map(
    (scoring.consensus ?? []).map(({ questionId, productId, rating, reason }) => [
      `${questionId}:${productId}`,
      { rating, reason },
    ]),
  );
  let next = 0;
  return {
    ...scoring,
    sections: scoring.sections.map((section) => ({
      ...section,
      questions: section.questions.map((question) => ({
        ...question,
        answers: gridCells(
          rows[next++],
          scoring.products,
          (productId) => agreed.get(`${question.questionId}:${productId}`) ?? null,
        ),
      })),
    })),
  };
}
