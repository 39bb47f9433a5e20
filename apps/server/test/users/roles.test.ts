import { DEFAULT_COMPANY_SETTINGS, MESSAGES, PRIVILEGES, privilegeClosure } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles } from '../../src/db/schema/index.js';
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
const rolesOf = (companyId: string) => db().select().from(roles).where(eq(roles.companyId, companyId));
const roleRow = async (id: string) => (await db().select().from(roles).where(eq(roles.id, id)))[0];

const ROLE_FIELDS = 'id name company { id name } isSystem isDefault privileges createdAt updatedAt';
const ROLES = `query Roles($pagination: PageInput, $companyId: ID) {
  roles(pagination: $pagination, companyId: $companyId) { total page pageSize results { ${ROLE_FIELDS} } }
}`;
const ROLE = `query Role($id: ID!) { role(id: $id) { ${ROLE_FIELDS} } }`;
const CREATE = `mutation Create($name: String, $isDefault: Boolean, $companyId: ID, $privileges: [Privilege!]) {
  createRole(name: $name, isDefault: $isDefault, companyId: $companyId, privileges: $privileges) { ${ROLE_FIELDS} }
}`;
const UPDATE = `mutation Update($id: ID!, $name: String, $isDefault: Boolean, $privileges: [Privilege!]) {
  updateRole(id: $id, name: $name, isDefault: $isDefault, privileges: $privileges) { ${ROLE_FIELDS} }
}`;
const DELETE = 'mutation Delete($id: ID!) { deleteRole(id: $id) }';

interface RoleShape {
  id: string;
  name: string;
  company: { id: string; name: string } | null;
  isDefault: boolean;
  isSystem: boolean;
  privileges: string[];
}
type RolesData = { roles: { total: number; page: number; pageSize: number; results: RoleShape[] } };

describe('roles and role', () => {
  it('answers 401 signed out and 403 without MANAGE_USERS', async () => {
    expectUnauthenticated(await testApp.client().graphql(ROLES));
    const { client, role } = await buildSignedInUser(testApp, { privileges: ['MANAGE_CLIENTS'] });
    expectForbidden(await client.graphql(ROLES));
    expectForbidden(await client.graphql(ROLE, { id: role.id }));
  });

  it("lists only the viewer's company's roles, page 1 of 100 by default, with keyword and sort", async () => {
    const company = await buildCompany(db(), { name: 'Listing Brokers' });
    const other = await buildRole(db(), (await buildCompany(db())).id, [], { name: 'Elsewhere' });
    const { client, role: own } = await buildManager(testApp, company.id);
    await buildRole(db(), company.id, ['READ_SCORING'], { name: 'Alpha Reader', isDefault: true, isSystem: true });
    await buildRole(db(), company.id, [], { name: 'Beta' });

    const result = await client.graphql<RolesData>(ROLES);
    expect(result.errors).toBeUndefined();
    expect(result.data?.roles).toMatchObject({ total: 3, page: 1, pageSize: 100 });
    const names = result.data?.roles.results.map((role) => role.name) ?? [];
    expect(names).toEqual(expect.arrayContaining([own.name, 'Alpha Reader', 'Beta']));
    expect(names).not.toContain(other.name);
    expect(result.data?.roles.results.find((role) => role.name === 'Alpha Reader')).toMatchObject({
      company: { id: company.id, name: 'Listing Brokers' },
      isDefault: true,
      isSystem: true,
      privileges: ['READ_SCORING'],
    });

    const sorted = await client.graphql<RolesData>(ROLES, {
      pagination: { page: 1, pageSize: 2, sort: { field: 'name', direction: 'ASC' } },
    });
    expect(sorted.data?.roles.results.map((role) => role.name)).toEqual(['Alpha Reader', 'Beta']);
    const keyword = await client.graphql<RolesData>(ROLES, { pagination: { keyword: 'alp' } });
    expect(keyword.data?.roles.results.map((role) => role.name)).toEqual(['Alpha Reader']);

    const otherCompany = await client.graphql<RolesData>(ROLES, { companyId: other.companyId });
    expect(otherCompany.data?.roles).toMatchObject({ total: 0, results: [] });
    expectNotFound(await client.graphql(ROLE, { id: other.id }), 'Role');
    expectNotFound(await client.graphql(ROLE, { id: 'not-an-id' }), 'Role');
    expect((await client.graphql(ROLE, { id: own.id })).data).toMatchObject({ role: { id: own.id } });
  });

  it('shows an administrator every company, the SuperAdmin role included, and filters by company', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    const superAdmin = await buildRole(db(), null, [...PRIVILEGES], { name: 'SuperAdmin', isSystem: true });
    const elsewhere = await buildRole(db(), (await buildCompany(db())).id, [], { name: 'Far Away' });

    const all = await client.graphql<RolesData>(ROLES, { pagination: { page: 1, pageSize: 1000 } });
    const ids = all.data?.roles.results.map((role) => role.id);
    expect(ids).toEqual(expect.arrayContaining([superAdmin.id, elsewhere.id]));
    expect(all.data?.roles.results.find((role) => role.id === superAdmin.id)?.company).toBeNull();

    const filtered = await client.graphql<RolesData>(ROLES, { companyId: elsewhere.companyId });
    expect(filtered.data?.roles.results.map((role) => role.id)).toEqual([elsewhere.id]);
    expect((await client.graphql(ROLE, { id: elsewhere.id })).data).toMatchObject({ role: { name: 'Far Away' } });
  });

  it('keeps an administrator acting on behalf to that company', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    const company = await buildBrokerCompany(db(), { allowOnBehalf: true });
    const own = await buildRole(db(), company.id, [], { name: 'Behalf Role' });
    const elsewhere = await buildRole(db(), (await buildCompany(db())).id, []);
    const result = await graphqlOnBehalf(testApp, client, company.id, ROLES);
    expect((result.data as RolesData).roles.results.map((role) => role.id)).toEqual([own.id]);
    expectNotFound(await graphqlOnBehalf(testApp, client, company.id, ROLE, { id: elsewhere.id }), 'Role');
  });
});

describe('createRole', () => {
  it('answers 401 signed out and 403 without MANAGE_USERS, writing nothing', async () => {
    const company = await buildCompany(db());
    expectUnauthenticated(await testApp.client().graphql(CREATE, { name: 'X', companyId: company.id }));
    const { client } = await buildSignedInUser(testApp, { companyId: company.id, privileges: ['VIEW_DASHBOARD'] });
    expectForbidden(await client.graphql(CREATE, { name: 'X', companyId: company.id }));
    expect(await rolesOf(company.id)).toHaveLength(1);
  });

  it.each<[string, Record<string, unknown>, string, Record<string, string>]>([
    ['a missing name', { name: null }, 'Required', { name: 'Required' }],
    ['a blank name', { name: '   ' }, 'Required', { name: 'Required' }],
    ['a name over 50', { name: 'x'.repeat(51) }, MESSAGES.maxLength(50), { name: MESSAGES.maxLength(50) }],
    ['a missing company', { companyId: null }, 'Required', { companyId: 'Required' }],
  ])('refuses %s and writes nothing', async (_case, patch, message, fields) => {
    const company = await buildCompany(db());
    const { client } = await buildManager(testApp, company.id);
    expectBadInput(await client.graphql(CREATE, { name: 'Analyst', companyId: company.id, ...patch }), message, fields);
    expect(await rolesOf(company.id)).toHaveLength(1);
  });

  it("answers not found for another company's id, writing nothing", async () => {
    const other = await buildCompany(db());
    const { client } = await buildManager(testApp);
    expectNotFound(await client.graphql(CREATE, { name: 'Intruder', companyId: other.id }), 'Company');
    expect(await rolesOf(other.id)).toHaveLength(0);
  });

  it('stores the privileges with everything they imply', async () => {
    const { client, user } = await buildManager(testApp, undefined, {
      privileges: ['MANAGE_USERS', 'MANAGE_PROJECT_STATE'],
    });
    const result = await client.graphql<{ createRole: RoleShape }>(CREATE, {
      name: 'Runner',
      companyId: user.companyId,
      privileges: ['MANAGE_PROJECT_STATE', 'MANAGE_USERS'],
    });
    expect(result.errors).toBeUndefined();
    const expected = privilegeClosure(['MANAGE_PROJECT_STATE', 'MANAGE_USERS']);
    expect(result.data?.createRole).toMatchObject({ name: 'Runner', isSystem: false, isDefault: false });
    expect(result.data?.createRole.privileges).toEqual(expected);
    expect((await roleRow(result.data?.createRole.id ?? ''))?.privileges).toEqual(expected);
  });

  it('keeps one default role per company: a new default unsets the old one', async () => {
    const { client, user } = await buildManager(testApp);
    const old = await buildRole(db(), user.companyId, [], { isDefault: true });
    const result = await client.graphql<{ createRole: RoleShape }>(CREATE, {
      name: 'New Default',
      companyId: user.companyId,
      isDefault: true,
    });
    expect(result.data?.createRole.isDefault).toBe(true);
    expect((await roleRow(old.id))?.isDefault).toBe(false);
    expect((await rolesOf(user.companyId)).filter((role) => role.isDefault)).toHaveLength(1);
  });

  it('lets only administrators grant Manage Brokers and Manage Feedbacks', async () => {
    const { client, user } = await buildManager(testApp);
    for (const privilege of ['MANAGE_BROKERS', 'MANAGE_FEEDBACKS']) {
      const result = await client.graphql(CREATE, {
        name: 'Broker',
        companyId: user.companyId,
        privileges: [privilege],
      });
      expectForbidden(
        result,
        `Only administrators can grant ${privilege === 'MANAGE_BROKERS' ? 'Manage Brokers' : 'Manage Feedbacks'}`,
      );
    }
    expect(await rolesOf(user.companyId)).toHaveLength(1);

    const admin = await buildSignedInAdmin(testApp);
    const granted = await admin.client.graphql<{ createRole: RoleShape }>(CREATE, {
      name: 'Broker Manager',
      companyId: user.companyId,
      privileges: ['MANAGE_BROKERS'],
    });
    expect(granted.data?.createRole).toMatchObject({ privileges: ['MANAGE_BROKERS'], company: { id: user.companyId } });
  });

  it('grants the expert privileges only when the company enables experts', async () => {
    const company = await buildCompany(db(), { settings: { ...DEFAULT_COMPANY_SETTINGS, enableExperts: false } });
    const { client } = await buildManager(testApp, company.id, { privileges: ['MANAGE_USERS', 'MANAGE_ALL_PROJECTS'] });
    const message = 'Manage Scoring can only be granted when the company has experts enabled';
    expectBadInput(
      await client.graphql(CREATE, { name: 'Scorer', companyId: company.id, privileges: ['MANAGE_SCORING'] }),
      message,
      {
        privileges: message,
      },
    );
    expect(await rolesOf(company.id)).toHaveLength(1);
    const implied = await client.graphql<{ createRole: RoleShape }>(CREATE, {
      name: 'Runner',
      companyId: company.id,
      privileges: ['MANAGE_PROJECT_STATE'],
    });
    expect(implied.data?.createRole.privileges).toContain('MANAGE_ALL_APPROVALS');
  });
});

describe('updateRole', () => {
  it("answers 401 signed out, 403 without MANAGE_USERS and not found for another company's role", async () => {
    const role = await buildRole(db(), (await buildCompany(db())).id, [], { name: 'Untouched' });
    expectUnauthenticated(await testApp.client().graphql(UPDATE, { id: role.id, name: 'Hacked' }));
    const { client: viewerClient } = await buildSignedInUser(testApp, { companyId: role.companyId as string });
    expectForbidden(await viewerClient.graphql(UPDATE, { id: role.id, name: 'Hacked' }));
    const { client } = await buildManager(testApp);
    expectNotFound(await client.graphql(UPDATE, { id: role.id, name: 'Hacked' }), 'Role');
    expect((await roleRow(role.id))?.name).toBe('Untouched');
  });

  it('renames a role, keeps flags left out and stores the closure of new privileges', async () => {
    const { client, user } = await buildManager(testApp, undefined, {
      privileges: ['MANAGE_USERS', 'REVIEW_TEMPLATES'],
    });
    const role = await buildRole(db(), user.companyId, ['READ_SCORING'], { name: 'Before', isDefault: true });
    const result = await client.graphql<{ updateRole: RoleShape }>(UPDATE, {
      id: role.id,
      name: 'After',
      privileges: ['REVIEW_TEMPLATES'],
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateRole).toMatchObject({
      name: 'After',
      isDefault: true,
      privileges: ['REVIEW_TEMPLATES', 'MANAGE_PROJECT_TEMPLATES', 'READ_TEMPLATES'],
    });
    expectBadInput(await client.graphql(UPDATE, { id: role.id, name: '' }), 'Required', { name: 'Required' });
    expect((await roleRow(role.id))?.name).toBe('After');
  });

  it('moves the default flag in one step', async () => {
    const { client, user } = await buildManager(testApp);
    const current = await buildRole(db(), user.companyId, [], { isDefault: true });
    const next = await buildRole(db(), user.companyId, []);
    await client.graphql(UPDATE, { id: next.id, name: next.name, isDefault: true });
    expect((await roleRow(current.id))?.isDefault).toBe(false);
    expect((await roleRow(next.id))?.isDefault).toBe(true);
  });

  it("keeps a system role's name but lets its privileges change", async () => {
    const { client, user } = await buildManager(testApp, undefined, { privileges: ['MANAGE_USERS', 'VIEW_DASHBOARD'] });
    const role = await buildRole(db(), user.companyId, ['READ_SCORING'], { name: 'Viewer', isSystem: true });
    expectBadInput(
      await client.graphql(UPDATE, { id: role.id, name: 'Renamed', privileges: [] }),
      "A system role's name cannot be edited",
      { name: "A system role's name cannot be edited" },
    );
    expect(await roleRow(role.id)).toMatchObject({ name: 'Viewer', privileges: ['READ_SCORING'] });
    const changed = await client.graphql<{ updateRole: RoleShape }>(UPDATE, {
      id: role.id,
      name: 'Viewer',
      privileges: ['VIEW_DASHBOARD'],
    });
    expect(changed.data?.updateRole.privileges).toEqual(['VIEW_DASHBOARD']);
  });

  it('never edits the SuperAdmin role', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    const superAdmin = await buildRole(db(), null, [...PRIVILEGES], { name: 'SuperAdmin', isSystem: true });
    expectBadInput(
      await client.graphql(UPDATE, { id: superAdmin.id, name: 'SuperAdmin', privileges: [] }),
      'The SuperAdmin role cannot be edited',
    );
    expect((await roleRow(superAdmin.id))?.privileges).toEqual([...PRIVILEGES]);
  });

  it('refuses a non-administrator adding Manage Brokers, but keeps it when the role already had it', async () => {
    const { client, user } = await buildManager(testApp);
    const role = await buildRole(db(), user.companyId, []);
    expectForbidden(
      await client.graphql(UPDATE, { id: role.id, name: role.name, privileges: ['MANAGE_BROKERS'] }),
      'Only administrators can grant Manage Brokers',
    );
    expect((await roleRow(role.id))?.privileges).toEqual([]);
    const held = await buildRole(db(), user.companyId, ['MANAGE_BROKERS']);
    const renamed = await client.graphql(UPDATE, { id: held.id, name: 'Renamed', privileges: ['MANAGE_BROKERS'] });
    expect(renamed.errors).toBeUndefined();
  });

  it("changes what the role's users may do on their very next request", async () => {
    const company = await buildCompany(db());
    const { client: owner } = await buildManager(testApp, company.id, {
      privileges: ['MANAGE_USERS', 'VIEW_DASHBOARD'],
    });
    const shared = await buildRole(db(), company.id, ['MANAGE_USERS'], { name: 'Shared' });
    const { client: member } = await buildSignedInUser(testApp, { companyId: company.id, roleId: shared.id });
    const USERS = '{ users { total } }';
    expect((await member.graphql(USERS)).errors).toBeUndefined();

    await owner.graphql(UPDATE, { id: shared.id, name: 'Shared', privileges: ['VIEW_DASHBOARD'] });
    expectForbidden(await member.graphql(USERS));
    expect(
      (await member.graphql<{ profile: { privileges: string[] } }>('{ profile { privileges } }')).data?.profile,
    ).toEqual({ privileges: ['VIEW_DASHBOARD'] });

    await owner.graphql(UPDATE, { id: shared.id, name: 'Shared', privileges: ['MANAGE_USERS'] });
    expect((await member.graphql(USERS)).errors).toBeUndefined();
  });
});

describe('deleteRole', () => {
  it("answers 401 signed out, 403 without MANAGE_USERS and not found for another company's role", async () => {
    const role = await buildRole(db(), (await buildCompany(db())).id, []);
    expectUnauthenticated(await testApp.client().graphql(DELETE, { id: role.id }));
    const { client: viewerClient } = await buildSignedInUser(testApp, { companyId: role.companyId as string });
    expectForbidden(await viewerClient.graphql(DELETE, { id: role.id }));
    const { client } = await buildManager(testApp);
    expectNotFound(await client.graphql(DELETE, { id: role.id }), 'Role');
    expect(await roleRow(role.id)).toBeDefined();
  });

  it('keeps default and system roles', async () => {
    const { client, user } = await buildManager(testApp);
    const system = await buildRole(db(), user.companyId, [], { isSystem: true });
    const byDefault = await buildRole(db(), user.companyId, [], { isDefault: true });
    expectBadInput(await client.graphql(DELETE, { id: system.id }), 'A system role cannot be deleted');
    expectBadInput(await client.graphql(DELETE, { id: byDefault.id }), 'A default role cannot be deleted');
    expect(await roleRow(system.id)).toBeDefined();
    expect(await roleRow(byDefault.id)).toBeDefined();
  });

  it('refuses a role that users hold, naming how many', async () => {
    const { client, user } = await buildManager(testApp);
    const held = await buildRole(db(), user.companyId, []);
    await buildUser(db(), { companyId: user.companyId, roleId: held.id });
    await buildUser(db(), { companyId: user.companyId, roleId: held.id });
    expectBadInput(
      await client.graphql(DELETE, { id: held.id }),
      'This role is assigned to 2 users. Assign them another role before deleting it.',
    );
    expect(await roleRow(held.id)).toBeDefined();
  });

  it('deletes an unused role', async () => {
    const { client, user } = await buildManager(testApp);
    const unused = await buildRole(db(), user.companyId, []);
    const result = await client.graphql(DELETE, { id: unused.id });
    expect(result.data).toEqual({ deleteRole: true });
    expect(await roleRow(unused.id)).toBeUndefined();
  });
});
