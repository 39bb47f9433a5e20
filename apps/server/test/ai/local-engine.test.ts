import { randomUUID } from 'node:crypto';
import { CLIENT_TABLE_LIMITS, cellHasContent, parseQuestionDefinition } from '@shortlist/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AiProvider, createLocalEngine, type SearchScope } from '../../src/modules/ai/index.js';
import { buildCompany } from '../support/factories.js';
import { useTestApp } from '../support/test-app.js';
import {
  filledTable,
  insertAnswer,
  insertClientTable,
  insertLibraryQuestion,
  insertParticipation,
  insertProject,
  insertProjectQuestion,
  insertServiceType,
  insertSupplier,
  insertTag,
  insertTemplate,
} from './local-engine-support.js';

const testApp = useTestApp();
let engine: AiProvider;
let buyer: SearchScope;
let other: SearchScope;

const scope = (base: SearchScope, keyword: string) => ({ ...base, keyword });
const labelsOf = async (keyword: string, base = buyer) =>
  (await engine.generateQuestions(scope(base, keyword))).flatMap((section) =>
    section.questions.map((question) => question.definition.label),
  );

beforeAll(async () => {
  const db = testApp.running.app.db;
  engine = createLocalEngine(db);
  const [mine, theirs] = [await buildCompany(db), await buildCompany(db)];
  const project = await insertProject(db, mine.id, 'Payroll RFP', 'PROJECT');
  const earlier = await insertProject(db, mine.id, 'Payroll review 2025', 'PROJECT');
  const theirProject = await insertProject(db, theirs.id, 'Their payroll RFP', 'PROJECT');
  buyer = { companyId: mine.id, projectId: project.id, keyword: '' };
  other = { companyId: theirs.id, projectId: randomUUID(), keyword: '' };

  const payroll = await insertServiceType(db, mine.id, 'Payroll outsourcing');
  const hosting = await insertServiceType(db, mine.id, 'Cloud hosting');
  const secret = await insertServiceType(db, theirs.id, 'Confidential tier');
  const ledger = await insertSupplier(db, 'Ledger', {
    name: 'Ledger Pay',
    description: 'Monthly salary runs for employers.',
    serviceTypeIds: [payroll.id],
    industry: 'Finance',
  });
  await insertSupplier(db, 'Wordy', { name: 'Generic Suite', description: 'We also answer payroll questions.' });
  await insertSupplier(db, 'Hosty', { name: 'Hosty Cloud', serviceTypeIds: [hosting.id] });
  await insertSupplier(db, 'Plain', { name: 'Plain Product', serviceTypeIds: [secret.id] });
  const already = await insertSupplier(db, 'Already', { name: 'Payroll Already', serviceTypeIds: [payroll.id] });
  await insertParticipation(db, project.id, already.id);
  await insertParticipation(db, earlier.id, ledger.id, { answered: true, winner: true });
  const quiet = await insertSupplier(db, 'Quiet', { name: 'Quiet Product', description: 'Office supplies.' });
  const quietThere = await insertParticipation(db, theirProject.id, quiet.id, { answered: true });
  const asked = await insertProjectQuestion(db, theirProject.id, 'Services', 'What else do you do?');
  await insertAnswer(db, quietThere.id, asked.id, 'We also run payroll outsourcing for 500 employers.');

  const privateTag = await insertTag(db, theirs.id, 'Their private tag');
  await insertLibraryQuestion(
    db,
    mine.id,
    { type: 'STRING', label: 'How do you run payroll for contractors?' },
    {
      groupName: 'Payroll basics',
    },
  );
  await insertLibraryQuestion(db, mine.id, { type: 'STRING', label: 'How do you run payroll for your contractors?' });
  await insertLibraryQuestion(db, mine.id, { type: 'STRING', label: 'Which payroll countries do you cover?' });
  await insertLibraryQuestion(db, mine.id, {
    type: 'LIST',
    label: 'Which payroll frequencies do you support?',
    view: 'CHECKBOX',
    multiple: true,
    options: [{ label: 'Weekly' }, { label: 'Monthly' }],
  });
  await insertLibraryQuestion(db, theirs.id, { type: 'STRING', label: 'Their private payroll question?' });
  await insertLibraryQuestion(
    db,
    theirs.id,
    { type: 'TEXT', label: 'Describe your payroll tax filing.' },
    {
      isPublic: true,
      tagIds: [privateTag.id],
    },
  );
  await insertProjectQuestion(db, project.id, 'Existing', 'Which payroll countries do you cover?');
  const template = await insertTemplate(db, theirs.id, 'Payroll template', 'PUBLISHED');
  await insertProjectQuestion(db, template.id, 'Payroll controls', 'What payroll audit controls do you run?');
  const draft = await insertTemplate(db, theirs.id, 'Draft template', 'DRAFT');
  await insertProjectQuestion(db, draft.id, 'Draft', 'Unpublished payroll template question?');

  await insertClientTable(db, earlier.id, 'Payroll headcount', filledTable(['State', 'Employees'], 3));
  await insertClientTable(db, earlier.id, 'Payroll huge', filledTable(['A', 'B', 'C', 'D', 'E', 'F'], 60));
  await insertClientTable(db, theirProject.id, 'Payroll secrets', filledTable(['Secret'], 1));
});

describe('local engine: supplier search', () => {
  it('ranks a service-type match above a description-only one and leaves out products already in the project', async () => {
    const found = await engine.suggestSuppliers(scope(buyer, 'payroll'), 10);
    expect(found.map((row) => row.name)).toEqual(['Ledger Pay', 'Generic Suite']);
    expect(found[0]).toMatchObject({
      email: 'sales@ledger.example',
      contactName: 'Ledger Contact',
      industry: 'Finance',
      relatedLinks: ['https://ledger.example'],
      purpose: "Matches 'payroll' in its service types (Payroll outsourcing); answered 1 earlier project, won 1.",
    });
    expect(found[1]?.purpose).toBe("Matches 'payroll' in description.");
    // Both words held by one product: the one holding a single word is left out.
    const both = await engine.suggestSuppliers(scope(buyer, 'payroll outsourcing'), 10);
    expect(both.map((row) => row.name)).toEqual(['Ledger Pay']);
  });

  it('takes any keyword a buyer types without failing', async () => {
    for (const keyword of ["'; drop table products; --", 'a & b | !c', '-', 'c++', 'the', '%_\\']) {
      await expect(engine.suggestSuppliers(scope(buyer, keyword), 10)).resolves.toBeInstanceOf(Array);
      await expect(engine.generateQuestions(scope(buyer, keyword))).resolves.toBeInstanceOf(Array);
      await expect(engine.discoverClientTables(scope(buyer, keyword))).resolves.toBeInstanceOf(Array);
    }
  });

  it('still finds a supplier through a typo, and keeps to the limit', async () => {
    const found = await engine.suggestSuppliers(scope(buyer, 'payrool'), 1);
    expect(found.map((row) => row.name)).toEqual(['Ledger Pay']);
    expect(found[0]?.purpose).toMatch(/^Is close to 'payrool' in its service types \(Payroll outsourcing\)/);
    expect((await engine.suggestSuppliers(scope(buyer, 'cloud hosting'), 10)).map((row) => row.name)).toEqual([
      'Hosty Cloud',
    ]);
  });

  it("never reads a supplier's answers: what a supplier answered elsewhere does not make it a suggestion", async () => {
    for (const base of [buyer, other]) {
      const names = (await engine.suggestSuppliers(scope(base, 'payroll outsourcing'), 10)).map((row) => row.name);
      expect(names).not.toContain('Quiet Product');
    }
  });

  it("never matches another broker's service-type labels", async () => {
    expect(await engine.suggestSuppliers(scope(buyer, 'confidential tier'), 10)).toEqual([]);
    const theirs = await engine.suggestSuppliers(scope(other, 'confidential tier'), 10);
    expect(theirs.map((row) => row.name)).toEqual(['Plain Product']);
  });
});

describe('local engine: question generation', () => {
  it('takes the own library and public questions, never private ones of another company', async () => {
    const sections = await engine.generateQuestions(scope(buyer, 'payroll'));
    const labels = sections.flatMap((section) => section.questions.map((question) => question.definition.label));
    expect(labels).toContain('How do you run payroll for contractors?');
    expect(labels).toContain('Describe your payroll tax filing.');
    expect(labels).toContain('What payroll audit controls do you run?');
    expect(labels).not.toContain('Their private payroll question?');
    expect(labels).not.toContain('Unpublished payroll template question?');
    const sources = Object.fromEntries(
      sections.flatMap((section) => section.questions.map((question) => [question.definition.label, question.source])),
    );
    expect(sources['Describe your payroll tax filing.']).toBe('MeshVault');
    expect(sources['How do you run payroll for contractors?']).toBe('Your library');
    expect(sources['What payroll audit controls do you run?']).toBe("Template 'Payroll template'");
    const names = sections.map((section) => section.name);
    expect(names).toEqual(expect.arrayContaining(['Payroll basics', 'Payroll controls', 'Payroll']));
    expect(names).not.toContain('Their private tag');
  });

  it('drops near-duplicates and questions the project has, and keeps types and options valid', async () => {
    const labels = await labelsOf('payroll');
    expect(labels.filter((label) => label.startsWith('How do you run payroll for contractors'))).toHaveLength(1);
    expect(labels).not.toContain('Which payroll countries do you cover?');
    const sections = await engine.generateQuestions(scope(buyer, 'payroll'));
    const questions = sections.flatMap((section) => section.questions);
    for (const { definition } of questions) expect(parseQuestionDefinition(definition).ok).toBe(true);
    const list = questions.find((question) => question.definition.type === 'LIST')?.definition;
    expect(list).toMatchObject({ options: [{ label: 'Weekly' }, { label: 'Monthly' }] });
    expect(await labelsOf('payroll', other)).toContain('Their private payroll question?');
  });
});

describe('local engine: client discovery', () => {
  it("suggests the company's own earlier tables, emptied and within the limits", async () => {
    const found = await engine.discoverClientTables(scope(buyer, 'payroll'));
    expect(found.map((table) => table.name).sort()).toEqual(['Payroll headcount', 'Payroll huge']);
    for (const table of found) {
      expect(table.source).toBe("Project 'Payroll review 2025'");
      expect(table.data.columns.length).toBeLessThanOrEqual(CLIENT_TABLE_LIMITS.columns);
      expect(table.data.rows.length).toBeLessThanOrEqual(CLIENT_TABLE_LIMITS.rows);
      const cells = table.data.rows.flatMap((row) => Object.values(row.cells));
      expect(cells.length).toBe(table.data.rows.length * table.data.columns.length);
      expect(cells.some(cellHasContent)).toBe(false);
    }
    const headcount = found.find((table) => table.name === 'Payroll headcount');
    expect(headcount?.data.columns.map((column) => column.title)).toEqual(['State', 'Employees']);
    expect((await engine.discoverClientTables(scope(other, 'payroll'))).map((table) => table.name)).toEqual([
      'Payroll secrets',
    ]);
  });
});
