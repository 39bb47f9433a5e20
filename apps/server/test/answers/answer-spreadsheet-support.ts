import { parseQuestionDefinition } from '@shortlist/domain';
import type ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { withOptionIds } from '../../src/modules/questions/index.js';
import { insertSection } from '../questions/questions-support.js';
import { openSpreadsheet, uploadedFileId } from '../suppliers/invite-file-support.js';
import type { HttpClient } from '../support/http-client.js';
import type { TestApp } from '../support/test-app.js';
import { type AnsweringScene, answeringScene } from './answers-support.js';

export const SPREADSHEET_OPERATIONS = {
  parse: `query Parse($projectId: ID!, $productId: ID!, $fileId: ID!) {
    parseProjectAnswers(projectId: $projectId, productId: $productId, fileId: $fileId) {
      id name questions { id sectionId label row changed problem baseVersion
        answer { value secondaryValue notApplicable notApplicableDescription isDraft } } } }`,
  apply: `mutation Apply($projectId: ID!, $productId: ID!, $answers: [AppliedAnswerInput!]!) {
    applyAnswers(projectId: $projectId, productId: $productId, answers: $answers) { id applied } }`,
  vendorReport: `query VendorReport($projectId: ID!, $productId: ID!) {
    vendorReport(projectId: $projectId, productId: $productId, format: XLSX) }`,
} as const;

export interface ParsedQuestionShape {
  id: string;
  sectionId: string;
  label: string;
  row: number;
  changed: boolean;
  problem: string | null;
  baseVersion: number | null;
  answer: {
    value: unknown;
    secondaryValue: unknown;
    notApplicable: boolean;
    notApplicableDescription: string | null;
    isDraft: boolean;
  };
}

export type ParseShape = {
  parseProjectAnswers: Array<{ id: string; name: string; questions: ParsedQuestionShape[] }>;
};

/** The answering scene plus a section 'Choice' with a single-choice LIST question (options Small, Large). */
export async function spreadsheetScene(testApp: TestApp, status?: Parameters<typeof answeringScene>[1]) {
  const scene = await answeringScene(testApp, status);
  const parsed = parseQuestionDefinition({
    type: 'LIST',
    label: 'Plan size',
    options: [{ label: 'Small' }, { label: 'Large' }],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  const definition = withOptionIds(parsed.definition);
  const section = await insertSection(
    testApp.running.app.db,
    scene.broker.project.id,
    { name: 'Choice', position: 4 },
    [{ label: 'Plan size', definition, status: 'APPROVED' }],
  );
  return { ...scene, choiceSection: section, planSize: definition };
}

export type SpreadsheetScene = Awaited<ReturnType<typeof spreadsheetScene>>;

export const productPath = (scene: AnsweringScene, file: 'answers.xlsx' | 'vendor-report.xlsx') =>
  `/api/projects/${scene.broker.project.id}/products/${scene.invitation.row.id}/${file}`;

export const ids = (scene: AnsweringScene) => ({
  projectId: scene.broker.project.id,
  productId: scene.invitation.row.id,
});

/** The answers sheet of the scene's export, downloaded by the client (which must be allowed to). */
export async function exportedWorkbook(client: HttpClient, scene: AnsweringScene) {
  const response = await client.download(productPath(scene, 'answers.xlsx'));
  expect(response.status).toBe(200);
  return openSpreadsheet(response.body);
}

export function answersSheet(workbook: ExcelJS.Workbook): ExcelJS.Worksheet {
  const sheet = workbook.getWorksheet('Answers');
  if (!sheet) throw new Error('no Answers sheet');
  return sheet;
}

/** The row of the sheet whose hidden Question ID is the question's. */
export function rowOf(sheet: ExcelJS.Worksheet, questionId: string): ExcelJS.Row {
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (row.getCell(9).text === questionId) found = row;
  });
  if (!found) throw new Error(`no row for ${questionId}`);
  return found;
}

/** The workbook saved and uploaded by the supplier; the parse of it. */
export async function uploadAndParse(client: HttpClient, scene: AnsweringScene, workbook: ExcelJS.Workbook) {
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  const fileId = await uploadedFileId(client, bytes, { filename: 'answers.xlsx' });
  return client.graphql<ParseShape>(SPREADSHEET_OPERATIONS.parse, { ...ids(scene), fileId });
}

export const parsedQuestions = (data: ParseShape) => data.parseProjectAnswers.flatMap((section) => section.questions);

/** What the web app sends after the confirmation: the valid changed answers. */
export const applicable = (questions: readonly ParsedQuestionShape[]) =>
  questions
    .filter((question) => question.changed && !question.problem)
    .map(({ id, sectionId, baseVersion, answer }) => ({
      questionId: id,
      sectionId,
      baseVersion,
      value: answer.value,
      secondaryValue: answer.secondaryValue,
      notApplicable: answer.notApplicable,
      notApplicableDescription: answer.notApplicableDescription,
    }));
