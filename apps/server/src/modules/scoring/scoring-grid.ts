import { encodeGridCell, type ScoringGrid } from '@shortlist/domain';
import type { BlindView } from '../../core/tenancy/index.js';

/** A scored answer as the driver reads it: what the page shows of it, its rating and notes in the scope. */
export interface AnswerRow {
  questionId: string;
  productId: string;
  value: unknown;
  secondaryValue: unknown;
  notApplicable: boolean;
  notApplicableDescription: string | null;
  /** The rating that counts: the latest consensus where one exists, else the scope's own (countedRating). */
  rating: number | null;
  /** The scope's own rating. */
  ownRating: number | null;
  /** Issue 37 item 4: the latest consensus on the answer and its reason. */
  consensus: number | null;
  consensusReason: string | null;
  notes: string | null;
  /** The database's ISO text (isoInstant). */
  notesUpdatedAt: string | null;
}

/**
 * The answers of the listed questions (each question's rows), a row per question aligned with the products, each with
 * the rating that counts (or, `own`, the scope's own rating: the scoring page shows the consensus beside it).
 */
export function scoringGrid(
  questions: AnswerRow[][],
  products: ReadonlyArray<{ id: string }>,
  own = false,
): ScoringGrid {
  const column = new Map(products.map((product, index) => [product.id, index]));
  return questions.map((rows) => {
    const cells: ScoringGrid[number] = new Array(products.length).fill(null);
    for (const row of rows) {
      const index = column.get(row.productId);
      if (index === undefined) continue;
      cells[index] = encodeGridCell({
        ...row,
        rating: own ? row.ownRating : row.rating,
        notes:
          row.notes === null || row.notesUpdatedAt === null
            ? null
            : { value: row.notes, updatedAt: row.notesUpdatedAt },
      });
    }
    return cells;
  });
}

/** Issue 37 item 3: the answers as a blind viewer reads them (texts and notes masked, files renamed). */
export function blindAnswerRows(view: BlindView | null, rows: AnswerRow[]): AnswerRow[] {
  if (!view) return rows;
  return rows.map((row) => ({
    ...view.answer(row.productId, row),
    notes: row.notes === null ? null : view.mask(row.notes),
    consensusReason: row.consensusReason === null ? null : view.mask(row.consensusReason),
  }));
}

/** A supplier's name as the viewer reads it: its alias for a blind viewer. */
export const viewedName = (view: BlindView | null, productId: string, name: string): string =>
  view ? view.aliasOf(productId) : name;
