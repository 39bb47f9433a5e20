import { MESSAGES, QUESTION_LIMITS } from '@shortlist/domain';
import type { Workbook, Worksheet } from 'exceljs';
import type { ImportedQuestion, ImportedSection, ParsedQuestions, SkippedRow } from './parsed-questions.js';
import { findQuestionHeader, QUESTION_COLUMNS } from './question-columns.js';
import { readSheetQuestions } from './sheet-questions.js';

/** Sheets people keep beside their questions to explain them (the sample's Instructions among them). */
const GUIDE_SHEET = /^\s*(instructions?|read ?me|help|guide|how to( use)?|about)\s*$/i;

/** A hidden sheet (the answers file's drop-down choices) and a guide are not read. */
const isRead = (sheet: Worksheet) => sheet.state === 'visible' && !GUIDE_SHEET.test(sheet.name);

/** How often, in rows, the progress is told and other work (requests, the progress's own write) gets its turn. */
const PROGRESS_EVERY = 200;

const otherWorkFirst = () => new Promise<void>((resolve) => setImmediate(resolve));

const SECTION_TOO_LONG = `${QUESTION_COLUMNS.section[0]}: ${MESSAGES.maxLength(QUESTION_LIMITS.sectionName)}`;

/** Sections in the order first met; a name met again (further down, or on another sheet) adds to its section. */
class SectionList {
  private readonly byName = new Map<string, ImportedSection>();

  add(name: string, question: ImportedQuestion): void {
    const section = this.byName.get(name) ?? { name, questions: [] };
    this.byName.set(name, section);
    section.questions.push(question);
  }

  get sections(): ImportedSection[] {
    return [...this.byName.values()];
  }
}

/**
 * Reads every visible sheet but a guide (a sheet without a header only in a workbook of plain lists); every
 * PROGRESS_EVERY rows it awaits onProgress(rowsRead, rowsTotal) and lets other work run (a sheet of 100,000 rows takes
 * seconds), and calls it at the end. Never throws for content: a file with nothing usable gives no sections (and its
 * skipped rows). A section's name is trimmed with its spaces made single; one over the limit is not cut: its
 * questions are skipped with the reason.
 */
export async function parseQuestionWorkbook(
  workbook: Workbook,
  onProgress?: (read: number, total: number) => Promise<void> | void,
): Promise<ParsedQuestions> {
  const sheets = workbook.worksheets.filter(isRead);
  const total = sheets.reduce((sum, sheet) => sum + sheet.rowCount, 0);
  const list = new SectionList();
  const skipped: SkippedRow[] = [];
  let read = 0;
  const plainLists = !sheets.some((sheet) => findQuestionHeader(sheet));
  for (const sheet of sheets) {
    await readSheetQuestions(
      sheet,
      {
        question(section, question, row) {
          const name = section.replace(/\s+/g, ' ').trim();
          if (name.length > QUESTION_LIMITS.sectionName)
            skipped.push({ sheet: sheet.name, row, reason: SECTION_TOO_LONG });
          else list.add(name, question);
        },
        skip: (row, reason) => skipped.push({ sheet: sheet.name, row, reason }),
        async rowRead() {
          read += 1;
          if (read % PROGRESS_EVERY !== 0) return;
          await onProgress?.(Math.min(read, total), total);
          await otherWorkFirst();
        },
      },
      plainLists,
    );
  }
  await onProgress?.(total, total);
  return { sections: list.sections, skipped };
}
