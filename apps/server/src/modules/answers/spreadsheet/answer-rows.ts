import type { Cell, Row, Workbook } from 'exceljs';
import { headerColumns } from '../../../platform/xlsx/index.js';
import type { QuestionnaireSection } from '../questionnaire.js';
import { asText, type CellContent, type RowCells } from './answer-from-cells.js';
import { ANSWER_HEADERS, ANSWER_SHEET, type AnswerColumn } from './answer-sheet-layout.js';

/** A row of an uploaded answers file, by the spreadsheet's own row number. */
export interface AnswerRow {
  row: number;
  questionId: string | null;
  section: string | null;
  question: string | null;
  cells: RowCells;
}

/** A formula counts by its result; a date reads as yyyy-mm-dd. */
function cellContent(cell: Cell): CellContent {
  const value = cell.formula ? cell.result : cell.value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return cell.text.trim() || null;
}

/**
 * The rows of the answers sheet (the sheet named 'Answers', else the first), its columns found by their headers in
 * the first row. A file without a Question or Question ID column, or without an Answer or Not Applicable column,
 * has no rows to import.
 */
export function readAnswerRows(workbook: Workbook): AnswerRow[] {
  const sheet = workbook.getWorksheet(ANSWER_SHEET) ?? workbook.worksheets[0];
  if (!sheet) return [];
  const columns = headerColumns(sheet, ANSWER_HEADERS);
  const findsQuestions = columns.question !== undefined || columns.questionId !== undefined;
  if (!findsQuestions || (columns.answer === undefined && columns.notApplicable === undefined)) return [];
  const read = (row: Row, field: AnswerColumn) => {
    const column = columns[field];
    return column === undefined ? null : cellContent(row.getCell(column));
  };
  const rows: AnswerRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    rows.push({
      row: number,
      questionId: asText(read(row, 'questionId')),
      section: asText(read(row, 'section')),
      question: asText(read(row, 'question')),
      cells: {
        answer: read(row, 'answer'),
        comment: read(row, 'comment'),
        notApplicable: read(row, 'notApplicable'),
        notApplicableDescription: read(row, 'notApplicableDescription'),
      },
    });
  });
  return rows;
}

const nameKey = (section: string, question: string) =>
  `${section.trim().toLowerCase()}\n${question.trim().toLowerCase()}`;

/**
 * The rows that belong to the questionnaire's questions, by question id: a row names its question by the Question ID
 * column, else by its section's name and the question's label (any case). A question's first row counts; rows of
 * no question of the questionnaire are left out.
 */
export function matchAnswerRows(sections: readonly QuestionnaireSection[], rows: readonly AnswerRow[]) {
  const ids = new Set<string>();
  const byName = new Map<string, string>();
  for (const section of sections) {
    for (const question of section.questions) {
      ids.add(question.id);
      const key = nameKey(section.name, question.definition.label);
      if (!byName.has(key)) byName.set(key, question.id);
    }
  }
  const matched = new Map<string, AnswerRow>();
  for (const row of rows) {
    const byId = row.questionId && ids.has(row.questionId) ? row.questionId : null;
    const id = byId ?? (row.section && row.question ? byName.get(nameKey(row.section, row.question)) : undefined);
    if (id && !matched.has(id)) matched.set(id, row);
  }
  return matched;
}
