import { QUESTION_LIMITS } from '@shortlist/domain';
import type { Worksheet } from 'exceljs';
import type { ImportedQuestion } from './parsed-questions.js';
import {
  type FoundColumn,
  findQuestionHeader,
  HEADER_SEARCH_ROWS,
  QUESTION_COLUMNS,
  type QuestionField,
  type QuestionHeader,
} from './question-columns.js';
import { type QuestionCells, type QuestionRead, readQuestion } from './question-row.js';
import { cellText, filledCells, isTopLevel, numbered, numberOnly, spansColumns } from './sheet-cells.js';

/** What a sheet's rows give, in order: a question under a section's name, or a row that could not be read. */
export interface SheetSink {
  question(section: string, question: ImportedQuestion, row: number): void;
  skip(row: number, reason: string): void;
  /** Called once per row read, blank or not; the reading waits for it (a pause to let other work run). */
  rowRead(): Promise<void>;
}

/** Ours: a sheet with content but no column of questions. */
const NO_QUESTION_COLUMN = `No Question column was found in the first ${HEADER_SEARCH_ROWS} rows`;

const QUESTION_FIELDS = ['type', 'options', 'weight', 'helperText', 'min', 'max', 'maxLength', 'rules'] as const;

/** Whether a row gives nothing of a question but its text (the answers file's Rules say nothing by themselves). */
const onlyText = (cells: QuestionCells) => QUESTION_FIELDS.every((field) => field === 'rules' || cells[field] === '');

/**
 * A sheet without a header whose text is all in one column (beside, perhaps, a column of numbers): a plain list of
 * questions, read from its first row.
 */
function listColumns(sheet: Worksheet): QuestionHeader | null {
  const textColumns = new Set<number>();
  const numberColumns = new Set<number>();
  sheet.eachRow((row) =>
    row.eachCell((cell, column) => {
      const text = cell.text.trim();
      if (text) (numberOnly(text) ? numberColumns : textColumns).add(column);
    }),
  );
  const [question, ...others] = textColumns;
  if (question === undefined || others.length > 0) return null;
  const [number] = [...numberColumns].filter((column) => column !== question);
  const found = (column: number, field: QuestionField): FoundColumn => ({ column, header: QUESTION_COLUMNS[field][0] });
  const numbers = number && { number: found(number, 'number') };
  return { row: 0, columns: { question: found(question, 'question'), ...numbers } };
}

/** Reads rows of a sheet by its header's columns. */
class SheetReader {
  private readonly at: (field: keyof QuestionHeader['columns'], row: number, repeats?: boolean) => string;
  private readonly questionColumn: number;
  /** Each row's next row of text: its number and whether it is bold (a heading is followed by what it heads). */
  private readonly next = new Map<number, { number: string | null; bold: boolean }>();
  private section: string;

  constructor(
    private readonly sheet: Worksheet,
    private readonly header: QuestionHeader,
  ) {
    this.at = (field, row, repeats = true) => {
      const found = header.columns[field];
      return found ? cellText(sheet, row, found.column, repeats) : '';
    };
    this.questionColumn = header.columns.question?.column ?? 0;
    this.section = sheet.name;
    let previous: number | null = null;
    for (const row of this.rows()) {
      const { number, text } = this.numberOf(row);
      if (!number && !text) continue;
      if (previous !== null) this.next.set(previous, { number, bold: this.isBold(row) });
      previous = row;
    }
  }

  private rows(): number[] {
    return Array.from(
      { length: Math.max(0, this.sheet.rowCount - this.header.row) },
      (_, i) => this.header.row + 1 + i,
    );
  }

  private isBold(row: number): boolean {
    return this.sheet.getCell(row, this.questionColumn).font?.bold === true;
  }

  private numberOf(row: number) {
    const question = numbered(this.at('question', row, false));
    return { ...question, number: numberOnly(this.at('number', row)) ?? question.number };
  }

  /**
   * A cell alone on its row, in the numbers' column or one no field reads (a title over its questions): its text
   * without its number, else null. A text with digits but no leading number ('R5') is a reference, not a title.
   */
  private loneTitle(filled: Map<number, string>): string | null {
    if (filled.size !== 1) return null;
    const [[column, text]] = [...filled] as [[number, string]];
    const mapped = Object.entries(this.header.columns).some(([field, found]) => {
      return field !== 'number' && found.column === column;
    });
    const title = numbered(text);
    return mapped || (!title.number && /\d/.test(text)) ? null : title.text;
  }

  /**
   * A section's title on a row of its own: a text merged across the row; a top-level number followed by its own
   * sub-numbers ('2 Security' before '2.1'); a bold text alone in the questions' column, over a row not bold; a
   * text alone in another column (loneTitle). A title asks nothing ('?') and fits a section's name.
   */
  private heading(row: number, cells: QuestionCells, filled: Map<number, string>): string | null {
    const { number, text } = this.numberOf(row);
    if (!text || !onlyText(cells)) return text ? null : this.loneTitle(filled);
    if (spansColumns(this.sheet, row, this.questionColumn)) return text;
    const titled = !text.endsWith('?') && text.length <= QUESTION_LIMITS.sectionName;
    const next = this.next.get(row);
    const heads = number && isTopLevel(number) && next?.number?.startsWith(`${number}.`);
    const bold = filled.size === 1 && this.isBold(row) && next?.bold === false;
    return titled && (heads || bold) ? text : null;
  }

  async read(sink: SheetSink): Promise<void> {
    for (const row of this.rows()) {
      await sink.rowRead();
      const filled = filledCells(this.sheet, row);
      if (filled.size === 0) continue;
      const cells = Object.fromEntries(QUESTION_FIELDS.map((field) => [field, this.at(field, row)])) as QuestionCells;
      cells.question = this.numberOf(row).text;
      const heading = this.heading(row, cells, filled);
      const sectionCell = this.at('section', row);
      if (heading || sectionCell) {
        this.section = heading ?? sectionCell;
        if (heading) continue;
      }
      if (!cells.question && onlyText(cells)) continue;
      const read: QuestionRead = readQuestion(cells, this.header.columns);
      if (read.ok) sink.question(this.section, read.question, row);
      else sink.skip(row, read.reason);
    }
  }
}

/**
 * Reads a sheet's questions into the sink: by its header row, else as a plain list when `plainLists` (a workbook
 * none of whose sheets has a header: else a headerless sheet is a cover page), else as one skipped row.
 */
export async function readSheetQuestions(sheet: Worksheet, sink: SheetSink, plainLists: boolean): Promise<void> {
  const header = findQuestionHeader(sheet) ?? (plainLists ? listColumns(sheet) : null);
  if (header) {
    await new SheetReader(sheet, header).read(sink);
    return;
  }
  let first = 0;
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    await sink.rowRead();
    if (!first && sheet.findRow(number)?.hasValues) first = number;
  }
  if (first) sink.skip(first, NO_QUESTION_COLUMN);
}
