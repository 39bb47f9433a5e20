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
  rating: number | null;
  notes: string | null;
  /** The database's ISO text (isoInstant). */
  notesUpdatedAt: string | null;
}

/** The answers of the listed questions (each question's rows), a row per question aligned with the products. */
export function scoringGrid(questions: AnswerRow[][], products: ReadonlyArray<{ id: string }>): ScoringGrid {
  const column = new Map(products.map((product, index) => [product.id, index]));
  return questions.map((rows) => {
    const cells: ScoringGrid[number] = new Array(products.length).fill(null);
    for (const row of rows) {
      const index = column.get(row.productId);
      if (index === undefined) continue;
      cells[index] = encodeGridCell({
        ...row,
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
  }));
}

/** A supplier's name as the viewer reads it: its alias for a blind viewer. */
export const viewedName = (view: BlindView | null, productId: string, name: string): string =>
  view ? view.aliasOf(productId) : name;
