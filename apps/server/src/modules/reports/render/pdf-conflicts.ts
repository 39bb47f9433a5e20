import { CONFLICT_TEXTS } from '@shortlist/domain';
import type { PdfContent, PdfNode } from 'pdfmake';
import { breakable, headedTable, heading } from './pdf-layout.js';
import { CONFLICT_COLUMNS, CONFLICT_SECTIONS, conflictTableRows } from './report-conflicts.js';
import type { ReportData } from './report-data.js';

const WIDTHS = [70, 90, 90, 60, '*'];

const part = (title: string, rows: string[][], empty: string): PdfContent[] => [
  { text: title, style: 'subheading' },
  rows.length === 0
    ? { text: empty, style: 'muted' }
    : headedTable(
        CONFLICT_COLUMNS,
        rows.map((row) => row.map((text): PdfNode => ({ text: breakable(text) }))),
        WIDTHS,
      ),
];

/** Issue 37: the project's conflict-of-interest declarations and admissions, when the project has them on. */
export function conflictsContent(data: ReportData): PdfContent[] {
  if (!data.conflicts) return [];
  const { declarations, admissions } = conflictTableRows(data.conflicts);
  return [
    heading(CONFLICT_TEXTS.title),
    ...part(CONFLICT_SECTIONS.declarations, declarations, CONFLICT_TEXTS.noDeclarations),
    ...part(CONFLICT_SECTIONS.admissions, admissions, 'Nobody was let in.'),
  ];
}
