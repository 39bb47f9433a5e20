import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles, users } from '../../src/db/schema/index.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { expectForbidden, signedInClient } from '../support/sessions.js';
import { linkParameter } from '../support/smtp-capture.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { invitedSupplierScene, registerSupplier } from './registration-support.js';
import { SUPPLIER_SIDE_OPERATIONS, type SupplierProjectShape } from './supplier-side-support.js';
import { insertVendor } from './suppliers-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

const PROFILE = 'query { profile { type privileges role { name } company { id name } } }';
const ROLES = 'query { roles { results { id name isDefault isSystem } } }';
const ALLOWANCE = 'query { invitationAllowance { active remaining } }';
const USERS = 'query { users { results { email type status role { name } company { name } } } }';
const INVITE = `mutation Invite($email: String, $firstName: String, $lastName: String, $companyId: ID, $roleId: ID) {
  inviteUser(email: $email, firstName: $firstName, lastName: $lastName, companyId: $companyId, roleId: $roleId) {
    email type status role { name } } }`;

interface ProfileShape {
  profile: { type: string; privileges: string[]; role: { name: string } | null; company: { id: string } };
}

const profileOf = async (client: HttpClient) => dataOf(await client.graphql<ProfileShape>(PROFILE)).profile;

const supplierProject = async (client: HttpClient, projectId: string) =>
  client.graphql<{ supplierProject: SupplierProjectShape }>(SUPPLIER_SIDE_OPERATIONS.project, { id: projectId });

/** A supplier registered through a project invitation, who invites a colleague as a team member. */
async function invitedColleague() {
  const scene = await invitedSupplierScene(testApp);
  const admin = await registerSupplier(testApp, scene);
  const { company } = await profileOf(admin);
  const roles = dataOf(
    await admin.graphql<{ roles: { results: Array<{ id: string; name: string; isDefault: boolean }> } }>(ROLES),
  ).roles.results;
  const member = roles.find((role) => role.isDefault);
  const email = `colleague-${Date.now()}@${scene.email.split('@')[1]}`;
  const invited = await admin.graphql(INVITE, {
    email,
    firstName: 'Cole',
    lastName: 'League',
    companyId: company.id,
    roleId: member?.id,
  });
  return { scene, admin, company, roles, email, invited };
}

const COLLEAGUE_PASSWORD = 'Colleague#2025';

/** Registers through the invitation mailed to the address and signs the colleague in. */
async function registerColleague(email: string) {
  await testApp.running.app.mailer.idle();
  const [mail] = testApp.smtp.mailsTo(email);
  if (!mail) throw new Error('no invitation mail');
  const registered = await testApp.client().post('/api/register', {
    firstName: 'Cole',
    lastName: 'League',
    email,
    company: 'Ignored',
    companyWebsite: '',
    password: COLLEAGUE_PASSWORD,
    repeatPassword: COLLEAGUE_PASSWORD,
    terms: true,
    token: linkParameter(mail, 'token'),
  });
  expect(registered.status).toBe(200);
  return signedInClient(testApp, email, COLLEAGUE_PASSWORD);
}

describe('a supplier company administers its users', () => {
  it('makes the registering supplier its administrator, with the company’s roles', async () => {
    const { admin, roles } = await invitedColleague();
    expect(await profileOf(admin)).toMatchObject({
      type: 'SUPPLIER',
      role: { name: 'Company Administrator' },
      privileges: ['MANAGE_USERS'],
    });
    expect(roles.map((role) => role.name).sort()).toEqual(['Company Administrator', 'Team Member']);
    // Suppliers buy no plan: inviting is open, without a plan's limit.
    expect(dataOf(await admin.graphql(ALLOWANCE))).toEqual({ invitationAllowance: { active: true, remaining: null } });
  });

  it('invites a colleague, who registers into the supplier company and sees its participations', async () => {
    const { scene, admin, email, invited } = await invitedColleague();
    expect(dataOf(invited)).toEqual({
      inviteUser: { email, type: 'SUPPLIER', status: 'INVITED', role: { name: 'Team Member' } },
    });
    const colleague = await registerColleague(email);
    expect(await profileOf(colleague)).toMatchObject({ type: 'SUPPLIER', role: { name: 'Team Member' } });

    const adminView = dataOf(await supplierProject(admin, scene.project.id)).supplierProject;
    const colleagueView = dataOf(await supplierProject(colleague, scene.project.id)).supplierProject;
    expect(colleagueView.products).toEqual(adminView.products);
    expect(colleagueView.products).toHaveLength(1);

    const listed = dataOf(await admin.graphql<{ users: { results: Array<{ email: string }> } }>(USERS)).users.results;
    expect(listed.map((user) => user.email).sort()).toEqual([email, scene.email].sort());
  });

  it('lets a team member invite no one', async () => {
    const { email, company, roles } = await invitedColleague();
    const colleague = await registerColleague(email);
    expectForbidden(
      await colleague.graphql(INVITE, {
        email: `third-${Date.now()}@example.org`,
        firstName: 'Third',
        lastName: 'Person',
        companyId: company.id,
        roleId: roles[0]?.id,
      }),
    );
  });
});

describe('supplier companies registered before they had roles', () => {
  it('get the roles from the migration: the creator administers, the others are team members', async () => {
    const db = testApp.running.app.db;
    const { company } = await insertVendor(db, { products: [{ name: 'Old Product' }] });
    const person = (name: string, minutesAgo: number) => ({
      companyId: company.id,
      email: `${name}-${Date.now()}@old-vendor.example`,
      type: 'SUPPLIER' as const,
      status: 'ACTIVE' as const,
      firstName: name,
      lastName: 'Old',
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    // No one is named as its creator: its first user administers it.
    const [first, second] = await db
      .insert(users)
      .values([person('first', 10), person('second', 5)])
      .returning();
    const file = path.join(import.meta.dirname, '../../src/db/migrations/0021_supplier_company_roles.sql');
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }
    const companyRoles = await db.select().from(roles).where(eq(roles.companyId, company.id));
    const roleOf = async (id: string | undefined) => {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.id, id ?? ''));
      return companyRoles.find((role) => role.id === row?.roleId);
    };
    expect(await roleOf(first?.id)).toMatchObject({ name: 'Company Administrator', privileges: ['MANAGE_USERS'] });
    expect(await roleOf(second?.id)).toMatchObject({ name: 'Team Member', isDefault: true, privileges: [] });
  });

  it("lets a supplier company's administrator manage users, not a plan", async () => {
    const scene = await invitedSupplierScene(testApp);
    const admin = await registerSupplier(testApp, scene);
    expect((await admin.post('/api/subscription/free', {})).status).toBe(403);
    expect((await admin.send('DELETE', '/api/subscription')).status).toBe(403);
  });
});
