/// <reference path="./pdfmake.d.ts" />
import { formatDate, formatDateTime } from '@shortlist/domain';
import type { PdfContent, PdfDocumentDefinition, PdfNode, PdfStyle } from 'pdfmake';
import { clientColumnHeader } from './report-client-tables.js';
import type { ReportData } from './report-data.js';

const STYLES: Record<string, PdfStyle> = {
  title: { fontSize: 24, bold: true, margin: [0, 120, 0, 8] },
  subtitle: { fontSize: 14, color: '#455a64', margin: [0, 0, 0, 24] },
  heading: { fontSize: 16, bold: true, margin: [0, 16, 0, 8] },
  subheading: { fontSize: 12, bold: true, margin: [0, 10, 0, 4] },
  question: { fontSize: 10, bold: true, margin: [0, 8, 0, 3] },
  tableHeader: { bold: true, color: '#ffffff', fillColor: '#37474f' },
  muted: { fontSize: 9, color: '#616161' },
  link: { color: '#1565c0', decoration: 'underline' },
};

const LONG_WORD = /\S{19,}/gu;
const WORD_PIECE = /\S{12}(?=\S)/gu;

/**
 * Text whose long words (an address, a file name) may break every 12 characters: pdfmake breaks lines only where
 * Unicode allows, and cuts a word wider than its cell. A zero-width space allows the break and shows nothing.
 */
export const breakable = (text: string) =>
  text.replace(LONG_WORD, (word) => word.replace(WORD_PIECE, (piece) => `${piece}\u200b`));

/** A heading the contents list, with its page. */
export const heading = (text: string): PdfNode => ({ text: breakable(text), style: 'heading', tocItem: true });

/** The room a heading keeps under itself for the start of what follows (a table's header and first line). */
export const KEPT_WITH_NEXT = 60;

/**
 * Headings that never end a page alone (pdfmake has no keep-with-next): they go in one unbreakable block, which
 * pdfmake moves whole to the next page when it does not fit, padded with KEPT_WITH_NEXT points of empty room; `next`
 * takes that room back with a negative top margin, so it starts right under the headings. Only short headings go in
 * the block: pdfmake cuts an unbreakable block taller than a page, so the (possibly long) table stays outside it.
 */
export function keptWithNext(headings: PdfContent[], next: PdfNode): PdfContent[] {
  const [left = 0, , right = 0, bottom = 0] = next.margin ?? [];
  return [
    { stack: [...headings, { text: ' ', fontSize: 1, margin: [0, 0, 0, KEPT_WITH_NEXT] }], unbreakable: true },
    { ...next, margin: [left, -KEPT_WITH_NEXT - 1, right, bottom] },
  ];
}

/** A table with a header row (repeated on each page it spans); cells wrap, so long text is never cut. */
export function headedTable(headers: string[], rows: PdfContent[][], widths: Array<number | string>): PdfNode {
  return {
    table: {
      headerRows: 1,
      widths,
      body: [headers.map((text): PdfNode => ({ text, style: 'tableHeader' })), ...rows],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 8],
  };
}

/** The first page: the project, its client, the date, what the report holds, its products. */
export function titlePage(data: ReportData, what: string): PdfContent[] {
  const { project } = data;
  const facts: Array<[string, string]> = [
    ['Client', breakable(project.clientName ?? '—')],
    ['Type', project.type],
    ['Date', formatDateTime(new Date())],
    ...project.dates.map((date): [string, string] => [date.label, formatDate(date.value)]),
  ];
  if (data.comparisonName !== null) facts.push(['Comparison', breakable(data.comparisonName)]);
  return [
    { text: breakable(project.name), style: 'title' },
    { text: what, style: 'subtitle' },
    {
      table: { widths: [150, '*'], body: facts.map(([label, value]) => [{ text: label, bold: true }, value]) },
      layout: 'noBorders',
      margin: [0, 0, 0, 16],
    },
    ...(data.products.length > 0
      ? [{ text: 'Products', style: 'subheading' }, { ul: data.products.map((product) => breakable(product.name)) }]
      : []),
  ];
}

/** The contents: a line per heading with its page (pdfmake's toc). */
export const contents = (): PdfNode => ({
  toc: { title: { text: 'Contents', style: 'heading' } },
  pageBreak: 'before',
});

/** The client tables: a heading, then each table's name, columns (the client's marked) and rows. */
export function clientTablesContent(data: ReportData): PdfContent[] {
  if (data.clientTables.length === 0) return [heading('Client tables'), { text: 'There are no client tables.' }];
  return [
    heading('Client tables'),
    ...data.clientTables.flatMap((table): PdfContent[] => {
      const name: PdfNode = { text: breakable(table.name), style: 'subheading' };
      if (table.columns.length === 0) return [name, { text: 'This table has no columns.', style: 'muted' }];
      const width = `${Math.floor(100 / table.columns.length)}%`;
      return [
        name,
        headedTable(
          table.columns.map(clientColumnHeader),
          table.rows,
          table.columns.map(() => width),
        ),
      ];
    }),
  ];
}

/** An A4 document with the report's styles and 'Page n of m' at the foot of every page. */
export function reportDocument(
  data: { project: { name: string } },
  title: string,
  content: PdfContent[],
): PdfDocumentDefinition {
  return {
    info: { title: `${data.project.name}: ${title}` },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    content,
    footer: (currentPage, pageCount) => ({
      text: `Page ${currentPage} of ${pageCount}`,
      alignment: 'center',
      style: 'muted',
      margin: [0, 16, 0, 0],
    }),
    styles: STYLES,
    defaultStyle: { font: 'Roboto', fontSize: 10 },
  };
}
