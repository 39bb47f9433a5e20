import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '../../src/db/schema/index.js';
import { buildCompany } from '../support/factories.js';
import {
  buildSignedInUser,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectUnauthenticated,
} from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { buildClient } from './admin-support.js';

const testApp = useTestApp();

const db = () => testApp.running.app.db;

const FIELDS = 'id name description website location employeeSize createdAt updatedAt';
const LIST = `query Clients($pagination: PageInput) {
  clients(pagination: $pagination) { total page pageSize results { ${FIELDS} } }
}`;
const ONE = `query Client($id: ID!) { client(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation Create($input: ClientInput!) { createClient(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: ClientInput!) { updateClient(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteClient(id: $id) }';

type ClientShape = { id: string; name: string; website: string; location: string; updatedAt: string };
type ListAnswer = { clients: { total: number; page: number; pageSize: number; results: ClientShape[] } };

/** A signed-in client manager of a new broker company. */
async function clientManager() {
  const company = await buildCompany(db(), { kind: 'BROKER' });
  const built = await buildSignedInUser(testApp, { companyId: company.id, privileges: ['MANAGE_CLIENTS'] });
  return { ...built, company };
}

const clientsOf = (companyId: string) => db().select().from(clients).where(eq(clients.companyId, companyId));

describe('clients list and client', () => {
  it('refuses a visitor', async () => {
    expectUnauthenticated(await testApp.client().graphql(LIST));
    expectUnauthenticated(await testApp.client().graphql(ONE, { id: crypto.randomUUID() }));
  });

  it('refuses a user without MANAGE_CLIENTS or a project privilege', async () => {
    const { client } = await buildSignedInUser(testApp, { privileges: ['MANAGE_USERS'] });
    expectForbidden(await client.graphql(LIST));
  });

  it('lets a project manager read the clients for the project form, but not change them', async () => {
    const company = await buildCompany(db());
    const existing = await buildClient(db(), company.id);
    const { client } = await buildSignedInUser(testApp, {
      companyId: company.id,
      privileges: ['MANAGE_PROJECT_STATE'],
    });
    const listed = await client.graphql<ListAnswer>(LIST);
    expect(listed.data?.clients.results.map((row) => row.id)).toEqual([existing.id]);
    expectForbidden(await client.graphql(CREATE, { input: { name: 'Fabrikam', website: 'https://fabrikam.example' } }));
    expect(await db().select().from(clients).where(eq(clients.companyId, company.id))).toHaveLength(1);
  });

  it("lists only the viewer's company clients, newest first by default, with paging", async () => {
    const { client, company } = await clientManager();
    const older = await buildClient(db(), company.id, { createdAt: new Date('2025-01-01T00:00:00Z') });
    const newer = await buildClient(db(), company.id, { createdAt: new Date('2025-02-01T00:00:00Z') });
    await buildClient(db(), (await buildCompany(db())).id);

    const result = await client.graphql<ListAnswer>(LIST);
    expect(result.errors).toBeUndefined();
    expect(result.data?.clients).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(result.data?.clients.results.map((row) => row.id)).toEqual([newer.id, older.id]);

    const second = await client.graphql<ListAnswer>(LIST, { pagination: { page: 2, pageSize: 1 } });
    expect(second.data?.clients).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.data?.clients.results.map((row) => row.id)).toEqual([older.id]);
  });

  it('sorts by name, website, location, createdAt and updatedAt and filters by keyword', async () => {
    const { client, company } = await clientManager();
    const at = (day: number) => new Date(`2025-03-0${day}T00:00:00Z`);
    const times = (created: number, updated: number) => ({ createdAt: at(created), updatedAt: at(updated) });
    const bravo = { name: 'Bravo', website: 'https://c.example', location: 'Austin', ...times(1, 6) };
    await buildClient(db(), company.id, bravo);
    await buildClient(db(), company.id, {
      name: 'Alpha',
      website: 'https://b.example',
      location: 'Chicago',
      ...times(2, 5),
    });
    await buildClient(db(), company.id, {
      name: 'Charlie',
      website: 'https://a.example',
      location: 'Boston 100%',
      ...times(3, 4),
    });
    const namesBy = async (field: string, direction: 'ASC' | 'DESC', keyword?: string) => {
      const result = await client.graphql<ListAnswer>(LIST, { pagination: { sort: { field, direction }, keyword } });
      expect(result.errors).toBeUndefined();
      return result.data?.clients.results.map((row) => row.name);
    };
    expect(await namesBy('name', 'ASC')).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(await namesBy('name', 'DESC')).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect(await namesBy('website', 'ASC')).toEqual(['Charlie', 'Alpha', 'Bravo']);
    expect(await namesBy('location', 'DESC')).toEqual(['Alpha', 'Charlie', 'Bravo']);
    expect(await namesBy('createdAt', 'ASC')).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(await namesBy('updatedAt', 'DESC')).toEqual(['Bravo', 'Alpha', 'Charlie']);
    // An unknown field falls back to newest first.
    expect(await namesBy('password', 'ASC')).toEqual(['Charlie', 'Alpha', 'Bravo']);
    // The keyword matches name, website or location, case-insensitively and literally.
    expect(await namesBy('name', 'ASC', 'alp')).toEqual(['Alpha']);
    expect(await namesBy('name', 'ASC', 'C.EXAMPLE')).toEqual(['Bravo']);
    expect(await namesBy('name', 'ASC', 'chicago')).toEqual(['Alpha']);
    expect(await namesBy('name', 'ASC', '100%')).toEqual(['Charlie']);
    expect(await namesBy('name', 'ASC', '%')).toEqual(['Charlie']);
    expect(await namesBy('name', 'ASC', 'nothing like it')).toEqual([]);
  });

  it('allows pages of up to 10000 and refuses bigger or invalid ones', async () => {
    const { client } = await clientManager();
    expect((await client.graphql(LIST, { pagination: { pageSize: 10000 } })).errors).toBeUndefined();
    expectBadInput(
      await client.graphql(LIST, { pagination: { pageSize: 10001 } }),
      'Page size must be between 1 and 10000',
    );
    expectBadInput(await client.graphql(LIST, { pagination: { page: 0 } }), 'Page must be between 1 and 1000000');
  });

  it("reads one client of the viewer's company; another company's or an unknown id is not found", async () => {
    const { client, company } = await clientManager();
    const own = await buildClient(db(), company.id, { name: 'Own', employeeSize: 'LARGE', location: 'Paris' });
    const foreign = await buildClient(db(), (await buildCompany(db())).id);
    const result = await client.graphql<{ client: ClientShape }>(ONE, { id: own.id });
    expect(result.data?.client).toEqual({
      id: own.id,
      name: 'Own',
      description: '',
      website: 'https://client.example',
      location: 'Paris',
      employeeSize: 'LARGE',
      createdAt: own.createdAt.toISOString(),
      updatedAt: own.updatedAt.toISOString(),
    });
    expectNotFound(await client.graphql(ONE, { id: foreign.id }), 'Client');
    expectNotFound(await client.graphql(ONE, { id: crypto.randomUUID() }), 'Client');
    expectNotFound(await client.graphql(ONE, { id: 'not-an-id' }), 'Client');
  });

  it('refuses a supplier company even with the privilege', async () => {
    const supplier = await buildCompany(db(), { kind: 'SUPPLIER' });
    const { client } = await buildSignedInUser(testApp, { companyId: supplier.id, privileges: ['MANAGE_CLIENTS'] });
    expectForbidden(await client.graphql(LIST));
  });
});

describe('createClient', () => {
  const input = {
    name: '  Contoso  ',
    website: 'https://www.contoso.example',
    description: 'Manufacturer',
    location: 'Chicago',
    employeeSize: 'MID_MARKET',
  };

  it('refuses a visitor and a user without MANAGE_CLIENTS, writing nothing', async () => {
    const { client, user } = await buildSignedInUser(testApp, { privileges: ['MANAGE_USERS'] });
    expectUnauthenticated(await testApp.client().graphql(CREATE, { input }));
    expectForbidden(await client.graphql(CREATE, { input }));
    expect(await clientsOf(user.companyId)).toEqual([]);
  });

  it('creates a client in the viewer company', async () => {
    const { client, company } = await clientManager();
    const result = await client.graphql<{ createClient: ClientShape }>(CREATE, { input });
    expect(result.errors).toBeUndefined();
    expect(result.data?.createClient).toMatchObject({
      name: 'Contoso',
      website: 'https://www.contoso.example',
      description: 'Manufacturer',
      location: 'Chicago',
      employeeSize: 'MID_MARKET',
    });
    const stored = await clientsOf(company.id);
    expect(stored.map((row) => row.id)).toEqual([result.data?.createClient.id]);
  });

  it('creates a client with only name and website (nulls count as left out)', async () => {
    const { client } = await clientManager();
    const result = await client.graphql<{ createClient: ClientShape }>(CREATE, {
      input: { name: 'Bare', website: 'http://bare.example', description: null, location: null, employeeSize: null },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.createClient).toMatchObject({ description: '', location: '', employeeSize: null });
  });

  it.each<[string, Record<string, unknown>, string, Record<string, string>]>([
    ['nothing', {}, 'Required', { name: 'Required', website: 'Required' }],
    ['a blank name', { ...input, name: '  ' }, 'Required', { name: 'Required' }],
    [
      'a name over 300 characters',
      { ...input, name: 'n'.repeat(301) },
      'Must be less than or equal to 300 characters',
      { name: 'Must be less than or equal to 300 characters' },
    ],
    [
      'a description over 2000 characters',
      { ...input, description: 'd'.repeat(2001) },
      'Must be less than or equal to 2000 characters',
      { description: 'Must be less than or equal to 2000 characters' },
    ],
    [
      'a location over 500 characters',
      { ...input, location: 'l'.repeat(501) },
      'Must be less than or equal to 500 characters',
      { location: 'Must be less than or equal to 500 characters' },
    ],
    [
      'a website that is no URL',
      { ...input, website: 'contoso dot com' },
      'Value must be an URL address',
      { website: 'Value must be an URL address' },
    ],
    [
      'a website over 100 characters',
      { ...input, website: `https://${'w'.repeat(100)}.example` },
      'Must be less than or equal to 100 characters',
      { website: 'Must be less than or equal to 100 characters' },
    ],
  ])('refuses %s and writes nothing', async (_case, badInput, message, fields) => {
    const { client, company } = await clientManager();
    expectBadInput(await client.graphql(CREATE, { input: badInput }), message, fields);
    expect(await clientsOf(company.id)).toEqual([]);
  });
});

describe('updateClient and deleteClient', () => {
  it('refuses a visitor and a user without MANAGE_CLIENTS, changing nothing', async () => {
    const company = await buildCompany(db());
    const target = await buildClient(db(), company.id, { name: 'Kept' });
    const { client } = await buildSignedInUser(testApp, { companyId: company.id, privileges: ['MANAGE_USERS'] });
    const input = { name: 'Changed', website: 'https://changed.example' };
    expectUnauthenticated(await testApp.client().graphql(UPDATE, { id: target.id, input }));
    expectUnauthenticated(await testApp.client().graphql(DELETE, { id: target.id }));
    expectForbidden(await client.graphql(UPDATE, { id: target.id, input }));
    expectForbidden(await client.graphql(DELETE, { id: target.id }));
    expect(await clientsOf(company.id)).toEqual([target]);
  });

  it("answers not found for another company's client and leaves it alone", async () => {
    const { client } = await clientManager();
    const foreign = await buildClient(db(), (await buildCompany(db())).id, { name: 'Foreign' });
    const input = { name: 'Hijacked', website: 'https://hijack.example' };
    expectNotFound(await client.graphql(UPDATE, { id: foreign.id, input }), 'Client');
    expectNotFound(await client.graphql(DELETE, { id: foreign.id }), 'Client');
    expect(await clientsOf(foreign.companyId)).toEqual([foreign]);
  });

  it('updates every field and the updatedAt time', async () => {
    const { client, company } = await clientManager();
    const target = await buildClient(db(), company.id, { updatedAt: new Date('2025-01-01T00:00:00Z') });
    const input = {
      name: 'Renamed',
      website: 'https://renamed.example',
      description: 'New words',
      location: 'Leeds',
      employeeSize: 'ENTERPRISE',
    };
    const result = await client.graphql<{ updateClient: ClientShape }>(UPDATE, { id: target.id, input });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateClient).toMatchObject({ id: target.id, ...input });
    expect(new Date(result.data?.updateClient.updatedAt ?? 0).getTime()).toBeGreaterThan(target.updatedAt.getTime());
  });

  it('refuses bad input with the exact message and changes nothing', async () => {
    const { client, company } = await clientManager();
    const target = await buildClient(db(), company.id);
    expectBadInput(
      await client.graphql(UPDATE, { id: target.id, input: { name: 'Renamed', website: 'ftp://files.example' } }),
      'Value must be an URL address',
      { website: 'Value must be an URL address' },
    );
    expect(await clientsOf(company.id)).toEqual([target]);
  });

  it('deletes a client of the viewer company', async () => {
    const { client, company } = await clientManager();
    const target = await buildClient(db(), company.id);
    const kept = await buildClient(db(), company.id);
    const result = await client.graphql(DELETE, { id: target.id });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ deleteClient: true });
    expect(await clientsOf(company.id)).toEqual([kept]);
    expectNotFound(await client.graphql(DELETE, { id: target.id }), 'Client');
  });
});
