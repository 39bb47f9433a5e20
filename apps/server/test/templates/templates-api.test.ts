import { ERROR_CODES, MESSAGES, TEMPLATE_MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects, templates } from '../../src/db/schema/index.js';
import { buildServiceType } from '../admin/admin-support.js';
import { buildTemplate } from '../projects/templates-support.js';
import { addSection, questionnaireOf, sectionInput } from '../questions/questions-support.js';
import { buildCompany } from '../support/factories.js';
import { dataOf } from '../support/graphql-results.js';
import { buildBrokerCompany, buildSignedInAdmin, graphqlOnBehalf } from '../support/on-behalf.js';
import {
  buildSignedInUser,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectUnauthenticated,
} from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  buildTemplateTeam,
  changeStatus,
  createTemplate,
  TEMPLATE_OPERATIONS,
  type TemplateShape,
} from './templates-api-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

describe('createProjectTemplate', () => {
  it('creates a DRAFT template of the company with its empty draft project', async () => {
    const team = await buildTemplateTeam(testApp);
    const created = await createTemplate(team.manager.client, '  Benefits RFP  ', [team.serviceType.id]);
    expect(created).toMatchObject({
      name: 'Benefits RFP',
      status: 'DRAFT',
      version: 1,
      sectionCount: 0,
      company: { id: team.company.id },
      createdBy: { name: 'Test User' },
      serviceTypes: [{ id: team.serviceType.id, label: 'Payroll' }],
      permissions: { edit: true, changeStatus: true, submit: false, publish: false, delete: true, openQuestions: true },
    });
    const [draft] = await db().select().from(projects).where(eq(projects.id, created.draftProjectId));
    expect(draft).toMatchObject({ kind: 'TEMPLATE_DRAFT', status: 'DRAFT', companyId: team.company.id });
    expect((await questionnaireOf(team.manager.client, created.draftProjectId)).sections).toEqual([]);
  });

  it('checks the name (required, at most 300) and the service types (at least one, the company’s)', async () => {
    const team = await buildTemplateTeam(testApp);
    const create = (input: Record<string, unknown>) =>
      team.manager.client.graphql(TEMPLATE_OPERATIONS.create, { input });
    expectBadInput(await create({ name: ' ', serviceTypeIds: [] }), 'Required', {
      name: 'Required',
      serviceTypeIds: 'Required',
    });
    const tooLong = 'Must be less than or equal to 300 characters';
    expectBadInput(await create({ name: 'x'.repeat(301), serviceTypeIds: [team.serviceType.id] }), tooLong, {
      name: tooLong,
    });
    const foreign = await buildServiceType(db(), (await buildCompany(db())).id);
    const unknown = 'Please choose an existing entry';
    for (const serviceTypeIds of [[foreign.id], ['nope']]) {
      expectBadInput(await create({ name: 'T', serviceTypeIds }), unknown, { serviceTypeIds: unknown });
    }
    expect(await db().select().from(templates).where(eq(templates.companyId, team.company.id))).toEqual([]);
  });

  it('is for MANAGE_PROJECT_TEMPLATES holders of a buy-side company', async () => {
    const team = await buildTemplateTeam(testApp);
    const input = { name: 'T', serviceTypeIds: [team.serviceType.id] };
    expectUnauthenticated(await testApp.client().graphql(TEMPLATE_OPERATIONS.create, { input }));
    expectForbidden(await team.reader.client.graphql(TEMPLATE_OPERATIONS.create, { input }));
    const supplier = await buildCompany(db(), { kind: 'SUPPLIER' });
    const vendor = await buildSignedInUser(testApp, {
      companyId: supplier.id,
      type: 'SUPPLIER',
      privileges: ['MANAGE_PROJECT_TEMPLATES'],
    });
    expectForbidden(await vendor.client.graphql(TEMPLATE_OPERATIONS.create, { input }));
  });

  it('offers the company’s service types by label to template managers only', async () => {
    const team = await buildTemplateTeam(testApp);
    await buildServiceType(db(), team.company.id, { label: 'Benefits' });
    const result = await team.manager.client.graphql<{ projectTemplateServiceTypes: Array<{ label: string }> }>(
      TEMPLATE_OPERATIONS.serviceTypes,
    );
    expect(dataOf(result).projectTemplateServiceTypes.map((type) => type.label)).toEqual(['Benefits', 'Payroll']);
    expectForbidden(await team.reader.client.graphql(TEMPLATE_OPERATIONS.serviceTypes));
  });
});

describe('updateProjectTemplate and deleteProjectTemplate', () => {
  it('renames and retypes at the version read; a stale version is a conflict and changes nothing', async () => {
    const team = await buildTemplateTeam(testApp);
    const other = await buildServiceType(db(), team.company.id, { label: 'Benefits' });
    const created = await createTemplate(team.manager.client, 'First', [team.serviceType.id]);
    const update = (version: number, name: string) =>
      team.reviewer.client.graphql<{ updateProjectTemplate: TemplateShape }>(TEMPLATE_OPERATIONS.update, {
        id: created.id,
        version,
        input: { name, serviceTypeIds: [other.id] },
      });
    const saved = dataOf(await update(1, 'Second')).updateProjectTemplate;
    expect(saved).toMatchObject({ name: 'Second', version: 2, serviceTypes: [{ label: 'Benefits' }] });
    const stale = await update(1, 'Third');
    expect(stale.errors?.[0]).toMatchObject({
      message: MESSAGES.staleVersion('template'),
      extensions: { code: ERROR_CODES.conflict },
    });
    expect((await db().select().from(templates).where(eq(templates.id, created.id)))[0]?.name).toBe('Second');
  });

  it('deletes the template with its draft project and questionnaire', async () => {
    const team = await buildTemplateTeam(testApp);
    const created = await createTemplate(team.manager.client, 'Gone', [team.serviceType.id]);
    await addSection(team.manager.client, created.draftProjectId, sectionInput('Section'));
    expectForbidden(await team.reader.client.graphql(TEMPLATE_OPERATIONS.delete, { id: created.id }));
    const result = await team.manager.client.graphql(TEMPLATE_OPERATIONS.delete, { id: created.id });
    expect(dataOf(result)).toEqual({ deleteProjectTemplate: true });
    expect(await db().select().from(projects).where(eq(projects.id, created.draftProjectId))).toEqual([]);
    expectNotFound(await team.manager.client.graphql(TEMPLATE_OPERATIONS.one, { id: created.id }), 'Template');
  });

  it('refuses to change or delete a published template, and another company’s', async () => {
    const team = await buildTemplateTeam(testApp);
    const { template } = await buildTemplate(db(), team.company.id, { status: 'PUBLISHED' });
    const input = { name: 'Renamed', serviceTypeIds: [team.serviceType.id] };
    const update = { id: template.id, version: template.version, input };
    expectBadInput(await team.manager.client.graphql(TEMPLATE_OPERATIONS.update, update), TEMPLATE_MESSAGES.readOnly);
    expectBadInput(
      await team.manager.client.graphql(TEMPLATE_OPERATIONS.delete, { id: template.id }),
      TEMPLATE_MESSAGES.readOnly,
    );
    const stranger = await buildTemplateTeam(testApp);
    expectForbidden(await stranger.reviewer.client.graphql(TEMPLATE_OPERATIONS.delete, { id: template.id }));
    const draft = (await buildTemplate(db(), team.company.id)).template;
    expectNotFound(
      await stranger.reviewer.client.graphql(TEMPLATE_OPERATIONS.update, { ...update, id: draft.id }),
      'Template',
    );
  });
});

describe('changeProjectTemplateStatus', () => {
  it('submits and publishes only with a section, publishes only with REVIEW_TEMPLATES, and returns to Draft', async () => {
    const team = await buildTemplateTeam(testApp);
    const created = await createTemplate(team.manager.client, 'Lifecycle', [team.serviceType.id]);
    expectBadInput(await changeStatus(team.manager.client, created.id, 'IN_REVIEW'), TEMPLATE_MESSAGES.noSections);
    expectBadInput(await changeStatus(team.reviewer.client, created.id, 'PUBLISHED'), 'At least one section required');
    await addSection(team.manager.client, created.draftProjectId, sectionInput('Plan administration'));

    const submitted = dataOf(await changeStatus(team.manager.client, created.id, 'IN_REVIEW'));
    expect(submitted.changeProjectTemplateStatus).toMatchObject({
      status: 'IN_REVIEW',
      sectionCount: 1,
      permissions: { edit: true, submit: false, publish: false, returnToDraft: true },
    });
    expectForbidden(await changeStatus(team.manager.client, created.id, 'PUBLISHED'));
    expectForbidden(await changeStatus(team.reader.client, created.id, 'DRAFT'));

    const published = dataOf(await changeStatus(team.reviewer.client, created.id, 'PUBLISHED'));
    expect(published.changeProjectTemplateStatus).toMatchObject({
      status: 'PUBLISHED',
      permissions: { edit: false, delete: false, returnToDraft: true, submit: false, publish: false },
    });
    const notAllowed = TEMPLATE_MESSAGES.statusNotAllowed;
    expectBadInput(await changeStatus(team.reviewer.client, created.id, 'IN_REVIEW'), notAllowed);
    expectBadInput(await changeStatus(team.reviewer.client, created.id, 'PUBLISHED'), notAllowed);

    const back = dataOf(await changeStatus(team.manager.client, created.id, 'DRAFT'));
    expect(back.changeProjectTemplateStatus).toMatchObject({ status: 'DRAFT', permissions: { edit: true } });
  });

  it('publishes a draft directly; another company’s reviewer may not touch it', async () => {
    const team = await buildTemplateTeam(testApp);
    const created = await createTemplate(team.manager.client, 'Direct', [team.serviceType.id]);
    await addSection(team.manager.client, created.draftProjectId, sectionInput('Only section'));
    const stranger = await buildTemplateTeam(testApp);
    expectNotFound(await changeStatus(stranger.reviewer.client, created.id, 'PUBLISHED'), 'Template');
    expect(dataOf(await changeStatus(team.reviewer.client, created.id, 'PUBLISHED'))).toMatchObject({
      changeProjectTemplateStatus: { status: 'PUBLISHED' },
    });
    expectForbidden(await changeStatus(stranger.reviewer.client, created.id, 'DRAFT'));
  });

  it('lets an administrator change another company’s template only on its behalf; a refusal changes nothing', async () => {
    const admin = await buildSignedInAdmin(testApp);
    const firm = await buildBrokerCompany(db(), { allowOnBehalf: true });
    const { template } = await buildTemplate(db(), firm.id, { status: 'PUBLISHED' });
    const stored = async () =>
      (await db().select().from(templates).where(eq(templates.id, template.id)))[0] ?? template;
    const before = await stored();
    const seen = dataOf(
      await admin.client.graphql<{ projectTemplate: TemplateShape }>(TEMPLATE_OPERATIONS.one, template),
    );
    expect(seen.projectTemplate.permissions).toMatchObject({ changeStatus: false, returnToDraft: false });

    expectForbidden(await changeStatus(admin.client, template.id, 'DRAFT'));
    expect(await stored()).toMatchObject({ status: 'PUBLISHED', version: before.version });

    const onBehalf = await graphqlOnBehalf<{ changeProjectTemplateStatus: TemplateShape }>(
      testApp,
      admin.client,
      firm.id,
      TEMPLATE_OPERATIONS.status,
      { id: template.id, status: 'DRAFT' },
    );
    expect(onBehalf.data?.changeProjectTemplateStatus).toMatchObject({ status: 'DRAFT', version: before.version + 1 });
  });
});

describe('projectTemplate and projectTemplates', () => {
  it('answers the company’s templates and other companies’ published ones, with the viewer’s permissions', async () => {
    const team = await buildTemplateTeam(testApp);
    const stranger = await buildTemplateTeam(testApp);
    const shared = (await buildTemplate(db(), stranger.company.id, { status: 'PUBLISHED' })).template;
    const hidden = (await buildTemplate(db(), stranger.company.id, { status: 'IN_REVIEW' })).template;
    const one = (id: string) =>
      team.manager.client.graphql<{ projectTemplate: TemplateShape }>(TEMPLATE_OPERATIONS.one, { id });
    expect(dataOf(await one(shared.id)).projectTemplate).toMatchObject({
      id: shared.id,
      draftProjectId: shared.draftProjectId,
      company: { id: stranger.company.id },
      permissions: { edit: false, changeStatus: false, delete: false, openQuestions: false },
    });
    expectNotFound(await one(hidden.id), 'Template');
    expectNotFound(await one('nope'), 'Template');
  });

  it('narrows the list to the company’s own templates with companyOnly', async () => {
    const team = await buildTemplateTeam(testApp);
    const stranger = await buildTemplateTeam(testApp);
    const tag = `t${crypto.randomUUID().slice(0, 8)}`;
    await buildTemplate(db(), team.company.id, { name: `${tag} own` });
    await buildTemplate(db(), stranger.company.id, { name: `${tag} shared`, status: 'PUBLISHED' });
    const names = async (filter: Record<string, unknown>) => {
      const result = await team.reader.client.graphql<{ projectTemplates: { results: TemplateShape[] } }>(
        TEMPLATE_OPERATIONS.list,
        { filter: { keyword: tag, ...filter } },
      );
      return dataOf(result).projectTemplates.results.map((row) => row.name);
    };
    expect(await names({})).toEqual([`${tag} own`, `${tag} shared`]);
    expect(await names({ companyOnly: true })).toEqual([`${tag} own`]);
  });
});
