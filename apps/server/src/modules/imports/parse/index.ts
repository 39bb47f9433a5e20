import { parseQuestionDefinition, type QuestionDefinition } from '@shortlist/domain';
import type { Workbook } from 'exceljs';
import { addSheetWithHeader, newWorkbook, workbookBytes } from '../../../platform/xlsx/index.js';

// Stand-in of i35-parse's parser (same contract): column A the section, column B the question, every question a
// STRING. The real parser and sample replace this folder at merge.

export interface ImportedQuestion {
  definition: QuestionDefinition;
  weight: number | null;
}
export interface ImportedSection {
  name: string;
  questions: ImportedQuestion[];
}
export interface SkippedRow {
  sheet: string;
  row: number;
  reason: string;
}
export interface ParsedQuestions {
  sections: ImportedSection[];
  skipped: SkippedRow[];
}

function stringQuestion(label: string): QuestionDefinition | null {
  const parsed = parseQuestionDefinition({ type: 'STRING', label });
  return parsed.ok ? parsed.definition : null;
}

/** Reads every sheet's rows after the first (the header); never throws for content. */
export function parseQuestionWorkbook(
  workbook: Workbook,
  onProgress?: (read: number, total: number) => void,
): ParsedQuestions {
  const sections = new Map<string, ImportedSection>();
  const skipped: SkippedRow[] = [];
  const total = workbook.worksheets.reduce((sum, sheet) => sum + Math.max(sheet.rowCount - 1, 0), 0);
  let read = 0;
  for (const sheet of workbook.worksheets) {
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      read += 1;
      const name = row.getCell(1).text.trim().slice(0, 100);
      const definition = stringQuestion(row.getCell(2).text.trim());
      if (!name || !definition) {
        skipped.push({ sheet: sheet.name, row: number, reason: 'The row has no section or no question' });
        return;
      }
      const section = sections.get(name) ?? { name, questions: [] };
      section.questions.push({ definition, weight: null });
      sections.set(name, section);
    });
    onProgress?.(read, total);
  }
  return { sections: [...sections.values()], skipped };
}

/** The documented sample served at /assets/templates/import_questions.xlsx. */
export async function importQuestionsSample(): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = addSheetWithHeader(workbook, 'Questions', [
    { header: 'Section', width: 30 },
    { header: 'Question', width: 60 },
  ]);
  sheet.addRow(['Company', 'What is your company’s legal name?']);
  return workbookBytes(workbook);
}
