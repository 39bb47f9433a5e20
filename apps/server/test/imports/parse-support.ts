import { parseQuestionDefinition } from '@shortlist/domain';
import type { Workbook } from 'exceljs';
import { expect } from 'vitest';
import { parseQuestionWorkbook } from '../../src/modules/imports/index.js';
import { newWorkbook, readWorkbook, workbookBytes } from '../../src/platform/xlsx/index.js';

/** Ours: the reason a sheet with content but no Question column is skipped. */
export const NO_QUESTION_COLUMN = 'No Question column was found in the first 20 rows';

/**
 * A workbook as the upload reads it: written to XLSX bytes, opened again, then parsed; every question it gives is
 * checked to be one the domain takes as it is (the contract of ImportedQuestion).
 */
export async function parsedFile(workbook: Workbook) {
  const parsed = await parseQuestionWorkbook(await readWorkbook(await workbookBytes(workbook)));
  for (const { definition } of parsed.sections.flatMap((section) => section.questions)) {
    expect(parseQuestionDefinition(definition)).toEqual({ ok: true, definition });
  }
  return parsed;
}

/** A workbook of one sheet holding these rows from its first. */
export async function sheetOf(name: string, rows: readonly (readonly unknown[])[]): Promise<Workbook> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(name);
  for (const row of rows) sheet.addRow([...row]);
  return workbook;
}

/** Each section's name and its questions' labels: what a user checks first. */
export const labelsBySection = (parsed: Awaited<ReturnType<typeof parsedFile>>) =>
  parsed.sections.map((section) => [section.name, section.questions.map((question) => question.definition.label)]);
