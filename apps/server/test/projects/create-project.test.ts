import { ERROR_CODES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { buildClient, buildProjectType, buildServiceType } from '../admin/admin-support.js';
import { buildLimitedPlan } from '../billing/billing-support.js';
import { buildCompany, buildUser } from '../support/factories.js';
import { firstError } from '../support/graphql-results.js';
import { buildSignedInAdmin, graphqlOnBehalf } from '../support/on-behalf.js';
import { buildSignedInUser, expectBadInput, expectForbidden, expectUnauthenticated } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import {
  buildColleague,
  buildProjectManager,
  CREATE,
  createProject,
  futureDates,
  projectInput,
  projectsOf,
} from './projects-support.js';

const testApp = useTestApp();

const db = () => testApp.running.app.db;

describe('createProject', () => {
  it('refuses a visitor', async () => {
    expectUnauthenticated(await testApp.client().graphql(CREATE, { input: projectInput(crypto.randomUUID()) }));
  });

  it('refuses a user without MANAGE_PROJECT_STATE', async () => {
    const { client, user, company } = await buildProjectManager(testApp, ['VIEW_DASHBOARD', 'MANAGE_CLIENTS']);
    expectForbidden(await client.graphql(CREATE, { input: projectInput(user.id) }));
    expect(await projectsOf(db(), company.id)).toEqual([]);
  });

  it('creates a DRAFT RFP with its relations, 3 target respondents and the company settings', async () => {
    // Reading serviceTypes / projectServiceTypes needs MANAGE_ALL_PROJECTS: the admin area's types carry that rule.
    const { client, user, company } = await buildProjectManager(
      testApp,
      ['MANAGE_ALL_PROJECTS'],
      {},
      {
        scoringType: 'COLORS',
        enableBranches: true,
      },
    );
    const owner = await buildColleague(db(), company.id, ['MANAGE_PROJECT_STATE']);
    const expert = await buildColleague(db(), company.id, ['MANAGE_SCORING']);
    const viewer = await buildColleague(db(), company.id);
    const clientRow = await buildClient(db(), company.id, { name: 'Contoso' });
    const service = await buildServiceType(db(), company.id, { label: 'Payroll' });
    const type = await buildProjectType(db(), company.id, { label: 'Benefits' });
    const input = projectInput(user.id, {
      intro: 'Short intro',
      clientId: clientRow.id,
      hideClientInfo: true,
      serviceTypeIds: [service.id],
      projectServiceTypeIds: [type.id],
      productOwnerIds: [owner.id],
      domainExpertIds: [expert.id],
      viewerIds: [viewer.id],
      moreInformation: [{ key: 'Budget', value: '100k' }],
      liveCount: 12,
      locationOriginated: '',
    });
    const project = await createProject(client, input);
    expect(project).toMatchObject({
      status: 'DRAFT',
      type: 'RFP',
      version: 1,
      role: 'BUY_SIDE',
      intro: 'Short intro',
      hideClientInfo: true,
      targetNumberRespondents: 3,
      locationOriginated: 'Worldwide',
      liveCount: 12,
      frequency: null,
      client: { id: clientRow.id, name: 'Contoso' },
      serviceTypes: [{ id: service.id, label: 'Payroll' }],
      projectServiceTypes: [{ id: type.id, label: 'Benefits' }],
      productOwners: [{ id: owner.id, name: 'Test User', email: owner.email }],
      domainExperts: [{ id: expert.id }],
      viewers: [{ id: viewer.id }],
      brokerageContacts: [{ user: { id: user.id }, phoneNumber: '+1 555 0100', email: '' }],
      moreInformation: [{ key: 'Budget', value: '100k' }],
      settings: {
        answersMaxLength: null,
        scoringType: 'COLORS',
        enableBranches: true,
        enableExperts: true,
        enableExtendedAnswersDeadline: false,
      },
      companyName: company.name,
      createdBy: { id: user.id, name: 'Test User' },
      publishDate: input.publishDate,
      plannedDecisionDate: input.plannedDecisionDate,
    });
    expect(String(project.publishDate)).toMatch(/T12:00:00.000Z$/);
  });

  it('creates a Panel without target respondents or clarification deadline', async () => {
    const { client, user } = await buildProjectManager(testApp);
    const project = await createProject(
      client,
      projectInput(user.id, {
        type: 'PANEL',
        description: '',
        frequency: '6 Months',
        questionsClarificationDeadline: new Date(Date.now() + 86400000 * 5).toISOString(),
      }),
    );
    expect(project).toMatchObject({
      type: 'PANEL',
      targetNumberRespondents: null,
      questionsClarificationDeadline: null,
      frequency: '6 Months',
    });
  });

  it('answers bad input with the spec messages and writes nothing', async () => {
    const { client, user, company } = await buildProjectManager(testApp);
    const attempt = (overrides: Record<string, unknown>) =>
      client.graphql(CREATE, { input: projectInput(user.id, overrides) });

    expectBadInput(await client.graphql(CREATE, { input: {} }), 'Required');
    const missing = firstError(await client.graphql(CREATE, { input: {} }));
    expect(missing?.extensions?.fields).toMatchObject({
      type: 'Required',
      name: 'Required',
      description: 'Required',
      publishDate: 'Required',
      brokerageContacts: 'Please add at least one contact',
    });
    expectBadInput(await attempt({ name: 'n'.repeat(101) }), 'Must be less than or equal to 100 characters', {
      name: 'Must be less than or equal to 100 characters',
    });
    expectBadInput(await attempt({ description: 'too short' }), 'Must be greater than or equal to 100 characters');
    expectBadInput(await attempt({ liveCount: 0 }), 'Must be a number greater than or equal to 1');
    expectBadInput(await attempt({ brokerageContacts: [] }), 'Please add at least one contact');
    expectBadInput(
      await attempt({ brokerageContacts: [{ userId: user.id }] }),
      'Please provide either phone number or email',
      { 'brokerageContacts.0.phoneNumber': 'Please provide either phone number or email' },
    );
    expectBadInput(
      await attempt({ brokerageContacts: [{ userId: user.id, email: 'nope' }] }),
      'Please enter a valid email address',
    );
    expectBadInput(
      await attempt({ publishDate: new Date(Date.now() - 3 * 86400000).toISOString() }),
      'Date should be later or equal to current date',
    );
    expectBadInput(await attempt(futureDates(366)), 'Date should be less than current date plus 1 year', {
      publishDate: 'Date should be less than current date plus 1 year',
    });
    expectBadInput(
      await attempt({ plannedDecisionDate: new Date(Date.now() + 86400000).toISOString() }),
      'Date should be later than Submission Deadline',
    );
    expectBadInput(await attempt({ moreInformation: [{ key: '', value: 'x' }] }), 'Required', {
      'moreInformation.0.key': 'Required',
    });
    expect(await projectsOf(db(), company.id)).toEqual([]);
  });

  it('refuses members, clients and types of another company and writes nothing', async () => {
    const { client, user, company } = await buildProjectManager(testApp);
    const other = await buildCompany(db());
    const stranger = (await buildUser(db(), { companyId: other.id })).user;
    const disabled = (await buildUser(db(), { companyId: company.id, status: 'DISABLED' })).user;
    const theirClient = await buildClient(db(), other.id);
    const theirService = await buildServiceType(db(), other.id);
    const theirType = await buildProjectType(db(), other.id);
    const attempt = (overrides: Record<string, unknown>) =>
      client.graphql(CREATE, { input: projectInput(user.id, overrides) });
    const members = 'Please choose users of your company';
    expectBadInput(await attempt({ productOwnerIds: [stranger.id] }), members, { productOwnerIds: members });
    expectBadInput(await attempt({ viewerIds: [disabled.id] }), members, { viewerIds: members });
    expectBadInput(await attempt({ domainExpertIds: ['not-a-uuid'] }), members);
    expectBadInput(await attempt({ brokerageContacts: [{ userId: stranger.id, email: 'x@y.example' }] }), members, {
      brokerageContacts: members,
    });
    const unknown = 'Please choose an existing entry';
    expectBadInput(await attempt({ clientId: theirClient.id }), unknown, { clientId: unknown });
    expectBadInput(await attempt({ serviceTypeIds: [theirService.id] }), unknown, { serviceTypeIds: unknown });
    expectBadInput(await attempt({ projectServiceTypeIds: [theirType.id] }), unknown);
    expectBadInput(await attempt({ files: [{ id: crypto.randomUUID() }] }), unknown, { files: unknown });
    expect(await projectsOf(db(), company.id)).toEqual([]);
  });

  it('refuses a company without an active subscription', async () => {
    const { client, user, company } = await buildProjectManager(testApp, ['MANAGE_PROJECT_STATE'], { plan: null });
    const result = await client.graphql(CREATE, { input: projectInput(user.id) });
    expect(firstError(result)?.message).toBe('Please activate your subscription to create projects.');
    expect(await projectsOf(db(), company.id)).toEqual([]);
  });

  it('refuses a company at its projects-per-month limit with the spec message', async () => {
    const plan = await buildLimitedPlan(db(), { projectsPerMonth: 2 });
    const { client, user, company } = await buildProjectManager(testApp, ['MANAGE_PROJECT_STATE'], { plan });
    await createProject(client, projectInput(user.id));
    await createProject(client, projectInput(user.id));
    const result = await client.graphql(CREATE, { input: projectInput(user.id) });
    expect(firstError(result)?.message).toBe(
      'Project creation limit reached. Your current plan allows up to 2 projects per month. Please upgrade your subscription or wait until next month.',
    );
    expect(firstError(result)?.extensions).toMatchObject({ details: { current: 2, max: 2 } });
    expect(await projectsOf(db(), company.id)).toHaveLength(2);
  });

  it('lets an administrator create for a company on its behalf, not for the platform', async () => {
    const admin = await buildSignedInAdmin(testApp);
    const broker = await buildCompany(db(), {
      kind: 'BROKER',
      settings: { ...(await buildCompany(db())).settings, enableAuthOnBehalf: true },
    });
    const contact = (await buildUser(db(), { companyId: broker.id })).user;
    const result = await graphqlOnBehalf<{ createProject: { companyName: string } }>(
      testApp,
      admin.client,
      broker.id,
      CREATE,
      { input: projectInput(contact.id) },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.createProject.companyName).toBe(broker.name);
    expectForbidden(await admin.client.graphql(CREATE, { input: projectInput(admin.user.id) }));
  });

  it('refuses a supplier company', async () => {
    const supplier = await buildCompany(db(), { kind: 'SUPPLIER' });
    const { client, user } = await buildSignedInUser(testApp, {
      companyId: supplier.id,
      type: 'SUPPLIER',
      privileges: ['MANAGE_PROJECT_STATE'],
    });
    const result = await client.graphql(CREATE, { input: projectInput(user.id) });
    expect(firstError(result)?.extensions?.code).toBe(ERROR_CODES.forbidden);
  });
});
