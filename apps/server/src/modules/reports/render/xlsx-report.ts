import type { Writable } from 'node:stream';
import type { CellValue } from 'exceljs';
import { answeredQuestions } from './report-answers.js';
import type { ReportData } from './report-data.js';
import type { ReportProduct } from './report-products.js';
import { answerContent, ratingText, showsWeight } from './report-text.js';
import { addConflictsSheet } from './xlsx-conflicts.js';
import {
  addClientTableSheets,
  addSectionRow,
  addSummarySheet,
  addTableSheet,
  answerCell,
  commitRow,
  pauseNow,
  type SheetColumn,
  type SheetNamer,
  sheetNamer,
  streamingWorkbook,
  type WorkbookWriter,
} from './xlsx-sheets.js';

/** The columns a product has in the matrix: its answer, then its rating and notes when the report includes them. */
function productColumns(data: ReportData, product: ReportProduct): SheetColumn[] {
  const { options } = data;
  return [
    { header: product.name, width: 45, wrap: true },
    ...(options.includeAnswerScore ? [{ header: `${product.name}: rating`, width: 12 }] : []),
    ...(options.includeNotes ? [{ header: `${product.name}: notes`, width: 30, wrap: true }] : []),
  ];
}

/**
 * The Answers sheet: a column for the questions (and their weights with NUMBERS scoring, when asked), a column per
 * product (with its rating and notes columns when asked); a group row per section, then a row per question.
 */
async function addAnswersMatrix(workbook: WorkbookWriter, data: ReportData, name: SheetNamer, publicUrl: string) {
  const weight = showsWeight(data);
  const columns: SheetColumn[] = [
    { header: 'Question', width: 50, wrap: true },
    ...(weight ? [{ header: 'Weight', width: 9 }] : []),
    ...data.products.flatMap((product) => productColumns(data, product)),
  ];
  const sheet = addTableSheet(workbook, name('Answers'), columns, 1);
  const { includeAnswerScore, includeNotes } = data.options;
  for await (const { section, opensSection, question, answers } of answeredQuestions(data)) {
    if (opensSection) addSectionRow(sheet, section.name, columns.length);
    const cells: CellValue[] = [question.definition.label, ...(weight ? [question.weight] : [])];
    for (const answer of answers) {
      cells.push(answerCell(answerContent(question.definition, answer, publicUrl)));
      if (includeAnswerScore) cells.push(ratingText(data.scoringType, answer?.rating ?? null) || null);
      if (includeNotes) cells.push(answer?.notes ?? null);
    }
    await pauseNow(commitRow(sheet, cells));
  }
  sheet.commit();
}

/**
 * One product's sheet (XLSX_2): Section, Question, Weight (NUMBERS, when asked), Answer, Rating and Notes (when
 * asked), a row per question: the part of the report that can be sent on to that one vendor.
 */
async function addProductSheet(
  workbook: WorkbookWriter,
  data: ReportData,
  index: number,
  name: SheetNamer,
  publicUrl: string,
) {
  const product = data.products[index];
  if (!product) return;
  const weight = showsWeight(data);
  const { includeAnswerScore, includeNotes } = data.options;
  const columns: SheetColumn[] = [
    { header: 'Section', width: 24, wrap: true },
    { header: 'Question', width: 50, wrap: true },
    ...(weight ? [{ header: 'Weight', width: 9 }] : []),
    { header: 'Answer', width: 60, wrap: true },
    ...(includeAnswerScore ? [{ header: 'Rating', width: 12 }] : []),
    ...(includeNotes ? [{ header: 'Notes', width: 40, wrap: true }] : []),
  ];
  const sheet = addTableSheet(workbook, name(product.name), columns, 2);
  for await (const { section, question, answers } of answeredQuestions(data, [product])) {
    const answer = answers[0] ?? null;
    const row = commitRow(sheet, [
      section.name,
      question.definition.label,
      ...(weight ? [question.weight] : []),
      answerCell(answerContent(question.definition, answer, publicUrl)),
      ...(includeAnswerScore ? [ratingText(data.scoringType, answer?.rating ?? null) || null] : []),
      ...(includeNotes ? [answer?.notes ?? null] : []),
    ]);
    await pauseNow(row);
  }
  sheet.commit();
}

export type XlsxLayout = 'MATRIX' | 'PER_PRODUCT';

/**
 * A project report as XLSX, streamed to `out` (which it ends): the Summary sheet, then the answers — one matrix sheet
 * (XLSX), or a sheet per product (XLSX_2) — then a sheet per client table when asked.
 */
export async function writeXlsxReport(data: ReportData, layout: XlsxLayout, publicUrl: string, out: Writable) {
  const workbook = await streamingWorkbook(out);
  const name = sheetNamer();
  addSummarySheet(workbook, data, name);
  if (layout === 'MATRIX') await addAnswersMatrix(workbook, data, name, publicUrl);
  else for (const index of data.products.keys()) await addProductSheet(workbook, data, index, name, publicUrl);
  addClientTableSheets(workbook, data, name);
  addConflictsSheet(workbook, data.conflicts, name);
  await workbook.commit();
}
