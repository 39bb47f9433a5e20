import { DEFAULT_COMPANY_SETTINGS, PRIVILEGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../src/db/schema/index.js';
import { buildCompany } from '../support/factories.js';
import { buildBrokerCompany, buildSignedInAdmin } from '../support/on-behalf.js';
import {
  buildSignedInUser,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectUnauthenticated,
} from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const testApp = useTestApp();

const db = () => testApp.running.app.db;

const SETTINGS = `settings { scoringType answersMaxLength enableExperts enableBranches enableExtendedAnswersDeadline
  enableClientTables enableAuthOnBehalf approvedLabel
  integrity { sealedAnswers conflictDeclarations blindScoring consensus winnerSensitivity } }`;
const LIST = `query Companies($pagination: PageInput, $filter: CompanyFilter) {
  companies(pagination: $pagination, filter: $filter) { total page pageSize results { id name kind } }
}`;
const ONE = `query Company($id: ID!) { company(id: $id) { id name kind createdAt updatedAt ${SETTINGS} } }`;
const UPDATE = `mutation Update($id: ID!, $name: String, $settings: CompanySettingsInput) {
  updateCompanySettings(id: $id, name: $name, settings: $settings) { id name updatedAt ${SETTINGS} }
}`;

type ListAnswer = { companies: { total: number; results: Array<{ id: string; name: string; kind: string }> } };

const NEW_SETTINGS = {
  scoringType: 'COLORS',
  answersMaxLength: [100, 2500, 5000],
  enableExperts: false,
  enableBranches: true,
  enableExtendedAnswersDeadline: true,
  enableClientTables: true,
  enableAuthOnBehalf: true,
  approvedLabel: 'Cleared',
};

const storedCompany = async (id: string) => (await db().select().from(companies).where(eq(companies.id, id)))[0];

describe('companies and company', () => {
  it('refuses a visitor, a user without MANAGE_BROKERS and a non-administrator holding it', async () => {
    const target = await buildCompany(db());
    expectUnauthenticated(await testApp.client().graphql(LIST));
    expectUnauthenticated(await testApp.client().graphql(ONE, { id: target.id }));
    const { client: manager } = await buildSignedInUser(testApp, { privileges: ['MANAGE_USERS', 'MANAGE_CLIENTS'] });
    expectForbidden(await manager.graphql(LIST));
    expectForbidden(await manager.graphql(ONE, { id: target.id }));
    const { client: broker } = await buildSignedInUser(testApp, { privileges: [...PRIVILEGES] });
    expectForbidden(await broker.graphql(LIST));
  });

  it('lists every company with keyword, kind and on-behalf filters, sort and paging', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    const tag = `Zz${Date.now()}`;
    const open = await buildBrokerCompany(db(), { allowOnBehalf: true, name: `${tag} Open Brokers` });
    const closed = await buildBrokerCompany(db(), { allowOnBehalf: false, name: `${tag} Closed Brokers` });
    const supplier = await buildCompany(db(), { kind: 'SUPPLIER', name: `${tag} Supplies` });
    const list = async (variables: Record<string, unknown>) => {
      const result = await client.graphql<ListAnswer>(LIST, variables);
      expect(result.errors).toBeUndefined();
      return result.data?.companies.results.map((company) => company.id);
    };
    const byName = { sort: { field: 'name', direction: 'ASC' }, keyword: tag.toLowerCase() };
    expect(await list({ pagination: byName })).toEqual([closed.id, open.id, supplier.id]);
    expect(await list({ pagination: { ...byName, sort: { field: 'name', direction: 'DESC' } } })).toEqual([
      supplier.id,
      open.id,
      closed.id,
    ]);
    expect(await list({ pagination: byName, filter: { enableAuthOnBehalf: true } })).toEqual([open.id]);
    expect(await list({ pagination: byName, filter: { enableAuthOnBehalf: false } })).toEqual([closed.id, supplier.id]);
    expect(await list({ pagination: byName, filter: { kind: 'SUPPLIER' } })).toEqual([supplier.id]);
    expect(await list({ pagination: { ...byName, page: 2, pageSize: 2 } })).toEqual([supplier.id]);
    const all = await client.graphql<ListAnswer>(LIST, { pagination: { pageSize: 1000 } });
    expect(all.data?.companies.total).toBeGreaterThanOrEqual(4);
  });

  it('allows pages of up to 1000 companies', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    expectBadInput(
      await client.graphql(LIST, { pagination: { pageSize: 1001 } }),
      'Page size must be between 1 and 1000',
    );
  });

  it('reads one company with its settings; an unknown id is not found', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    const target = await buildCompany(db(), { name: 'Read Me' });
    const result = await client.graphql(ONE, { id: target.id });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      company: {
        id: target.id,
        name: 'Read Me',
        kind: 'BROKER',
        createdAt: target.createdAt.toISOString(),
        updatedAt: target.updatedAt.toISOString(),
        settings: DEFAULT_COMPANY_SETTINGS,
      },
    });
    expectNotFound(await client.graphql(ONE, { id: crypto.randomUUID() }), 'Company');
  });

  it('answers null answer lengths for a company that has none stored', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    const { answersMaxLength: _lengths, ...withoutLengths } = DEFAULT_COMPANY_SETTINGS;
    const target = await buildCompany(db());
    await db()
      .update(companies)
      .set({ settings: withoutLengths as typeof DEFAULT_COMPANY_SETTINGS })
      .where(eq(companies.id, target.id));
    const result = await client.graphql<{ company: { settings: { answersMaxLength: null } } }>(ONE, { id: target.id });
    expect(result.data?.company.settings.answersMaxLength).toBeNull();
  });
});

describe('updateCompanySettings', () => {
  it('refuses a visitor and a user without MANAGE_BROKERS, changing nothing', async () => {
    const target = await buildCompany(db());
    const variables = { id: target.id, name: 'Renamed', settings: NEW_SETTINGS };
    expectUnauthenticated(await testApp.client().graphql(UPDATE, variables));
    const { client } = await buildSignedInUser(testApp, { companyId: target.id, privileges: ['MANAGE_USERS'] });
    expectForbidden(await client.graphql(UPDATE, variables));
    expect(await storedCompany(target.id)).toEqual(target);
  });

  it('stores the name and every setting', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    const target = await buildCompany(db(), { updatedAt: new Date('2025-01-01T00:00:00Z') });
    const result = await client.graphql<{ updateCompanySettings: { updatedAt: string } }>(UPDATE, {
      id: target.id,
      name: '  Renamed Ltd  ',
      settings: NEW_SETTINGS,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateCompanySettings).toMatchObject({
      id: target.id,
      name: 'Renamed Ltd',
      settings: NEW_SETTINGS,
    });
    const stored = await storedCompany(target.id);
    expect(stored).toMatchObject({ name: 'Renamed Ltd', settings: NEW_SETTINGS });
    expect(stored?.updatedAt.getTime()).toBeGreaterThan(target.updatedAt.getTime());
  });

  it('keeps settings left out and stores an empty approved label as none', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    const target = await buildCompany(db(), { settings: { ...DEFAULT_COMPANY_SETTINGS, approvedLabel: 'Old' } });
    const result = await client.graphql(UPDATE, {
      id: target.id,
      name: target.name,
      settings: { enableBranches: true, approvedLabel: '' },
    });
    expect(result.errors).toBeUndefined();
    expect((await storedCompany(target.id))?.settings).toEqual({
      ...DEFAULT_COMPANY_SETTINGS,
      enableBranches: true,
      approvedLabel: null,
    });
  });

  it('answers not found for an unknown company', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    expectNotFound(await client.graphql(UPDATE, { id: crypto.randomUUID(), name: 'X', settings: {} }), 'Company');
  });

  it.each<[string, Record<string, unknown>, string, Record<string, string>]>([
    ['no name', { name: null }, 'Required', { name: 'Required' }],
    [
      'a name over 300 characters',
      { name: 'n'.repeat(301) },
      'Must be less than or equal to 300 characters',
      { name: 'Must be less than or equal to 300 characters' },
    ],
    [
      'an answer length below 100',
      { settings: { answersMaxLength: [99, 1000, 2000] } },
      'Must be a number greater than or equal to 100',
      { 'settings.answersMaxLength.0': 'Must be a number greater than or equal to 100' },
    ],
    [
      'an answer length above 5000',
      { settings: { answersMaxLength: [500, 5001, 2000] } },
      'Must be a number less than or equal to 5000',
      { 'settings.answersMaxLength.1': 'Must be a number less than or equal to 5000' },
    ],
    [
      'two answer lengths instead of three',
      { settings: { answersMaxLength: [500, 1000] } },
      'Required',
      { 'settings.answersMaxLength': 'Required' },
    ],
    [
      'an approved label over 50 characters',
      { settings: { approvedLabel: 'a'.repeat(51) } },
      'Must be less than or equal to 50 characters',
      { 'settings.approvedLabel': 'Must be less than or equal to 50 characters' },
    ],
  ])('refuses %s and changes nothing', async (_case, change, message, fields) => {
    const { client } = await buildSignedInAdmin(testApp);
    const target = await buildCompany(db());
    const result = await client.graphql(UPDATE, { id: target.id, name: 'Renamed', settings: NEW_SETTINGS, ...change });
    expectBadInput(result, message, fields);
    expect(await storedCompany(target.id)).toEqual(target);
  });
});
