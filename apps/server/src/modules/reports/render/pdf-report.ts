import type { Writable } from 'node:stream';
import type { PdfContent, PdfNode } from 'pdfmake';
import { conflictsContent } from './pdf-conflicts.js';
import {
  breakable,
  clientTablesContent,
  contents,
  headedTable,
  heading,
  keptWithNext,
  reportDocument,
  titlePage,
} from './pdf-layout.js';
import { printPdf } from './pdf-printer.js';
import { type AnsweredQuestion, answeredQuestions } from './report-answers.js';
import type { ReportAnswer, ReportData, ReportQuestion } from './report-data.js';
import { answerContent, ratingText, showsWeight } from './report-text.js';

/** The score table: each product's score in the scope and how many of its answers are rated. */
function scoreTable(data: ReportData): PdfContent[] {
  const rows = data.products.map((product) => [
    breakable(product.name),
    String(product.score),
    String(product.rated),
    String(product.total),
  ]);
  return [heading('Scores'), headedTable(['Product', 'Score', 'Rated answers', 'Answers'], rows, ['*', 60, 80, 80])];
}

/** An answer: its text, or its links (files, an address) each usable from the PDF. */
function answerNode(question: ReportQuestion, answer: ReportAnswer | null, publicUrl: string) {
  const { text, links } = answerContent(question.definition, answer, publicUrl);
  if (links.length > 0)
    return { stack: links.map((link): PdfNode => ({ text: breakable(link.text), link: link.url, style: 'link' })) };
  if (!answer) return { text: 'No answer', style: 'muted' };
  return breakable(text);
}

/**
 * A question: its label (and weight, when shown), then a row per product with its answer, rating and notes; the first
 * question of a section under the section's heading. The headings never end a page: they start the next with it.
 */
function questionContent(data: ReportData, answered: AnsweredQuestion, publicUrl: string): PdfContent[] {
  const { question, answers } = answered;
  const { includeAnswerScore, includeNotes } = data.options;
  const headers = ['Product', 'Answer', ...(includeAnswerScore ? ['Rating'] : []), ...(includeNotes ? ['Notes'] : [])];
  const widths = [110, '*', ...(includeAnswerScore ? [50] : []), ...(includeNotes ? [110] : [])];
  const rows = data.products.map((product, index) => {
    const answer = answers[index] ?? null;
    return [
      breakable(product.name),
      answerNode(question, answer, publicUrl),
      ...(includeAnswerScore ? [ratingText(data.scoringType, answer?.rating ?? null)] : []),
      ...(includeNotes ? [breakable(answer?.notes ?? '')] : []),
    ];
  });
  const weight = showsWeight(data) ? [{ text: `Weight: ${question.weight}`, style: 'muted' }] : [];
  const sectionHeading = answered.opensSection ? [heading(answered.section.name)] : [];
  return keptWithNext(
    [...sectionHeading, { text: breakable(question.definition.label), style: 'question' }, ...weight],
    headedTable(headers, rows, widths),
  );
}

/** A heading per section, then each of its questions with the products' answers. */
async function answersContent(data: ReportData, publicUrl: string): Promise<PdfContent[]> {
  const content: PdfContent[] = [];
  for await (const answered of answeredQuestions(data)) content.push(...questionContent(data, answered, publicUrl));
  return content;
}

/**
 * A project report as PDF, written to `out` (which it ends): a title page, the contents, the score table, the
 * description (unless skipped), a heading per section with each question's answers, the client tables when asked,
 * and the conflict-of-interest records when the project keeps them.
 */
export async function writePdfReport(data: ReportData, publicUrl: string, out: Writable) {
  const description = data.project.description;
  const content: PdfContent[] = [
    ...titlePage(data, 'Project report'),
    contents(),
    { text: '', pageBreak: 'after' },
    ...scoreTable(data),
    ...(description === null ? [] : [heading('Description'), { text: breakable(description) }]),
    ...(await answersContent(data, publicUrl)),
    ...(data.options.includeClientTables ? clientTablesContent(data) : []),
    ...conflictsContent(data),
  ];
  await printPdf(reportDocument(data, 'report', content), out);
}

/** Spec 2 §7 Client tables report (PDF): a title page, the contents, then each client table with its answers. */
export async function writeClientTablesPdf(data: ReportData, out: Writable) {
  const content: PdfContent[] = [
    ...titlePage(data, 'Client tables'),
    contents(),
    { text: '', pageBreak: 'after' },
    ...clientTablesContent(data),
  ];
  await printPdf(reportDocument(data, 'client tables', content), out);
}
