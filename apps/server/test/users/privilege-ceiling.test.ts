import { PRIVILEGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles, users } from '../../src/db/schema/index.js';
import { buildCompany, buildRole, buildUser } from '../support/factories.js';
import { buildSignedInAdmin } from '../support/on-behalf.js';
import { expectForbidden, expectUnauthenticated } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { buildManager } from './users-support.js';

/** Issue 11 item 4: a user grants only privileges they hold and never raises their own. */
const testApp = useTestApp();

const db = () => testApp.running.app.db;
const roleRow = async (id: string) => (await db().select().from(roles).where(eq(roles.id, id)))[0];
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];

const CREATE_ROLE = `mutation Create($name: String, $companyId: ID, $privileges: [Privilege!]) {
  createRole(name: $name, companyId: $companyId, privileges: $privileges) { id privileges }
}`;
const UPDATE_ROLE = `mutation Update($id: ID!, $name: String, $privileges: [Privilege!]) {
  updateRole(id: $id, name: $name, privileges: $privileges) { id privileges }
}`;
const UPDATE_USER =
  'mutation Update($id: ID!, $roleId: ID) { updateUser(id: $id, roleId: $roleId) { id role { id } } }';
const INVITE = `mutation Invite($email: String, $firstName: String, $lastName: String, $companyId: ID, $roleId: ID) {
  inviteUser(email: $email, firstName: $firstName, lastName: $lastName, companyId: $companyId, roleId: $roleId) { id }
}`;

const BEYOND_ALL_PROJECTS = 'You can only grant privileges you hold. You do not hold Manage All Projects.';

/** A company with its administrator role (every broker privilege) and a manager whose role holds only MANAGE_USERS. */
async function companyWithManager() {
  const company = await buildCompany(db());
  const administrators = await buildRole(db(), company.id, ['MANAGE_ALL_PROJECTS', 'MANAGE_USERS', 'MANAGE_CLIENTS'], {
    name: 'Company Administrator',
  });
  const manager = await buildManager(testApp, company.id);
  return { company, administrators, ...manager };
}

describe('privilege ceiling: roles', () => {
  it('refuses editing the role one holds, so a manager cannot raise their own privileges', async () => {
    const { client, role } = await companyWithManager();
    expectForbidden(
      await client.graphql(UPDATE_ROLE, {
        id: role.id,
        name: role.name,
        privileges: ['MANAGE_USERS', 'MANAGE_ALL_PROJECTS'],
      }),
      'You cannot edit the role you hold',
    );
    expectForbidden(
      await client.graphql(UPDATE_ROLE, { id: role.id, name: 'Renamed' }),
      'You cannot edit the role you hold',
    );
    expect(await roleRow(role.id)).toMatchObject({ name: role.name, privileges: ['MANAGE_USERS'] });
  });

  it('refuses creating or widening a role beyond the privileges one holds, naming them', async () => {
    const { client, company } = await companyWithManager();
    expectForbidden(
      await client.graphql(CREATE_ROLE, {
        name: 'Escalated',
        companyId: company.id,
        privileges: ['MANAGE_ALL_PROJECTS'],
      }),
      BEYOND_ALL_PROJECTS,
    );
    const other = await buildRole(db(), company.id, ['MANAGE_USERS'], { name: 'Other' });
    expectForbidden(
      await client.graphql(UPDATE_ROLE, {
        id: other.id,
        name: 'Other',
        privileges: ['MANAGE_USERS', 'MANAGE_CLIENTS'],
      }),
      'You can only grant privileges you hold. You do not hold Manage Clients.',
    );
    expect((await roleRow(other.id))?.privileges).toEqual(['MANAGE_USERS']);
    expect(
      (await db().select().from(roles).where(eq(roles.companyId, company.id))).map((row) => row.name),
    ).not.toContain('Escalated');
  });

  it('grants what one holds, and keeps what a role already had when editing it', async () => {
    const { client, company, administrators } = await companyWithManager();
    const created = await client.graphql<{ createRole: { privileges: string[] } }>(CREATE_ROLE, {
      name: 'Deputies',
      companyId: company.id,
      privileges: ['MANAGE_USERS'],
    });
    expect(created.data?.createRole.privileges).toEqual(['MANAGE_USERS']);
    const renamed = await client.graphql(UPDATE_ROLE, {
      id: administrators.id,
      name: 'Administrators',
      privileges: administrators.privileges,
    });
    expect(renamed.errors).toBeUndefined();
    const narrowed = await client.graphql(UPDATE_ROLE, {
      id: administrators.id,
      name: 'Administrators',
      privileges: [],
    });
    expect(narrowed.errors).toBeUndefined();
  });

  it('leaves platform administrators unaffected', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    const company = await buildCompany(db());
    const result = await client.graphql<{ createRole: { privileges: string[] } }>(CREATE_ROLE, {
      name: 'Everything',
      companyId: company.id,
      privileges: [...PRIVILEGES],
    });
    expect(result.data?.createRole.privileges).toEqual([...PRIVILEGES]);
  });
});

describe('privilege ceiling: users and invitations', () => {
  it('answers 401 signed out for the mutations it guards', async () => {
    const { administrators, user } = await companyWithManager();
    expectUnauthenticated(await testApp.client().graphql(UPDATE_USER, { id: user.id, roleId: administrators.id }));
  });

  it('refuses changing one’s own role, even to the Company Administrator role', async () => {
    const { client, user, role, administrators } = await companyWithManager();
    expectForbidden(
      await client.graphql(UPDATE_USER, { id: user.id, roleId: administrators.id }),
      'You cannot change your own role',
    );
    expect((await userRow(user.id))?.roleId).toBe(role.id);
  });

  it('refuses giving another user a role with privileges one does not hold', async () => {
    const { client, company, administrators } = await companyWithManager();
    const { user: colleague, role: before } = await buildUser(db(), { companyId: company.id });
    expectForbidden(
      await client.graphql(UPDATE_USER, { id: colleague.id, roleId: administrators.id }),
      'You can only grant privileges you hold. You do not hold Manage All Projects and Manage Clients.',
    );
    expect((await userRow(colleague.id))?.roleId).toBe(before.id);
    const deputies = await buildRole(db(), company.id, ['MANAGE_USERS']);
    const allowed = await client.graphql(UPDATE_USER, { id: colleague.id, roleId: deputies.id });
    expect(allowed.errors).toBeUndefined();
  });

  it('refuses inviting with a role whose privileges one does not hold, recording and mailing nothing', async () => {
    const { client, company } = await companyWithManager();
    const runners = await buildRole(db(), company.id, ['MANAGE_ALL_PROJECTS'], { name: 'Runners' });
    const email = 'escalation@example.com';
    expectForbidden(
      await client.graphql(INVITE, {
        email,
        firstName: 'E',
        lastName: 'Scalation',
        companyId: company.id,
        roleId: runners.id,
      }),
      BEYOND_ALL_PROJECTS,
    );
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(testApp.smtp.mailsTo(email)).toEqual([]);
  });
});
