/**
 * The scoring page's answers as one compact value (issue 33 point 7): a GraphQL object per answer cost more than
 * the rest of a 30-product × 1,000-question read. The grid has a row per question (in the order the sections list
 * them), each aligned with the products as listed: null where the product gave no answer, else a cell.
 */
export type ScoringGrid = Array<Array<ScoringGridCell | null>>;

/**
 * [value, rating, notes, notesUpdatedAt, secondaryValue, notApplicable, notApplicableDescription], the most common
 * first and the trailing empty ones left out (an answer rated 3 is `["Yes", 3]`).
 */
export type ScoringGridCell = unknown[];

/** One answer as scored in a scope, whichever side reads or writes it. */
export interface GridAnswer {
  value: unknown;
  secondaryValue: unknown;
  notApplicable: boolean;
  notApplicableDescription: string | null;
  rating: number | null;
  notes: { value: string; updatedAt: string } | null;
}

export function encodeGridCell(answer: GridAnswer): ScoringGridCell {
  const cell = [
    answer.value ?? null,
    answer.rating,
    answer.notes?.value ?? null,
    answer.notes?.updatedAt ?? null,
    answer.secondaryValue ?? null,
    answer.notApplicable || null,
    answer.notApplicableDescription,
  ];
  let length = cell.length;
  while (length > 0 && cell[length - 1] === null) length -= 1;
  cell.length = length;
  return cell;
}

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

export function decodeGridCell(cell: ScoringGridCell): GridAnswer {
  const [value, rating, notes, notesUpdatedAt, secondaryValue, notApplicable, description] = cell;
  const notesValue = textOrNull(notes);
  const updatedAt = textOrNull(notesUpdatedAt);
  return {
    value: value ?? null,
    secondaryValue: secondaryValue ?? null,
    notApplicable: notApplicable === true,
    notApplicableDescription: textOrNull(description),
    rating: typeof rating === 'number' ? rating : null,
    notes: notesValue === null || updatedAt === null ? null : { value: notesValue, updatedAt },
  };
}
