import type { Cell, Worksheet } from 'exceljs';

const isCovered = (cell: Cell) => cell.master.address !== cell.address;

/**
 * A cell's text as the sheet shows it, trimmed, with Windows line ends made plain. A merged range's text is its
 * first cell's: the cells below it repeat it (a section or type merged down over its questions) unless `repeats` is
 * false; the cells to its right are empty (a heading merged across the row is read once).
 */
export function cellText(sheet: Worksheet, row: number, column: number, repeats = true): string {
  const cell = sheet.getCell(row, column);
  if (isCovered(cell) && (!repeats || cell.master.row === cell.row)) return '';
  return cell.text.replace(/\r\n?/g, '\n').trim();
}

/** Whether a cell begins a range merged across columns: a heading written once over the row. */
export function spansColumns(sheet: Worksheet, row: number, column: number): boolean {
  const cell = sheet.getCell(row, column);
  return cell.isMerged && !isCovered(cell) && isCovered(sheet.getCell(row, column + 1));
}

/** The row's non-empty cells, by column (a merged range counted once). */
export function filledCells(sheet: Worksheet, row: number): Map<number, string> {
  const filled = new Map<number, string>();
  const cells = sheet.getRow(row);
  for (let column = 1; column <= cells.cellCount; column++) {
    const text = cellText(sheet, row, column, false);
    if (text) filled.set(column, text);
  }
  return filled;
}

/** A numbered text: '1.2 How many…', 'Q3. Do you…', '2) Security'. */
export interface Numbered {
  /** '1.2', '3', '2'; null when the text has no number. */
  number: string | null;
  text: string;
}

const NUMBER_ONLY = /^(\d{1,3}(?:\.\d{1,3})*)\.?$/;
const NUMBER_FIRST = /^(?:q|question|section|part)?\s*(\d{1,3}(?:\.\d{1,3})*)([.):]?)\s+(\S[\s\S]*)$/i;

/** A cell holding only a number such as '2', '2.1' or '2.1.': the number; else null. */
export function numberOnly(text: string): string | null {
  return NUMBER_ONLY.exec(text)?.[1] ?? null;
}

/**
 * The number a text begins with, and the text without it. A bare number followed by a lower-case word ('3 users
 * at most?') is part of the text; '1.2 how', '3. how' and '3 How' are numbered.
 */
export function numbered(text: string): Numbered {
  const match = NUMBER_FIRST.exec(text);
  if (!match) return { number: null, text };
  const [, number = '', mark, rest = ''] = match;
  const isNumbering = number.includes('.') || mark !== '' || /^[^\p{Ll}]/u.test(rest);
  return isNumbering ? { number, text: rest.trim() } : { number: null, text };
}

/** A heading's number ('2', not '2.1'): a top-level one. */
export const isTopLevel = (number: string) => !number.includes('.');
