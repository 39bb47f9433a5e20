import type { Privilege } from '@shortlist/domain';
import { expect, vi } from 'vitest';
import { newWorkbook, workbookBytes } from '../../src/platform/xlsx/index.js';
import { buildProjectManager } from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import type { TestApp } from '../support/test-app.js';
import { upload } from '../support/upload.js';

const IMPORT = `id name status progress uploadedAt draftProjectId sectionCount questionCount
  skippedRows { sheet row reason } error`;

export const IMPORTS = {
  parse: `mutation ($fileId: ID!) { parseImportedProject(fileId: $fileId) { ${IMPORT} } }`,
  one: `query ($id: ID!) { questionImport(id: $id) { ${IMPORT} } }`,
  list: `query ($pagination: PageInput) {
    questionImports(pagination: $pagination) { total page pageSize results { ${IMPORT} } } }`,
  delete: 'mutation ($id: ID!) { deleteQuestionImport(id: $id) }',
  createTemplate: `mutation ($input: ImportedTemplateInput!) {
    createTemplateFromImport(input: $input) { id name status draftProjectId sectionCount } }`,
  copyToLibrary: `mutation ($draftProjectId: ID!, $sections: [DraftSectionCopyInput!]!) {
    copyDraftSectionsToLibrary(draftProjectId: $draftProjectId, sections: $sections) }`,
  createProject: `mutation ($input: ProjectInput!, $copy: ProjectCopyInput) {
    createProject(input: $input, copy: $copy) { id name origin baseProject { id } } }`,
} as const;

export interface ImportShape {
  id: string;
  name: string;
  status: 'PENDING' | 'SUCCESS' | 'FAILED';
  progress: number;
  draftProjectId: string;
  sectionCount: number;
  questionCount: number;
  skippedRows: Array<{ sheet: string; row: number; reason: string }>;
  error: string | null;
}

/** A sheet as people write them: a header row, then section, question and type on each row (row 4's type unknown). */
export const SECURITY_ROWS = [
  ['Section', 'Question', 'Type'],
  ['Access control', 'Do you enforce multi-factor authentication?', 'Yes / No'],
  ['Access control', 'How often are access rights reviewed?', 'Short text'],
  ['Incident response', 'Describe your last breach drill', 'Hologram'],
  ['Incident response', 'How soon do you notify customers of a breach?', 'Long text'],
];

/** An XLSX of one sheet holding the rows. */
export async function questionSheet(rows: readonly string[][] = SECURITY_ROWS): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet('Questions');
  for (const row of rows) sheet.addRow(row);
  return workbookBytes(workbook);
}

/** Uploads the bytes as the web app's drop zone does and answers the stored file's id. */
export async function uploadFile(client: HttpClient, content: Buffer, filename = 'Security questionnaire.xlsx') {
  const result = await upload(client, [{ name: 'file0', content, filename }]);
  expect(result.status).toBe(200);
  const [file] = result.body;
  if (!file) throw new Error('No file stored');
  return file.id;
}

export const askParse = (client: HttpClient, fileId: string) =>
  client.graphql<{ parseImportedProject: ImportShape }>(IMPORTS.parse, { fileId });

export const readImport = (client: HttpClient, id: string) =>
  client.graphql<{ questionImport: ImportShape }>(IMPORTS.one, { id });

/** Polls until the job has settled the import. */
export async function settledImport(client: HttpClient, id: string): Promise<ImportShape> {
  let found: ImportShape | undefined;
  await vi.waitFor(
    async () => {
      found = dataOf(await readImport(client, id)).questionImport;
      expect(found.status).not.toBe('PENDING');
    },
    { timeout: 20_000, interval: 100 },
  );
  if (!found) throw new Error('No import');
  return found;
}

/** Uploads a sheet, asks for its parsing and waits for the job. */
export async function importSheet(client: HttpClient, content?: Buffer, filename?: string) {
  const fileId = await uploadFile(client, content ?? (await questionSheet()), filename);
  const asked = dataOf(await askParse(client, fileId)).parseImportedProject;
  return { fileId, asked, settled: await settledImport(client, asked.id) };
}

/** A broker user who may take every Manage Data action (and so import). */
export const buildImporter = (testApp: TestApp, privileges: Privilege[] = []) =>
  buildProjectManager(testApp, [
    'MANAGE_PROJECT_STATE',
    'MANAGE_PROJECT_TEMPLATES',
    'MANAGE_PROJECT_QUESTIONS',
    ...privileges,
  ]);
