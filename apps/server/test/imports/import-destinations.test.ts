import { IMPORT_MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { libraryQuestions, projects, templates } from '../../src/db/schema/index.js';
import { buildServiceType } from '../admin/admin-support.js';
import { createGroup, LIBRARY } from '../library/library-support.js';
import { projectInput } from '../projects/projects-support.js';
import { questionnaireOf } from '../questions/questions-support.js';
import { dataOf } from '../support/graphql-results.js';
import { buildSignedInUser, expectBadInput, expectForbidden, expectNotFound } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { buildImporter, IMPORTS, importSheet, questionSheet, readImport } from './imports-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

/** An importer with a read import (2 sections, 3 questions), a colleague and a service type of their company. */
async function importedScene() {
  const importer = await buildImporter(testApp);
  const imported = await importSheet(importer.client);
  const serviceType = await buildServiceType(db(), importer.company.id, { label: 'Security' });
  const colleague = (privileges: Parameters<typeof buildImporter>[1] = []) =>
    buildSignedInUser(testApp, { companyId: importer.company.id, privileges });
  const draft = await questionnaireOf(importer.client, imported.settled.draftProjectId);
  return { importer, imported: imported.settled, serviceType, colleague, draft };
}

const companyRows = async <Row extends { companyId: string }>(rows: Promise<Row[]>, companyId: string) =>
  (await rows).filter((row) => row.companyId === companyId);

describe('Manage Data: create a template (spec 3 §5, §6)', () => {
  it('makes a DRAFT template whose draft holds copies of the import’s sections and questions', async () => {
    const { importer, imported, serviceType } = await importedScene();
    const input = { importId: imported.id, name: 'Security due diligence', serviceTypeIds: [serviceType.id] };
    const made = dataOf(
      await importer.client.graphql<{ createTemplateFromImport: { draftProjectId: string } }>(IMPORTS.createTemplate, {
        input,
      }),
    ).createTemplateFromImport;
    expect(made).toMatchObject({ name: 'Security due diligence', status: 'DRAFT', sectionCount: 2 });
    const copied = await questionnaireOf(importer.client, made.draftProjectId);
    expect(copied.sections.map((section) => section.questions.length)).toEqual([2, 1]);
    expect(copied.sections[0]?.questions[0]).toMatchObject({
      status: 'PENDING',
      question: { label: 'Do you enforce multi-factor authentication?' },
    });
    expect(dataOf(await readImport(importer.client, imported.id)).questionImport.status).toBe('SUCCESS');
  });

  it('refuses with the template rules, without the privilege, or for another user’s import, making nothing', async () => {
    const { importer, imported, serviceType, colleague } = await importedScene();
    const create = (client: typeof importer.client, input: Record<string, unknown>) =>
      client.graphql(IMPORTS.createTemplate, {
        input: { importId: imported.id, name: 'Security', serviceTypeIds: [serviceType.id], ...input },
      });
    expectBadInput(await create(importer.client, { name: ' ' }), 'Required', { name: 'Required' });
    expectBadInput(await create(importer.client, { serviceTypeIds: [] }), 'Required', {
      serviceTypeIds: 'Required',
    });
    expectForbidden(await create((await colleague(['MANAGE_PROJECT_STATE'])).client, {}));
    const other = await colleague(['MANAGE_PROJECT_TEMPLATES']);
    expectNotFound(await create(other.client, {}), 'Import');
    expect(await companyRows(db().select().from(templates), importer.company.id)).toHaveLength(0);
  });
});

describe('Manage Data: copy sections to MeshVault (spec 3 §5, §7)', () => {
  it('makes each chosen section’s questions library questions of the chosen group', async () => {
    const { importer, imported, draft } = await importedScene();
    const group = await createGroup(importer.client, { name: 'Security' });
    const [access] = draft.sections;
    if (!group || !access) throw new Error('scene incomplete');
    const copied = await importer.client.graphql<{ copyDraftSectionsToLibrary: number }>(IMPORTS.copyToLibrary, {
      draftProjectId: imported.draftProjectId,
      sections: [{ id: access.id, groupId: group.id }],
    });
    expect(dataOf(copied).copyDraftSectionsToLibrary).toBe(2);
    const groups = dataOf(
      await importer.client.graphql<{ questionGroups: Array<{ id: string; questionCount: number }> }>(LIBRARY.groups),
    ).questionGroups;
    expect(groups.find((row) => row.id === group.id)?.questionCount).toBe(2);
    const stored = await db()
      .select()
      .from(libraryQuestions)
      .where(eq(libraryQuestions.companyId, importer.company.id));
    expect(stored.map((row) => [row.definition.label, row.isPublic]).sort()).toEqual([
      ['Do you enforce multi-factor authentication?', false],
      ['How often are access rights reviewed?', false],
    ]);
  });

  it('refuses an empty choice, an unknown section or group, or the missing privilege, copying nothing', async () => {
    const { importer, imported, draft, colleague } = await importedScene();
    const group = await createGroup(importer.client, { name: 'Security' });
    const stranger = await buildImporter(testApp);
    const theirGroup = await createGroup(stranger.client, { name: 'Theirs' });
    const section = draft.sections[0];
    if (!group || !theirGroup || !section) throw new Error('scene incomplete');
    const copy = (client: typeof importer.client, sections: Array<{ id: string; groupId: string }>) =>
      client.graphql(IMPORTS.copyToLibrary, { draftProjectId: imported.draftProjectId, sections });
    expectBadInput(await copy(importer.client, []), IMPORT_MESSAGES.selectSection, {
      sections: IMPORT_MESSAGES.selectSection,
    });
    expectNotFound(await copy(importer.client, [{ id: section.id, groupId: theirGroup.id }]), 'Group');
    expectNotFound(await copy(importer.client, [{ id: crypto.randomUUID(), groupId: group.id }]), 'Section');
    expectForbidden(
      await copy((await colleague(['MANAGE_PROJECT_TEMPLATES'])).client, [{ id: section.id, groupId: group.id }]),
    );
    expectNotFound(await copy(stranger.client, [{ id: section.id, groupId: theirGroup.id }]), 'Import');
    expect(
      await db().select().from(libraryQuestions).where(eq(libraryQuestions.companyId, importer.company.id)),
    ).toEqual([]);
  });
});

describe('Manage Data: create a project (createProject with copy { origin: IMPORT })', () => {
  const createFrom = (client: ReturnType<typeof testApp.client>, userId: string, importId: string) =>
    client.graphql<{ createProject: { id: string; origin: string; baseProject: null } }>(IMPORTS.createProject, {
      input: projectInput(userId, { name: 'Security review 2026' }),
      copy: { id: importId, origin: 'IMPORT' },
    });

  it('makes a project with the import’s sections and questions and origin IMPORT; the import stays', async () => {
    const { importer, imported } = await importedScene();
    const made = dataOf(await createFrom(importer.client, importer.user.id, imported.id)).createProject;
    expect(made).toMatchObject({ origin: 'IMPORT', baseProject: null });
    const copied = await questionnaireOf(importer.client, made.id);
    expect(copied.sections.map((section) => [section.name, section.questions.length])).toEqual([
      ['Access control', 2],
      ['Incident response', 1],
    ]);
    expect(copied.sections[0]?.questions[0]).toMatchObject({ status: 'PENDING', owner: { id: importer.user.id } });
    expect(dataOf(await readImport(importer.client, imported.id)).questionImport.sectionCount).toBe(2);
  });

  it('refuses an unfinished or another user’s import and a viewer without MANAGE_PROJECT_STATE', async () => {
    const { importer, imported, colleague } = await importedScene();
    const failed = await importSheet(importer.client, await questionSheet([['Section', 'Question']]), 'Empty.xlsx');
    expectBadInput(
      await createFrom(importer.client, importer.user.id, failed.settled.id),
      'The file has not been read into questions',
    );
    const other = await colleague(['MANAGE_PROJECT_STATE']);
    expectNotFound(await createFrom(other.client, other.user.id, imported.id), 'Import');
    const templatesOnly = await colleague(['MANAGE_PROJECT_TEMPLATES']);
    expectForbidden(await createFrom(templatesOnly.client, templatesOnly.user.id, imported.id));
    const made = await companyRows(db().select().from(projects), importer.company.id);
    expect(made.filter((row) => row.kind === 'PROJECT')).toHaveLength(0);
  });
});
