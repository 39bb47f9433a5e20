import { execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { optionKey } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll } from 'vitest';
import type { ReportOptions } from '../../src/db/schema/index.js';
import {
  answerNotes,
  answers,
  clientTables,
  projectProducts,
  projectQuestions,
  projects,
} from '../../src/db/schema/index.js';
import { type ReportRequest, renderReport } from '../../src/modules/reports/index.js';
import { TYPED_QUESTIONS } from '../answers/answers-support.js';
import { storeRating } from '../scoring/ratings-support.js';
import { scoringScene } from '../scoring/scoring-support.js';
import { buildSupplier, inviteProduct } from '../suppliers/supplier-side-support.js';
import type { TestApp } from '../support/test-app.js';

/** A long answer (wrapped over several lines in every file) whose last words a test looks for. */
export const LONG_ANSWER = `${'We run the platform on three continents with round-the-clock support. '.repeat(12)}Last words: zebra quartz finale.`;

/** An answer of one long word, wider than its cell in the PDF: broken over lines there, never cut. */
export const LONG_EMAIL = 'procurementandvendorrelationsdepartment@averyveryverylongcompanydomainname.example';

/**
 * The scoring scene (a project in SCORING with 'Answer Suite' submitted, its text answered 'Acme Ltd') plus a second
 * accepted, submitted product 'Second Suite'; answers of every kind, ratings and notes in the shared scoring, the text
 * question weighing 3.
 */
export async function reportScene(testApp: TestApp) {
  const scene = await scoringScene(testApp);
  const db = testApp.running.app.db;
  const second = await buildSupplier(testApp, ['Second Suite']);
  const { row } = await inviteProduct(testApp, scene.broker.project.id, second.products[0]?.id ?? '', 'ACCEPTED');
  await db.update(projectProducts).set({ answersSubmittedAt: new Date() }).where(eq(projectProducts.id, row.id));
  const first = scene.invitation.row.id;
  const { questions } = scene;
  const list = TYPED_QUESTIONS.list;
  const [cloud, onPremises] = list.type === 'LIST' ? list.options.map(optionKey) : [];
  const answer = (projectProductId: string, questionId: string, content: Partial<typeof answers.$inferInsert>) => ({
    projectProductId,
    questionId,
    answeredAt: new Date(),
    ...content,
  });
  await db.insert(answers).values([
    answer(first, questions.list, {
      value: [cloud, onPremises],
      secondaryValue: { [onPremises ?? '']: 'Frankfurt' },
    }),
    answer(first, questions.file, { value: [{ id: '00000000-0000-4000-8000-000000000001', filename: 'iso.pdf' }] }),
    answer(first, questions.number, { value: 250 }),
    answer(row.id, questions.text, { value: LONG_ANSWER }),
    answer(row.id, questions.number, { notApplicable: true, notApplicableDescription: 'We do not publish it' }),
    answer(row.id, questions.yesNo, { value: true, secondaryValue: 'Okta and Entra' }),
    answer(row.id, questions.email, { value: LONG_EMAIL }),
  ]);
  await db.update(projectQuestions).set({ weight: 3 }).where(eq(projectQuestions.id, questions.text));
  const textOfFirst = await storeRating(testApp, { projectProductId: first, questionId: questions.text }, 5);
  await storeRating(testApp, { projectProductId: first, questionId: questions.number }, 3);
  await storeRating(testApp, { projectProductId: row.id, questionId: questions.text }, 2);
  await db.insert(answerNotes).values({ answerId: textOfFirst, projectProductId: first, notes: 'Strong local team' });
  const [project] = await db.select().from(projects).where(eq(projects.id, scene.broker.project.id));
  if (!project) throw new Error('No project');
  return { scene, project, products: { first, second: row.id } };
}

export type ReportScene = Awaited<ReturnType<typeof reportScene>>;

/** Every flag of the report dialog on (the products to be chosen). */
export const READ_EVERYTHING: ReportOptions = {
  productIds: [],
  comparisonId: null,
  skipDescription: false,
  includeAnswerScore: true,
  includeQuestionWeight: true,
  includeNotes: true,
  includeClientTables: true,
};

export const REPORT_OPTIONS: ReportOptions = { ...READ_EVERYTHING, includeClientTables: false };

/** Renders reports into a folder of the test file's, removed after its tests. */
export function useReportFiles(testApp: TestApp) {
  const folder = mkdtemp(path.join(os.tmpdir(), 'shortlist-report-'));
  afterAll(async () => rm(await folder, { recursive: true, force: true }));
  let count = 0;
  return async (request: Omit<ReportRequest, 'id' | 'companyId' | 'requestedBy'> & { companyId?: string }) => {
    count += 1;
    const file = path.join(await folder, `report-${count}`);
    const out = createWriteStream(file);
    const rendered = await renderReport(
      testApp.running.app,
      { id: crypto.randomUUID(), companyId: '', requestedBy: null, ...request },
      out,
    );
    return { file, rendered, ended: out.writableFinished };
  };
}

/** The scene's report request for both products (the options given over the default ones). */
export const sceneRequest = (
  { project, products }: ReportScene,
  format: ReportRequest['format'],
  options: Partial<ReportOptions> = {},
) => ({
  projectId: project.id,
  branchId: null,
  kind: 'PROJECT' as const,
  format,
  options: { ...REPORT_OPTIONS, productIds: [products.first, products.second], ...options },
});

export async function readXlsx(file: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return workbook;
}

/** The PDF's text as `pdftotext -layout` reads it (poppler-utils), its pages separated by form feeds. */
/** The texts of one column of a sheet, row by row. */
export const columnTexts = (sheet: ExcelJS.Worksheet, column: number) => {
  const texts: string[] = [];
  sheet.eachRow((row) => {
    texts.push(row.getCell(column).text);
  });
  return texts;
};

export const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');

/** The text of a PDF with its whitespace runs made single spaces, to find words across wrapped lines. */
export const flatText = (text: string) => text.replace(/\s+/g, ' ');

export const answerIdOf = async (testApp: TestApp, projectProductId: string, questionId: string) =>
  (
    await testApp.running.app.db
      .select({ id: answers.id })
      .from(answers)
      .where(and(eq(answers.projectProductId, projectProductId), eq(answers.questionId, questionId)))
  )[0]?.id ?? '';

const textCell = (content: string) => ({ value: { type: 'text', content }, options: { maxLength: 1000 } });

/** A client table 'Sites' of the project: Location (ours) and Headcount (the client's to answer), two rows. */
export async function insertClientTable(testApp: TestApp, projectId: string) {
  await testApp.running.app.db.insert(clientTables).values({
    projectId,
    name: 'Sites',
    data: {
      columns: [
        { id: 'location', title: 'Location', meta: { clientResponse: false } },
        { id: 'headcount', title: 'Headcount', meta: { clientResponse: true } },
      ],
      rows: [
        { id: 'berlin', cells: { location: textCell('Berlin'), headcount: textCell('120') } },
        {
          id: 'paris',
          cells: {
            location: textCell('Paris'),
            headcount: {
              value: { type: 'list', content: { options: ['Over 100'], otherOption: 'Seasonal staff' } },
              options: { options: ['Over 100', 'Under 100'], otherOption: true },
            },
          },
        },
      ],
    },
  });
}
