import type { Worksheet } from 'exceljs';
import { cellText } from './sheet-cells.js';

/**
 * The columns a question sheet may have, each with the headers that name it, the preferred first: a sheet with both
 * a Question and a Description column takes its questions from Question. The sample file uses each first name.
 */
export const QUESTION_COLUMNS = {
  section: ['Section', 'Section name', 'Category', 'Area', 'Topic', 'Group', 'Module', 'Domain', 'Chapter', 'Heading'],
  number: ['#', 'No', 'Nr', 'Number', 'Ref', 'Reference', 'ID', 'Item', 'Q#', 'Q no', 'Question number', 'Question no'],
  question: [
    'Question',
    'Questions',
    'Question text',
    'Question label',
    'Requirement',
    'Requirements',
    'Requirement text',
    'Criterion',
    'Criteria',
    'Description',
  ],
  type: ['Type', 'Question type', 'Answer type', 'Response type', 'Field type', 'Answer format', 'Format'],
  options: ['Options', 'Option', 'Choices', 'Answer options', 'Response options', 'Allowed values', 'Values'],
  weight: ['Weight', 'Weighting', 'Importance', 'Score weight', 'Scoring weight'],
  helperText: [
    'Helper text',
    'Help text',
    'Help',
    'Guidance',
    'Guidance notes',
    'Hint',
    'Notes',
    'Note',
    'Explanation',
  ],
  min: ['Min', 'Minimum', 'Min value', 'Minimum value'],
  max: ['Max', 'Maximum', 'Max value', 'Maximum value'],
  maxLength: ['Max length', 'Maximum length', 'Max characters', 'Character limit', 'Max chars'],
  /** The answers file of this product writes each question's rules in words (rulesInWords). */
  rules: ['Rules'],
} as const;

export type QuestionField = keyof typeof QUESTION_COLUMNS;

/** A field's column: its number and its header as the sheet writes it (named in the reasons of skipped rows). */
export interface FoundColumn {
  column: number;
  header: string;
}

export interface QuestionHeader {
  row: number;
  columns: Partial<Record<QuestionField, FoundColumn>>;
}

/** The header row is looked for in the first rows: a title, a logo or a date often come first. */
export const HEADER_SEARCH_ROWS = 20;

/** A header compared without case, punctuation or a note in brackets: 'Weight (1-5)', 'weight:' and 'WEIGHT' agree. */
const headerKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/\(.*?\)|\[.*?\]/g, ' ')
    .replace(/[^\p{L}\p{N}#]+/gu, ' ')
    .trim();

const RANKS = new Map<string, { field: QuestionField; rank: number }>(
  (Object.keys(QUESTION_COLUMNS) as QuestionField[]).flatMap((field) =>
    QUESTION_COLUMNS[field].map((name, rank) => [headerKey(name), { field, rank }] as const),
  ),
);

/** The fields a row names, each by its best-ranked header (the leftmost of equals). */
function headerOfRow(sheet: Worksheet, row: number): QuestionHeader['columns'] {
  const best: Partial<Record<QuestionField, FoundColumn & { rank: number }>> = {};
  const cells = sheet.getRow(row);
  for (let column = 1; column <= cells.cellCount; column++) {
    const header = cellText(sheet, row, column);
    const match = header ? RANKS.get(headerKey(header)) : undefined;
    if (!match) continue;
    const current = best[match.field];
    if (!current || match.rank < current.rank) best[match.field] = { column, header, rank: match.rank };
  }
  const columns: QuestionHeader['columns'] = {};
  for (const [field, found] of Object.entries(best) as [QuestionField, FoundColumn][]) {
    columns[field] = { column: found.column, header: found.header };
  }
  return columns;
}

/**
 * Of the first rows that name a question column, the one naming the most columns (the first of equals): a title
 * 'Questions' above the real header is no header. Null when no row names a question column.
 */
export function findQuestionHeader(sheet: Worksheet): QuestionHeader | null {
  let best: QuestionHeader | null = null;
  const last = Math.min(sheet.rowCount, HEADER_SEARCH_ROWS);
  for (let row = 1; row <= last; row++) {
    const columns = headerOfRow(sheet, row);
    const better = !best || Object.keys(columns).length > Object.keys(best.columns).length;
    if (columns.question && better) best = { row, columns };
  }
  return best;
}
