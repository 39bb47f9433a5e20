import { decodeGridCell, type ScoringGrid } from '@shortlist/domain';
import type { ScoringCell, ScoringData, ScoringRead } from './scoring-model';

function cellsOf(row: ScoringGrid[number] | undefined, products: ScoringRead['products']): ScoringCell[] {
  const cells: ScoringCell[] = [];
  row?.forEach((cell, index) => {
    const product = products[index];
    if (!cell || !product) return;
    const { rating, notes, ...answer } = decodeGridCell(cell);
    cells.push({ productId: product.productId, rating, answer, notes });
  });
  return cells;
}

/** The scoring as the page keeps it: each question with its answers, from the grid's row of it (in section order). */
export function fromGrid({ grid, ...scoring }: ScoringRead): ScoringData {
  const rows = Array.isArray(grid) ? (grid as ScoringGrid) : [];
  let next = 0;
  return {
    ...scoring,
    sections: scoring.sections.map((section) => ({
      ...section,
      questions: section.questions.map((question) => ({
        ...question,
        answers: cellsOf(rows[next++], scoring.products),
      })),
    })),
  };
}
