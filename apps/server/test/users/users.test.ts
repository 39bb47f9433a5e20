import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { buildCompany, buildRole, buildUser } from '../support/factories.js';
import { buildBrokerCompany, buildSignedInAdmin, graphqlOnBehalf } from '../support/on-behalf.js';
import {
  buildSignedInUser,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectUnauthenticated,
} from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { buildManager } from './users-support.js';

const testApp = useTestApp();

const db = () => testApp.running.app.db;
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];

const USER_FIELDS = 'id firstName lastName name email role { id name } type company { id name } status createdAt';
const USERS = `query Users($pagination: PageInput, $roles: [ID!]) {
  users(pagination: $pagination, roles: $roles) { total page pageSize results { ${USER_FIELDS} } }
}`;
const USER = `query User($id: ID!) { user(id: $id) { ${USER_FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $roleId: ID) { updateUser(id: $id, roleId: $roleId) { ${USER_FIELDS} } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteUser(id: $id) }';

interface UserShape {
  id: string;
  email: string;
  name: string;
  status: string;
  type: string;
  role: { id: string; name: string } | null;
  company: { id: string; name: string };
}
type UsersData = { users: { total: number; page: number; pageSize: number; results: UserShape[] } };

describe('users and user', () => {
  it('answers 401 signed out and 403 without MANAGE_USERS', async () => {
    expectUnauthenticated(await testApp.client().graphql(USERS));
    const { client, user } = await buildSignedInUser(testApp, { privileges: ['MANAGE_CLIENTS'] });
    expectForbidden(await client.graphql(USERS));
    expectForbidden(await client.graphql(USER, { id: user.id }));
  });

  it("lists the viewer's company's users newest first, 1000 a page by default, with role filter and search", async () => {
    const company = await buildCompany(db(), { name: 'People Brokers' });
    const { client, user: manager, role: managerRole } = await buildManager(testApp, company.id);
    const analyst = await buildRole(db(), company.id, [], { name: 'Analyst' });
    const ada = await buildUser(db(), {
      companyId: company.id,
      roleId: analyst.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@people.example',
    });
    const invited = await buildUser(db(), { companyId: company.id, status: 'INVITED', email: 'ivy@people.example' });
    const stranger = await buildUser(db());

    const result = await client.graphql<UsersData>(USERS);
    expect(result.errors).toBeUndefined();
    expect(result.data?.users).toMatchObject({ total: 3, page: 1, pageSize: 1000 });
    expect(result.data?.users.results.map((user) => user.id)).toEqual([invited.user.id, ada.user.id, manager.id]);
    expect(result.data?.users.results[1]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@people.example',
      role: { id: analyst.id, name: 'Analyst' },
      type: 'BROKER',
      status: 'ACTIVE',
      company: { id: company.id, name: 'People Brokers' },
    });
    expect(result.data?.users.results[0]?.status).toBe('INVITED');

    const byRole = await client.graphql<UsersData>(USERS, { roles: [analyst.id, managerRole.id] });
    expect(byRole.data?.users.results.map((user) => user.id).sort()).toEqual([ada.user.id, manager.id].sort());
    const bySearch = await client.graphql<UsersData>(USERS, { pagination: { keyword: 'ada love' } });
    expect(bySearch.data?.users.results.map((user) => user.id)).toEqual([ada.user.id]);
    const paged = await client.graphql<UsersData>(USERS, {
      pagination: { page: 2, pageSize: 2, sort: { field: 'email', direction: 'ASC' } },
    });
    expect(paged.data?.users).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.data?.users.results.map((user) => user.email)).toEqual([manager.email]);

    expectNotFound(await client.graphql(USER, { id: stranger.user.id }), 'User');
    expect((await client.graphql(USER, { id: ada.user.id })).data).toMatchObject({ user: { id: ada.user.id } });
  });

  it('shows an administrator every company, unless acting on behalf of one', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    const stranger = await buildUser(db());
    const company = await buildBrokerCompany(db(), { allowOnBehalf: true });
    const member = await buildUser(db(), { companyId: company.id });

    const all = await client.graphql<UsersData>(USERS);
    expect(all.data?.users.results.map((user) => user.id)).toEqual(
      expect.arrayContaining([stranger.user.id, member.user.id]),
    );
    const onBehalf = await graphqlOnBehalf(testApp, client, company.id, USERS);
    expect((onBehalf.data as UsersData).users.results.map((user) => user.id)).toEqual([member.user.id]);
    expectNotFound(await graphqlOnBehalf(testApp, client, company.id, USER, { id: stranger.user.id }), 'User');
  });
});

describe('updateUser', () => {
  it("answers 401 signed out, 403 without MANAGE_USERS and not found for another company's user", async () => {
    const { user: target } = await buildUser(db());
    const role = await buildRole(db(), target.companyId, []);
    expectUnauthenticated(await testApp.client().graphql(UPDATE, { id: target.id, roleId: role.id }));
    const { client: colleague } = await buildSignedInUser(testApp, { companyId: target.companyId });
    expectForbidden(await colleague.graphql(UPDATE, { id: target.id, roleId: role.id }));
    const { client } = await buildManager(testApp);
    expectNotFound(await client.graphql(UPDATE, { id: target.id, roleId: role.id }), 'User');
    expect((await userRow(target.id))?.roleId).not.toBe(role.id);
  });

  it('requires a role of the user’s own company and changes nothing otherwise', async () => {
    const { client, user } = await buildManager(testApp);
    const { user: target, role: before } = await buildUser(db(), { companyId: user.companyId });
    expectBadInput(await client.graphql(UPDATE, { id: target.id, roleId: null }), 'Required', { roleId: 'Required' });
    expectBadInput(await client.graphql(UPDATE, { id: target.id, roleId: '' }), 'Required', { roleId: 'Required' });
    const foreign = await buildRole(db(), (await buildCompany(db())).id, []);
    expectNotFound(await client.graphql(UPDATE, { id: target.id, roleId: foreign.id }), 'Role');
    expect((await userRow(target.id))?.roleId).toBe(before.id);
  });

  it('edits only broker users', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    const supplierCompany = await buildCompany(db(), { kind: 'SUPPLIER' });
    const { user: supplier, role } = await buildUser(db(), { companyId: supplierCompany.id, type: 'SUPPLIER' });
    const other = await buildRole(db(), supplierCompany.id, []);
    expectBadInput(
      await client.graphql(UPDATE, { id: supplier.id, roleId: other.id }),
      'Only broker users can be edited',
    );
    expect((await userRow(supplier.id))?.roleId).toBe(role.id);
  });

  it("refuses an administrator's role of another company than the user's", async () => {
    const { client } = await buildSignedInAdmin(testApp);
    const { user: target } = await buildUser(db());
    const foreign = await buildRole(db(), (await buildCompany(db())).id, []);
    expectBadInput(
      await client.graphql(UPDATE, { id: target.id, roleId: foreign.id }),
      "The role must belong to the user's company",
      {
        roleId: "The role must belong to the user's company",
      },
    );
  });

  it('gives the user the new role, effective on their next request', async () => {
    const { client, user } = await buildManager(testApp);
    const managers = await buildRole(db(), user.companyId, ['MANAGE_USERS'], { name: 'Managers' });
    const { client: member, user: target } = await buildSignedInUser(testApp, { companyId: user.companyId });
    expectForbidden(await member.graphql(USERS));

    const result = await client.graphql<{ updateUser: UserShape }>(UPDATE, { id: target.id, roleId: managers.id });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateUser.role).toEqual({ id: managers.id, name: 'Managers' });
    expect((await userRow(target.id))?.roleId).toBe(managers.id);
    expect((await member.graphql(USERS)).errors).toBeUndefined();
  });
});

describe('deleteUser', () => {
  it('answers 401 signed out and 403 without MANAGE_BROKERS, even with MANAGE_USERS', async () => {
    const { user: target } = await buildUser(db());
    expectUnauthenticated(await testApp.client().graphql(DELETE, { id: target.id }));
    const { client } = await buildManager(testApp, target.companyId);
    expectForbidden(await client.graphql(DELETE, { id: target.id }));
    expect(await userRow(target.id)).toBeDefined();
  });

  it("answers not found for another company's user when the viewer only sees their own", async () => {
    const { user: target } = await buildUser(db());
    const { client } = await buildSignedInUser(testApp, { privileges: ['MANAGE_USERS', 'MANAGE_BROKERS'] });
    expectNotFound(await client.graphql(DELETE, { id: target.id }), 'User');
    expect(await userRow(target.id)).toBeDefined();
  });

  it('never deletes the signed-in user', async () => {
    const { client, user } = await buildSignedInAdmin(testApp);
    expectBadInput(await client.graphql(DELETE, { id: user.id }), 'You cannot delete your own account');
    expect(await userRow(user.id)).toBeDefined();
  });

  it('lets an administrator delete a user of any company', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    const { user: target } = await buildUser(db());
    expect((await client.graphql(DELETE, { id: target.id })).data).toEqual({ deleteUser: true });
    expect(await userRow(target.id)).toBeUndefined();
  });
});
