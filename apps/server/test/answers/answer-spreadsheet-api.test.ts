import { ANSWER_MESSAGES, ERROR_CODES, MESSAGES, optionKey, type QuestionDefinition } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectProducts, projectQuestions } from '../../src/db/schema/index.js';
import { insertSection } from '../questions/questions-support.js';
import { sheetTexts, spreadsheetOf, uploadedFileId } from '../suppliers/invite-file-support.js';
import { buildSupplier } from '../suppliers/supplier-side-support.js';
import { dataOf } from '../support/graphql-results.js';
import { createHttpClient } from '../support/http-client.js';
import { expectBadInput, expectNotFound } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  answersSheet,
  applicable,
  exportedWorkbook,
  ids,
  type ParseShape,
  parsedQuestions,
  productPath,
  rowOf,
  SPREADSHEET_OPERATIONS,
  spreadsheetScene,
  uploadAndParse,
} from './answer-spreadsheet-support.js';
import { save, storedAnswer, TYPED_QUESTIONS } from './answers-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

const HEADERS = [
  'Section',
  'Question',
  'Type',
  'Rules',
  'Answer',
  'Comment / Clarification',
  'Not Applicable',
  'Not Applicable Description',
  'Question ID',
];

const optionId = (definition: QuestionDefinition, label: string) => {
  const option = definition.type === 'LIST' ? definition.options.find((entry) => entry.label === label) : undefined;
  return option ? optionKey(option) : '';
};

describe('the answers export', () => {
  it('has a frozen bold header, a title row per section and a row per question in questionnaire order', async () => {
    const scene = await spreadsheetScene(testApp);
    await save(scene.supplier.client, scene, scene.questions.number, { value: 12 });
    await save(scene.supplier.client, scene, scene.questions.yesNo, { value: true, secondaryValue: 'Okta' });
    const response = await scene.supplier.client.download(productPath(scene, 'answers.xlsx'));
    expect(response.headers.get('content-disposition')).toContain(
      `filename="${scene.broker.project.name} - Answer Suite - answers.xlsx"`,
    );
    const sheet = answersSheet(await exportedWorkbook(scene.supplier.client, scene));
    const rows = sheetTexts(sheet);
    expect(rows[0]).toEqual(HEADERS);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(9).hidden).toBe(true);
    const questionRows = rows.slice(1).filter((row) => row[8]);
    expect(questionRows).toHaveLength(scene.visibleQuestionIds.length + 1);
    expect(questionRows.filter((row) => row[0] === 'Answers').map((row) => row[1])).toEqual(
      Object.values(TYPED_QUESTIONS).map((question) => question.label),
    );
    const titles = rows
      .slice(1)
      .filter((row) => !row[8])
      .map((row) => row[0]);
    expect(titles).toEqual(['General', 'Mixed', 'Answers', 'Choice']);
    const number = rowOf(sheet, scene.questions.number);
    expect(number.outlineLevel).toBe(1);
    expect(number.getCell(3).text).toBe('Number');
    expect(number.getCell(4).text).toBe('Number between 1 and 1000');
    expect(number.getCell(5).value).toBe(12);
    const yesNo = rowOf(sheet, scene.questions.yesNo);
    expect(yesNo.getCell(3).text).toBe('Yes / No');
    expect([yesNo.getCell(5).text, yesNo.getCell(6).text, yesNo.getCell(7).text]).toEqual(['Yes', 'Okta', 'No']);
    expect(rowOf(sheet, scene.questions.file).getCell(4).text).toBe(
      'File upload questions are answered on the website',
    );
    expect(rowOf(sheet, scene.questions.text).getCell(4).text).toBe('Up to 2000 characters');
  });

  it('offers drop-downs for Yes/No, a single-choice list and Not Applicable', async () => {
    const scene = await spreadsheetScene(testApp);
    const workbook = await exportedWorkbook(scene.supplier.client, scene);
    const sheet = answersSheet(workbook);
    const yesNo = rowOf(sheet, scene.questions.yesNo);
    expect(yesNo.getCell(5).dataValidation).toMatchObject({ type: 'list', formulae: ['"Yes,No"'] });
    expect(yesNo.getCell(7).dataValidation).toMatchObject({ type: 'list', formulae: ['"Yes,No"'] });
    const planRow = sheet.getRow(sheet.rowCount);
    expect(planRow.getCell(2).text).toBe('Plan size');
    const choices = planRow.getCell(5).dataValidation;
    expect(choices?.type).toBe('list');
    const [range] = (choices?.formulae ?? []) as string[];
    const [sheetName, cells] = (range ?? '').split('!');
    const row = Number(/\$(\d+):/.exec(cells ?? '')?.[1]);
    expect(sheetName).toBe('Choices');
    expect(workbook.getWorksheet('Choices')?.state).toBe('hidden');
    expect(sheetTexts(workbook.getWorksheet('Choices') as never)[row - 1]?.filter(Boolean)).toEqual(['Small', 'Large']);
    expect(planRow.getCell(4).text).toBe('One of: Small, Large');
    const hosting = rowOf(sheet, scene.questions.list);
    expect(hosting.getCell(5).dataValidation).toBeUndefined();
    expect(hosting.getCell(4).text).toBe(
      "Any of: Cloud, On premises, Other (separated by commas). On premises, Other ask for a text: write it in Comment / Clarification as 'On premises: your text', one line each",
    );
  });

  it('is for the supplier of the product only', async () => {
    const scene = await spreadsheetScene(testApp);
    const other = await buildSupplier(testApp, ['Elsewhere']);
    expect((await other.client.download(productPath(scene, 'answers.xlsx'))).status).toBe(404);
    expect((await scene.broker.client.download(productPath(scene, 'answers.xlsx'))).status).toBe(404);
    expect((await testApp.client().download(productPath(scene, 'answers.xlsx'))).status).toBe(401);
  });
});

describe('the answers import', () => {
  it('reads back the two changed answers and the invalid one, and applies the valid ones', async () => {
    const scene = await spreadsheetScene(testApp);
    const client = scene.supplier.client;
    await save(client, scene, scene.questions.text, { value: 'Acme' });
    await save(client, scene, scene.questions.number, { value: 12 });
    await save(client, scene, scene.questions.yesNo, { value: true, secondaryValue: 'Okta' });
    const onPremises = optionId(TYPED_QUESTIONS.list, 'On premises');
    await save(client, scene, scene.questions.list, {
      value: [onPremises, '{Other}'],
      secondaryValue: { [onPremises]: 'Frankfurt', '{Other}': 'Hybrid' },
    });
    const workbook = await exportedWorkbook(client, scene);
    const sheet = answersSheet(workbook);
    expect(rowOf(sheet, scene.questions.list).getCell(5).text).toBe('On premises, Other');
    expect(rowOf(sheet, scene.questions.list).getCell(6).text).toBe('On premises: Frankfurt\nOther: Hybrid');
    rowOf(sheet, scene.questions.text).getCell(5).value = 'Acme Corp';
    rowOf(sheet, scene.questions.email).getCell(5).value = 'sales@acme.example';
    rowOf(sheet, scene.questions.number).getCell(5).value = 5000;

    const parsed = parsedQuestions(dataOf(await uploadAndParse(client, scene, workbook)));
    const changed = parsed.filter((question) => question.changed && !question.problem).map((question) => question.id);
    expect(changed.sort()).toEqual([scene.questions.text, scene.questions.email].sort());
    const invalid = parsed.filter((question) => question.problem);
    expect(invalid).toEqual([
      expect.objectContaining({
        id: scene.questions.number,
        label: 'Head count',
        problem: 'Should be between 1 and 1000',
      }),
    ]);
    expect(parsed.find((question) => question.id === scene.questions.list)).toMatchObject({ changed: false });
    expect(parsed.find((question) => question.id === scene.questions.yesNo)).toMatchObject({ changed: false });

    const answers = applicable(parsed);
    const applied = await client.graphql(SPREADSHEET_OPERATIONS.apply, { ...ids(scene), answers });
    expect(dataOf(applied)).toEqual({ applyAnswers: { id: scene.invitation.row.id, applied: 2 } });
    expect(await storedAnswer(testApp, scene, scene.questions.text)).toMatchObject({ value: 'Acme Corp', version: 2 });
    expect(await storedAnswer(testApp, scene, scene.questions.email)).toMatchObject({ value: 'sales@acme.example' });
    expect(await storedAnswer(testApp, scene, scene.questions.number)).toMatchObject({ value: 12, version: 1 });
    const again = await client.graphql(SPREADSHEET_OPERATIONS.apply, { ...ids(scene), answers });
    expect(dataOf(again)).toEqual({ applyAnswers: { id: scene.invitation.row.id, applied: 0 } });
  });

  it('reads lists by label, Yes/No in any case, Not Applicable, and leaves empty rows and files alone', async () => {
    const scene = await spreadsheetScene(testApp);
    const client = scene.supplier.client;
    await save(client, scene, scene.questions.text, { value: 'Acme' });
    const workbook = await exportedWorkbook(client, scene);
    const sheet = answersSheet(workbook);
    rowOf(sheet, scene.questions.text).getCell(5).value = null;
    rowOf(sheet, scene.questions.yesNo).getCell(5).value = 'no';
    rowOf(sheet, scene.questions.list).getCell(5).value = 'cloud; On Premises';
    rowOf(sheet, scene.questions.list).getCell(6).value = 'In our own data centre';
    rowOf(sheet, scene.questions.file).getCell(7).value = 'Yes';
    rowOf(sheet, scene.questions.file).getCell(8).value = 'No certificates';
    sheet.getRow(sheet.rowCount).getCell(5).value = 'Large';
    const parsed = parsedQuestions(dataOf(await uploadAndParse(client, scene, workbook)));
    const byId = new Map(parsed.map((question) => [question.id, question]));
    expect(byId.has(scene.questions.text)).toBe(false);
    expect(byId.get(scene.questions.yesNo)?.answer).toMatchObject({ value: false, isDraft: false });
    const [cloud, onPremises] = ['Cloud', 'On premises'].map((label) => optionId(TYPED_QUESTIONS.list, label));
    expect(byId.get(scene.questions.list)?.answer).toMatchObject({
      value: [cloud, onPremises],
      secondaryValue: { [onPremises as string]: 'In our own data centre' },
    });
    expect(byId.get(scene.questions.file)?.answer).toMatchObject({
      notApplicable: true,
      notApplicableDescription: 'No certificates',
    });
    const plan = parsed.find((question) => question.label === 'Plan size');
    expect(plan?.answer.value).toEqual([optionId(scene.planSize, 'Large')]);
    expect(parsed.every((question) => question.changed && !question.problem)).toBe(true);
    const applied = await client.graphql(SPREADSHEET_OPERATIONS.apply, { ...ids(scene), answers: applicable(parsed) });
    expect(dataOf(applied)).toEqual({ applyAnswers: { id: scene.invitation.row.id, applied: 4 } });
    expect(await storedAnswer(testApp, scene, scene.questions.text)).toMatchObject({ value: 'Acme' });
  });

  it('finds rows by section and label when the ID column is gone, and ignores rows of no question', async () => {
    const scene = await spreadsheetScene(testApp);
    const bytes = await spreadsheetOf([
      ['Section', 'Question', 'Answer'],
      ['Answers', 'Sales e-mail', 'sales@acme.example'],
      ['Answers', 'Not a question here', 'whatever'],
      ['Elsewhere', 'Sales e-mail', 'other@acme.example'],
    ]);
    const fileId = await uploadedFileId(scene.supplier.client, bytes, { filename: 'answers.xlsx' });
    const result = await scene.supplier.client.graphql<ParseShape>(SPREADSHEET_OPERATIONS.parse, {
      ...ids(scene),
      fileId,
    });
    expect(parsedQuestions(dataOf(result))).toEqual([
      expect.objectContaining({ id: scene.questions.email, row: 2, changed: true, problem: null }),
    ]);
  });

  it('answers with nothing to apply for a file of other columns, and refuses a file that is no spreadsheet', async () => {
    const scene = await spreadsheetScene(testApp);
    const bytes = await spreadsheetOf([
      ['Supplier Title', 'Email'],
      ['Acme', 'sales@acme.example'],
    ]);
    const fileId = await uploadedFileId(scene.supplier.client, bytes, { filename: 'suppliers.xlsx' });
    const parsed = await scene.supplier.client.graphql(SPREADSHEET_OPERATIONS.parse, { ...ids(scene), fileId });
    expect(dataOf(parsed)).toEqual({ parseProjectAnswers: [] });
    const text = await uploadedFileId(scene.supplier.client, Buffer.from('Section,Question\n'), {
      filename: 'answers.csv',
      types: '',
    });
    const refused = await scene.supplier.client.graphql(SPREADSHEET_OPERATIONS.parse, { ...ids(scene), fileId: text });
    expectBadInput(refused, 'The file format is invalid. Please use .xlsx file only');
  });

  it('refuses to apply when one answer is invalid, and writes nothing', async () => {
    const scene = await spreadsheetScene(testApp);
    const answers = [
      { questionId: scene.questions.text, value: 'Acme' },
      { questionId: scene.questions.number, value: 0 },
    ];
    const result = await scene.supplier.client.graphql(SPREADSHEET_OPERATIONS.apply, { ...ids(scene), answers });
    expectBadInput(result, 'Should be between 1 and 1000', { value: 'Should be between 1 and 1000' });
    expect(await storedAnswer(testApp, scene, scene.questions.text)).toBeNull();
    const files = [{ questionId: scene.questions.file, value: [{ id: scene.questions.file, filename: 'a.pdf' }] }];
    const file = await scene.supplier.client.graphql(SPREADSHEET_OPERATIONS.apply, { ...ids(scene), answers: files });
    expectBadInput(file, ANSWER_MESSAGES.notValid);
    const elsewhere = [{ questionId: scene.questions.text, sectionId: scene.choiceSection.id, value: 'Acme' }];
    const moved = await scene.supplier.client.graphql(SPREADSHEET_OPERATIONS.apply, {
      ...ids(scene),
      answers: elsewhere,
    });
    expectNotFound(moved, 'Question');
  });

  it('refuses to apply over answers saved since the file was read, writes nothing, and applies a fresh read', async () => {
    const scene = await spreadsheetScene(testApp);
    const client = scene.supplier.client;
    await save(client, scene, scene.questions.text, { value: 'Acme' });
    const workbook = await exportedWorkbook(client, scene);
    const sheet = answersSheet(workbook);
    rowOf(sheet, scene.questions.text).getCell(5).value = 'Acme Corp';
    rowOf(sheet, scene.questions.email).getCell(5).value = 'sales@acme.example';
    const parsed = parsedQuestions(dataOf(await uploadAndParse(client, scene, workbook)));
    expect(parsed.find((question) => question.id === scene.questions.text)?.baseVersion).toBe(1);
    expect(parsed.find((question) => question.id === scene.questions.email)?.baseVersion).toBeNull();

    // A colleague (or another tab) saves both answers after the file was read.
    await save(client, scene, scene.questions.text, { value: 'Acme Group' }, 1);
    await save(client, scene, scene.questions.email, { value: 'bids@acme.example' });
    const stale = await client.graphql(SPREADSHEET_OPERATIONS.apply, { ...ids(scene), answers: applicable(parsed) });
    expect(stale.errors?.[0]).toMatchObject({
      message: ANSWER_MESSAGES.importStale(2),
      extensions: { code: ERROR_CODES.conflict },
    });
    expect(ANSWER_MESSAGES.importStale(2)).toBe(
      '2 answers were changed since the file was read. Please read the file again.',
    );
    expect(await storedAnswer(testApp, scene, scene.questions.text)).toMatchObject({ value: 'Acme Group', version: 2 });
    expect(await storedAnswer(testApp, scene, scene.questions.email)).toMatchObject({ value: 'bids@acme.example' });

    const fresh = parsedQuestions(dataOf(await uploadAndParse(client, scene, workbook)));
    const applied = await client.graphql(SPREADSHEET_OPERATIONS.apply, { ...ids(scene), answers: applicable(fresh) });
    expect(dataOf(applied)).toEqual({ applyAnswers: { id: scene.invitation.row.id, applied: 2 } });
    expect(await storedAnswer(testApp, scene, scene.questions.text)).toMatchObject({ value: 'Acme Corp', version: 3 });
  });

  it('applies long answers to many questions in one call, a body a visitor may not send', async () => {
    const scene = await spreadsheetScene(testApp);
    const labels = Array.from({ length: 600 }, (_, index) => ({
      label: `Long answer ${index + 1}`,
      status: 'APPROVED' as const,
    }));
    const db = testApp.running.app.db;
    const section = await insertSection(db, scene.broker.project.id, { name: 'Long', position: 5 }, labels);
    const long = await db
      .select({ id: projectQuestions.id })
      .from(projectQuestions)
      .where(eq(projectQuestions.sectionId, section.id));
    const answers = long.map(({ id }) => ({ questionId: id, value: `Ü${'x'.repeat(1999)}`, baseVersion: null }));
    const variables = { ...ids(scene), answers };
    expect(JSON.stringify(variables).length).toBeGreaterThan(1024 * 1024);

    const applied = await scene.supplier.client.graphql(SPREADSHEET_OPERATIONS.apply, variables);
    expect(dataOf(applied)).toEqual({ applyAnswers: { id: scene.invitation.row.id, applied: 600 } });
    expect((await storedAnswer(testApp, scene, long[0]?.id ?? ''))?.value).toHaveLength(2000);

    const visitor = await createHttpClient(testApp.baseUrl).graphql(SPREADSHEET_OPERATIONS.apply, variables);
    expect(visitor.status).toBe(413);
    // Past 16 MB even a signed-in request is refused, before anything is read or written.
    const tooMuch = { ...variables, padding: 'x'.repeat(16 * 1024 * 1024) };
    const refused = await scene.supplier.client.send('POST', '/api/graphql', {
      body: JSON.stringify({ query: SPREADSHEET_OPERATIONS.apply, variables: tooMuch }),
      headers: { 'content-type': 'application/json' },
    });
    expect(refused).toMatchObject({ status: 413, body: { message: MESSAGES.requestTooLarge } });
  });

  it('is refused after submission and outside Awaiting Answers', async () => {
    const submitted = await spreadsheetScene(testApp);
    await testApp.running.app.db
      .update(projectProducts)
      .set({ answersSubmittedAt: new Date() })
      .where(eq(projectProducts.id, submitted.invitation.row.id));
    const bytes = Buffer.from(await (await exportedWorkbook(submitted.supplier.client, submitted)).xlsx.writeBuffer());
    const fileId = await uploadedFileId(submitted.supplier.client, bytes, { filename: 'answers.xlsx' });
    const parse = { ...ids(submitted), fileId };
    expectBadInput(
      await submitted.supplier.client.graphql(SPREADSHEET_OPERATIONS.parse, parse),
      ANSWER_MESSAGES.alreadySubmitted,
    );
    const answers = [{ questionId: submitted.questions.text, value: 'Acme' }];
    expectBadInput(
      await submitted.supplier.client.graphql(SPREADSHEET_OPERATIONS.apply, { ...ids(submitted), answers }),
      ANSWER_MESSAGES.alreadySubmitted,
    );

    const scoring = await spreadsheetScene(testApp, 'SCORING');
    const scoringAnswers = [{ questionId: scoring.questions.text, value: 'Acme' }];
    expectBadInput(
      await scoring.supplier.client.graphql(SPREADSHEET_OPERATIONS.apply, { ...ids(scoring), answers: scoringAnswers }),
      ANSWER_MESSAGES.notEditable,
    );
    expect(await storedAnswer(testApp, scoring, scoring.questions.text)).toBeNull();
  });

  it("answers another company's product as not found", async () => {
    const scene = await spreadsheetScene(testApp);
    const other = await buildSupplier(testApp, ['Elsewhere']);
    const bytes = await spreadsheetOf([['Question', 'Answer']]);
    const fileId = await uploadedFileId(other.client, bytes, { filename: 'answers.xlsx' });
    expectNotFound(await other.client.graphql(SPREADSHEET_OPERATIONS.parse, { ...ids(scene), fileId }), 'Project');
    const answers = [{ questionId: scene.questions.text, value: 'Acme' }];
    expectNotFound(await other.client.graphql(SPREADSHEET_OPERATIONS.apply, { ...ids(scene), answers }), 'Project');
    const ownFile = await uploadedFileId(scene.supplier.client, bytes, { filename: 'answers.xlsx' });
    const theirs = await other.client.graphql(SPREADSHEET_OPERATIONS.parse, { ...ids(scene), fileId: ownFile });
    expectNotFound(theirs, 'Project');
    const stranger = await scene.supplier.client.graphql(SPREADSHEET_OPERATIONS.parse, { ...ids(scene), fileId });
    expectNotFound(stranger, 'File');
  });
});
