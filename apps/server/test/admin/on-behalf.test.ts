import { ERROR_CODES, MESSAGES, PRIVILEGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, projectTypes } from '../../src/db/schema/index.js';
import { buildBrokerCompany, buildSignedInAdmin, getOnBehalf, graphqlOnBehalf } from '../support/on-behalf.js';
import { buildSignedInUser, expectForbidden } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { buildClient, buildProjectType } from './admin-support.js';

const testApp = useTestApp();

const db = () => testApp.running.app.db;

const PROFILE = '{ profile { type actingOnBehalf company { id name } } }';
const CLIENT_NAMES = '{ clients(pagination: { sort: { field: "name", direction: ASC } }) { total results { name } } }';
const CREATE_CLIENT = 'mutation Create($input: ClientInput!) { createClient(input: $input) { id name } }';
const UPDATE_CLIENT =
  'mutation Update($id: ID!, $input: ClientInput!) { updateClient(id: $id, input: $input) { id name } }';
const DELETE_CLIENT = 'mutation Delete($id: ID!) { deleteClient(id: $id) }';

/** The whole request is refused before any resolver runs: 403 with the access-denied body. */
function expectRefused(result: { status: number; body: Record<string, unknown> | null }) {
  expect(result.status).toBe(403);
  expect(result.body).toEqual({ message: MESSAGES.accessDenied, code: ERROR_CODES.forbidden });
}

describe('an administrator acting on behalf of a company that allows it', () => {
  it('sees that company as the profile company, flagged as acting on behalf', async () => {
    const { client, user } = await buildSignedInAdmin(testApp);
    const broker = await buildBrokerCompany(db(), { allowOnBehalf: true, name: 'Allowing Brokers' });
    const acting = await graphqlOnBehalf(testApp, client, broker.id, PROFILE);
    expect(acting.data).toEqual({
      profile: { type: 'ADMIN', actingOnBehalf: true, company: { id: broker.id, name: 'Allowing Brokers' } },
    });
    const own = await client.graphql<{ profile: { actingOnBehalf: boolean; company: { id: string } } }>(PROFILE);
    expect(own.data?.profile).toMatchObject({ actingOnBehalf: false, company: { id: user.companyId } });
    // Naming the administrator's own company is not acting on behalf.
    const self = await graphqlOnBehalf(testApp, client, user.companyId, PROFILE);
    expect(self.data).toMatchObject({ profile: { actingOnBehalf: false, company: { id: user.companyId } } });
  });

  it("lists, creates, updates and deletes that company's clients", async () => {
    const { client } = await buildSignedInAdmin(testApp);
    const broker = await buildBrokerCompany(db(), { allowOnBehalf: true });
    const existing = await buildClient(db(), broker.id, { name: 'Existing' });
    await buildClient(db(), (await buildBrokerCompany(db(), { allowOnBehalf: true })).id, { name: 'Elsewhere' });

    const listed = await graphqlOnBehalf(testApp, client, broker.id, CLIENT_NAMES);
    expect(listed.data).toEqual({ clients: { total: 1, results: [{ name: 'Existing' }] } });
    // Without the header the administrator sees the platform company's (no) clients.
    expect((await client.graphql(CLIENT_NAMES)).data).toEqual({ clients: { total: 0, results: [] } });

    const created = await graphqlOnBehalf<{ createClient: { id: string } }>(testApp, client, broker.id, CREATE_CLIENT, {
      input: { name: 'Added For Them', website: 'https://added.example' },
    });
    expect(created.errors).toBeUndefined();
    const [stored] = await db().select().from(clients).where(eq(clients.name, 'Added For Them'));
    expect(stored?.companyId).toBe(broker.id);

    const updated = await graphqlOnBehalf(testApp, client, broker.id, UPDATE_CLIENT, {
      id: existing.id,
      input: { name: 'Existing Renamed', website: 'https://existing.example' },
    });
    expect(updated.data).toEqual({ updateClient: { id: existing.id, name: 'Existing Renamed' } });
    expect((await graphqlOnBehalf(testApp, client, broker.id, DELETE_CLIENT, { id: existing.id })).data).toEqual({
      deleteClient: true,
    });
    const left = await db().select({ name: clients.name }).from(clients).where(eq(clients.companyId, broker.id));
    expect(left).toEqual([{ name: 'Added For Them' }]);
  });

  it('edits project types for that company but only reads the platform company lists', async () => {
    const { client, user } = await buildSignedInAdmin(testApp);
    const broker = await buildBrokerCompany(db(), { allowOnBehalf: true });
    await buildProjectType(db(), user.companyId, { label: 'Platform Type' });
    const create = 'mutation { createProjectServiceType(input: { label: "Brokerage" }) { label } }';
    const list = '{ projectServiceTypes { results { label } } }';

    expect((await client.graphql(list)).data).toEqual({
      projectServiceTypes: { results: [{ label: 'Platform Type' }] },
    });
    expectForbidden(await client.graphql(create));
    expect(await db().select().from(projectTypes).where(eq(projectTypes.companyId, user.companyId))).toHaveLength(1);

    const created = await graphqlOnBehalf(testApp, client, broker.id, create);
    expect(created.data).toEqual({ createProjectServiceType: { label: 'Brokerage' } });
    expect((await graphqlOnBehalf(testApp, client, broker.id, list)).data).toEqual({
      projectServiceTypes: { results: [{ label: 'Brokerage' }] },
    });
  });

  it('searches that company clients over REST', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    const broker = await buildBrokerCompany(db(), { allowOnBehalf: true });
    await buildClient(db(), broker.id, { name: 'Searched', website: 'https://www.searched.example/about' });
    const result = await getOnBehalf(testApp, client, broker.id, '/api/clients/search?q=search');
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      items: [{ id: expect.any(String), title: 'Searched', description: '', domain: 'searched.example' }],
      total: 1,
    });
  });
});

describe('refused on-behalf requests', () => {
  it('refuses an administrator for a company that does not allow it, over GraphQL and REST', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    const closed = await buildBrokerCompany(db(), { allowOnBehalf: false });
    await buildClient(db(), closed.id, { name: 'Private' });
    expectRefused(await graphqlOnBehalf(testApp, client, closed.id, CLIENT_NAMES));
    expectRefused(await graphqlOnBehalf(testApp, client, closed.id, PROFILE));
    expectRefused(
      await graphqlOnBehalf(testApp, client, closed.id, CREATE_CLIENT, {
        input: { name: 'Sneaked In', website: 'https://sneak.example' },
      }),
    );
    expectRefused(await getOnBehalf(testApp, client, closed.id, '/api/clients/search'));
    expect(await db().select().from(clients).where(eq(clients.companyId, closed.id))).toHaveLength(1);
  });

  it('refuses an unknown company and a malformed id', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    expectRefused(await graphqlOnBehalf(testApp, client, crypto.randomUUID(), PROFILE));
    expectRefused(await graphqlOnBehalf(testApp, client, 'not-a-company', PROFILE));
  });

  it('refuses a non-administrator sending the header, even with every privilege and an allowing company', async () => {
    const broker = await buildBrokerCompany(db(), { allowOnBehalf: true });
    await buildClient(db(), broker.id);
    const { client } = await buildSignedInUser(testApp, { privileges: [...PRIVILEGES] });
    expectRefused(await graphqlOnBehalf(testApp, client, broker.id, CLIENT_NAMES));
    expectRefused(await getOnBehalf(testApp, client, broker.id, '/api/clients/search'));
  });

  it('stops working as soon as the company switches the setting off', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    const broker = await buildBrokerCompany(db(), { allowOnBehalf: true });
    expect((await graphqlOnBehalf(testApp, client, broker.id, PROFILE)).status).toBe(200);
    const switchOff = `mutation { updateCompanySettings(id: "${broker.id}", name: "${broker.name}",
      settings: { enableAuthOnBehalf: false }) { settings { enableAuthOnBehalf } } }`;
    expect((await client.graphql(switchOff)).data).toEqual({
      updateCompanySettings: { settings: { enableAuthOnBehalf: false } },
    });
    expectRefused(await graphqlOnBehalf(testApp, client, broker.id, PROFILE));
  });
});
