import { IMPORT_FILE_MAX_BYTES, IMPORT_MESSAGES, MESSAGES } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, imports, projects } from '../../src/db/schema/index.js';
import { buildProjectManager } from '../projects/projects-support.js';
import { OPERATIONS, questionInput, questionnaireOf } from '../questions/questions-support.js';
import { dataOf } from '../support/graphql-results.js';
import {
  buildSignedInUser,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectUnauthenticated,
} from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { zipOf } from '../support/zip.js';
import {
  askParse,
  buildImporter,
  IMPORTS,
  type ImportShape,
  importSheet,
  questionSheet,
  readImport,
  settledImport,
  uploadFile,
} from './imports-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

const importsOf = (userId: string) => db().select().from(imports).where(eq(imports.userId, userId));
const importDraftsOf = (companyId: string) =>
  db()
    .select()
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.kind, 'IMPORT_DRAFT')));

describe('importing questions (spec 3 §2 Import wizard, §7 Parse imported project)', () => {
  it('reads the file into a draft through the job, which its uploader reviews with the questionnaire calls', async () => {
    const importer = await buildProjectManager(testApp, ['MANAGE_PROJECT_STATE']);
    const fileId = await uploadFile(importer.client, await questionSheet(), 'Security questionnaire.xlsx');
    const asked = dataOf(await askParse(importer.client, fileId)).parseImportedProject;
    expect(asked).toMatchObject({ name: 'Security questionnaire.xlsx', status: 'PENDING', error: null });

    const settled = await settledImport(importer.client, asked.id);
    expect(settled).toMatchObject({
      status: 'SUCCESS',
      progress: 100,
      sectionCount: 2,
      questionCount: 3,
      error: null,
      skippedRows: [{ sheet: 'Questions', row: 4, reason: IMPORT_MESSAGES.unsupported }],
    });

    const draft = await questionnaireOf(importer.client, settled.draftProjectId);
    expect(draft.permissions.addSection).toBe(true);
    expect(draft.sections.map((section) => [section.name, section.questions.map((row) => row.question.label)])).toEqual(
      [
        ['Access control', ['Do you enforce multi-factor authentication?', 'How often are access rights reviewed?']],
        ['Incident response', ['How soon do you notify customers of a breach?']],
      ],
    );
    const [first, second] = draft.sections;
    const question = first?.questions[0];
    if (!first || !second || !question) throw new Error('draft incomplete');
    expect(question).toMatchObject({ status: 'PENDING', owner: { id: importer.user.id }, permissions: { edit: true } });

    const edited = await importer.client.graphql(OPERATIONS.updateQuestion, {
      id: question.id,
      version: question.version,
      input: questionInput('Do you enforce MFA for every account?', importer.user.id),
    });
    expect(edited.errors).toBeUndefined();
    expect(dataOf(await importer.client.graphql(OPERATIONS.deleteSection, { id: second.id }))).toBeTruthy();
    const after = await questionnaireOf(importer.client, settled.draftProjectId);
    expect(after.sections.map((section) => section.name)).toEqual(['Access control']);
    expect(after.sections[0]?.questions[0]?.question.label).toBe('Do you enforce MFA for every account?');
    expect(dataOf(await readImport(importer.client, asked.id)).questionImport).toMatchObject({
      sectionCount: 1,
      questionCount: 2,
    });
  });

  it('lists the viewer’s own uploads newest first, searched by name, for either privilege', async () => {
    const importer = await buildProjectManager(testApp, ['MANAGE_PROJECT_TEMPLATES']);
    const older = await importSheet(importer.client, undefined, 'Older vendors.xlsx');
    const newer = await importSheet(importer.client, undefined, 'Newer security.xlsx');
    const colleague = await buildSignedInUser(testApp, {
      companyId: importer.company.id,
      privileges: ['MANAGE_PROJECT_TEMPLATES'],
    });
    await importSheet(colleague.client, undefined, 'Colleague security.xlsx');

    const list = async (pagination: Record<string, unknown> = {}) =>
      dataOf(
        await importer.client.graphql<{ questionImports: { total: number; results: ImportShape[] } }>(IMPORTS.list, {
          pagination,
        }),
      ).questionImports;
    expect((await list()).results.map((row) => row.id)).toEqual([newer.asked.id, older.asked.id]);
    expect(await list({ keyword: 'secur' })).toMatchObject({ total: 1, results: [{ id: newer.asked.id }] });
    expect((await questionnaireOf(importer.client, newer.settled.draftProjectId)).sections).toHaveLength(2);
  });

  it('is refused without MANAGE_PROJECT_STATE or MANAGE_PROJECT_TEMPLATES, and signed out', async () => {
    const owner = await buildImporter(testApp);
    const { asked, fileId } = await importSheet(owner.client);
    const questionsOnly = await buildSignedInUser(testApp, {
      companyId: owner.company.id,
      privileges: ['MANAGE_PROJECT_QUESTIONS'],
    });
    const ownFile = await uploadFile(questionsOnly.client, await questionSheet());
    expectForbidden(await askParse(questionsOnly.client, ownFile));
    expectForbidden(await questionsOnly.client.graphql(IMPORTS.list));
    expectForbidden(await readImport(questionsOnly.client, asked.id));
    expectForbidden(await questionsOnly.client.graphql(IMPORTS.delete, { id: asked.id }));
    expectUnauthenticated(await testApp.client().graphql(IMPORTS.parse, { fileId }));
    expect(await importsOf(questionsOnly.user.id)).toHaveLength(0);
  });

  it('answers another user’s import, even a colleague’s, and another company’s as not found', async () => {
    const owner = await buildImporter(testApp);
    const { asked, settled, fileId } = await importSheet(owner.client);
    const colleague = await buildSignedInUser(testApp, {
      companyId: owner.company.id,
      privileges: ['MANAGE_PROJECT_STATE', 'MANAGE_PROJECT_TEMPLATES', 'MANAGE_PROJECT_QUESTIONS', 'READ_TEMPLATES'],
    });
    const stranger = await buildImporter(testApp);
    for (const other of [colleague, stranger]) {
      expectNotFound(await readImport(other.client, asked.id), 'Import');
      expectNotFound(await other.client.graphql(IMPORTS.delete, { id: asked.id }), 'Import');
      expectNotFound(await askParse(other.client, fileId), 'File');
      const draft = await other.client.graphql(
        'query ($projectId: ID!) { projectQuestionnaire(projectId: $projectId) { id } }',
        { projectId: settled.draftProjectId },
      );
      expectNotFound(draft, 'Project');
      expect(
        dataOf(await other.client.graphql<{ questionImports: { total: number } }>(IMPORTS.list)).questionImports,
      ).toMatchObject({ total: 0 });
    }
    expect(await importsOf(owner.user.id)).toHaveLength(1);
  });

  it('refuses a file that is no spreadsheet by its content, or too large, writing nothing', async () => {
    const importer = await buildImporter(testApp);
    const text = await uploadFile(importer.client, Buffer.from('Section,Question\nA,B\n'), 'questions.xlsx');
    expectBadInput(await askParse(importer.client, text), MESSAGES.spreadsheetOnly);
    const document = await uploadFile(importer.client, zipOf({ 'word/document.xml': '<w/>' }), 'questions.xlsx');
    expectBadInput(await askParse(importer.client, document), MESSAGES.spreadsheetOnly);
    const [huge] = await db()
      .insert(files)
      .values({
        companyId: importer.company.id,
        uploadedBy: importer.user.id,
        filename: 'huge.xlsx',
        mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        size: IMPORT_FILE_MAX_BYTES + 1,
        storageKey: `${importer.company.id}/missing`,
      })
      .returning();
    expectBadInput(await askParse(importer.client, huge?.id ?? ''), MESSAGES.fileSizeLimit);
    expect(await importsOf(importer.user.id)).toHaveLength(0);
    expect(await importDraftsOf(importer.company.id)).toHaveLength(0);
  });

  it('ends FAILED with its message and nothing written for an unreadable file or one with nothing usable', async () => {
    const importer = await buildImporter(testApp);
    const broken = zipOf({ 'xl/workbook.xml': 'not a workbook', '[Content_Types].xml': '<Types/>' });
    const unreadable = (await importSheet(importer.client, broken, 'Broken.xlsx')).settled;
    expect(unreadable).toMatchObject({ status: 'FAILED', error: MESSAGES.spreadsheetOnly, sectionCount: 0 });
    const empty = await questionSheet([
      ['Section', 'Question', 'Type'],
      ['Security', 'Is this a hologram?', 'Hologram'],
    ]);
    const useless = (await importSheet(importer.client, empty, 'Empty.xlsx')).settled;
    expect(useless).toMatchObject({
      status: 'FAILED',
      error: IMPORT_MESSAGES.nothingUsable,
      sectionCount: 0,
      questionCount: 0,
      skippedRows: [{ sheet: 'Questions', row: 2 }],
    });
  });

  it('deletes the import with its draft and its file', async () => {
    const importer = await buildImporter(testApp);
    const { asked, settled, fileId } = await importSheet(importer.client);
    expect(dataOf(await importer.client.graphql(IMPORTS.delete, { id: asked.id }))).toEqual({
      deleteQuestionImport: asked.id,
    });
    expectNotFound(await readImport(importer.client, asked.id), 'Import');
    expect(await db().select().from(projects).where(eq(projects.id, settled.draftProjectId))).toHaveLength(0);
    expect(await db().select().from(files).where(eq(files.id, fileId))).toHaveLength(0);
    expect(await importsOf(importer.user.id)).toHaveLength(0);
  });

  it('keeps the file while another import of the same upload holds it', async () => {
    const importer = await buildImporter(testApp);
    const first = await importSheet(importer.client);
    const second = dataOf(await askParse(importer.client, first.fileId)).parseImportedProject;
    expect((await settledImport(importer.client, second.id)).status).toBe('SUCCESS');
    dataOf(await importer.client.graphql(IMPORTS.delete, { id: first.asked.id }));
    expect(await db().select().from(files).where(eq(files.id, first.fileId))).toHaveLength(1);
    dataOf(await importer.client.graphql(IMPORTS.delete, { id: second.id }));
    expect(await db().select().from(files).where(eq(files.id, first.fileId))).toHaveLength(0);
  });

  it('serves the documented sample file to anyone', async () => {
    const response = await testApp.client().download('/assets/templates/import_questions.xlsx');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});
