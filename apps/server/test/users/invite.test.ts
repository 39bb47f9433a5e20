import { MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokens, users } from '../../src/db/schema/index.js';
import { buildCompany, buildRole, buildUser } from '../support/factories.js';
import { buildSignedInAdmin } from '../support/on-behalf.js';
import {
  buildSignedInUser,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectUnauthenticated,
  signedInClient,
} from '../support/sessions.js';
import { linkParameter } from '../support/smtp-capture.js';
import { useTestApp } from '../support/test-app.js';
import { buildManager } from './users-support.js';

const testApp = useTestApp();

const db = () => testApp.running.app.db;
const usersWithEmail = (email: string) => db().select().from(users).where(eq(users.email, email));
const SUBJECT = /You are invited to join/;

const INVITE = `mutation Invite($email: String, $firstName: String, $lastName: String, $companyId: ID, $roleId: ID) {
  inviteUser(email: $email, firstName: $firstName, lastName: $lastName, companyId: $companyId, roleId: $roleId) {
    id email firstName lastName status type role { id name } company { id name }
  }
}`;

/** A manager of a company with a role to invite people into. */
async function inviter(companyName = 'Inviting Brokers') {
  const company = await buildCompany(db(), { name: companyName });
  const manager = await buildManager(testApp, company.id, {
    firstName: 'Olivia',
    lastName: 'Owner',
    privileges: ['MANAGE_USERS', 'MANAGE_PROJECT_STATE'],
  });
  const role = await buildRole(db(), company.id, ['MANAGE_PROJECT_STATE'], { name: 'Project Manager' });
  return { ...manager, company, role };
}

const invitation = (companyId: string, roleId: string, email: string) => ({
  email,
  firstName: 'Nia',
  lastName: 'Newton',
  companyId,
  roleId,
});

const registration = (token: string) => ({
  firstName: 'Nia',
  lastName: 'Newton',
  email: 'ignored@example.com',
  company: 'Ignored',
  companyWebsite: '',
  password: 'Invited#2025',
  repeatPassword: 'Invited#2025',
  terms: true,
  token,
});

describe('inviteUser refusals', () => {
  it('answers 401 signed out and 403 without MANAGE_USERS, recording and mailing nothing', async () => {
    const { company, role } = await inviter();
    const input = invitation(company.id, role.id, 'refused@example.com');
    expectUnauthenticated(await testApp.client().graphql(INVITE, input));
    const { client } = await buildSignedInUser(testApp, { companyId: company.id, privileges: ['MANAGE_CLIENTS'] });
    expectForbidden(await client.graphql(INVITE, input));
    expect(await usersWithEmail('refused@example.com')).toEqual([]);
    expect(testApp.smtp.mailsTo('refused@example.com')).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing email', { email: null }, 'Please enter an email address'],
    ['an empty email', { email: '' }, 'Please enter an email address'],
    ['an invalid email', { email: 'not-an-email' }, 'Must be a valid email'],
    ['a missing first name', { firstName: ' ' }, 'Please enter the first name'],
    ['a missing last name', { lastName: null }, 'Please enter the last name'],
    ['a missing company', { companyId: null }, 'Please select a company'],
    ['a missing role', { roleId: null }, 'Please select a role for the user'],
  ])('refuses %s with its message and writes nothing', async (_case, patch, message) => {
    const { client, company, role } = await inviter();
    const email = `bad-${Math.random().toString(36).slice(2)}@example.com`;
    const field = Object.keys(patch)[0] as string;
    expectBadInput(await client.graphql(INVITE, { ...invitation(company.id, role.id, email), ...patch }), message, {
      [field]: message,
    });
    expect(await usersWithEmail(email)).toEqual([]);
    expect(testApp.smtp.mailsTo(email)).toEqual([]);
  });

  it('answers not found for another company, or a role not of the company, writing nothing', async () => {
    const { client, company } = await inviter();
    const other = await inviter('Other Brokers');
    expectNotFound(
      await client.graphql(INVITE, invitation(other.company.id, other.role.id, 'x1@example.com')),
      'Company',
    );
    expectNotFound(await client.graphql(INVITE, invitation(company.id, other.role.id, 'x1@example.com')), 'Role');
    expect(await usersWithEmail('x1@example.com')).toEqual([]);
  });

  it('refuses the address of an existing account', async () => {
    const { client, company, role } = await inviter();
    const { user: existing } = await buildUser(db(), { email: 'taken@example.com' });
    expectBadInput(
      await client.graphql(INVITE, invitation(company.id, role.id, ' Taken@Example.com ')),
      'A user with this email already exists',
      { email: MESSAGES.emailTaken },
    );
    expect(await usersWithEmail('taken@example.com')).toEqual([existing]);
    expect(testApp.smtp.mailsTo('taken@example.com')).toEqual([]);
  });
});

describe('inviteUser', () => {
  it('records the invited user, mails a registration link, and registering joins the company with the role', async () => {
    const { client, company, role } = await inviter('Northwind Invites');
    const result = await client.graphql<{ inviteUser: Record<string, unknown> }>(
      INVITE,
      invitation(company.id, role.id, 'Nia@Example.com'),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.inviteUser).toMatchObject({
      email: 'nia@example.com',
      firstName: 'Nia',
      lastName: 'Newton',
      status: 'INVITED',
      type: 'BROKER',
      role: { id: role.id, name: 'Project Manager' },
      company: { id: company.id, name: 'Northwind Invites' },
    });
    const [row] = await usersWithEmail('nia@example.com');
    expect(row).toMatchObject({ status: 'INVITED', companyId: company.id, roleId: role.id, passwordHash: null });

    const mail = await testApp.smtp.waitForMail('nia@example.com', SUBJECT);
    expect(mail.subject).toBe('You are invited to join Northwind Invites on Shortlist');
    expect(mail.text).toContain('Hello Nia,');
    expect(mail.text).toContain('Olivia Owner has invited you to join Northwind Invites on Shortlist.');
    expect(mail.text).toContain(`${testApp.running.app.config.publicUrl}/register?token=`);
    const token = linkParameter(mail, 'token');

    const lookup = await testApp.client().get(`/api/register/invitation/${encodeURIComponent(token)}`);
    expect(lookup.body).toEqual({
      email: 'nia@example.com',
      inviterName: 'Olivia Owner',
      userData: { firstName: 'Nia', lastName: 'Newton', companyName: 'Northwind Invites', companyId: company.id },
    });
    const registered = await testApp.client().post('/api/register', registration(token));
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({ status: 'ACTIVE', email: 'nia@example.com' });
    expect(await usersWithEmail('nia@example.com')).toEqual([
      expect.objectContaining({ id: row?.id, status: 'ACTIVE', companyId: company.id, roleId: role.id }),
    ]);

    const newcomer = await signedInClient(testApp, 'nia@example.com', 'Invited#2025');
    const profile = await newcomer.graphql<{
      profile: { company: { id: string }; role: { id: string }; privileges: string[] };
    }>('{ profile { company { id } role { id } privileges } }');
    expect(profile.data?.profile).toMatchObject({ company: { id: company.id }, role: { id: role.id } });
    expect(profile.data?.profile.privileges).toContain('MANAGE_PROJECT_STATE');
  });

  it('leaves another company’s pending invitation alone', async () => {
    const first = await inviter('First Brokers');
    const second = await inviter('Second Brokers');
    await first.client.graphql(INVITE, invitation(first.company.id, first.role.id, 'wanted@example.com'));
    expectBadInput(
      await second.client.graphql(INVITE, invitation(second.company.id, second.role.id, 'wanted@example.com')),
      MESSAGES.emailTaken,
      { email: MESSAGES.emailTaken },
    );
    expect(await usersWithEmail('wanted@example.com')).toEqual([
      expect.objectContaining({ companyId: first.company.id, roleId: first.role.id, status: 'INVITED' }),
    ]);
  });

  it('refreshes an earlier invitation: the newest link works and the older one does not', async () => {
    const { client, company, role } = await inviter();
    const viewers = await buildRole(db(), company.id, ['VIEW_DASHBOARD'], { name: 'Viewers' });
    await client.graphql(INVITE, invitation(company.id, role.id, 'twice@example.com'));
    const first = linkParameter(await testApp.smtp.waitForMail('twice@example.com', SUBJECT), 'token');
    await client.graphql(INVITE, { ...invitation(company.id, viewers.id, 'twice@example.com'), firstName: 'Tia' });
    await expect.poll(() => testApp.smtp.mailsTo('twice@example.com').length).toBe(2);
    const [, latest] = testApp.smtp.mailsTo('twice@example.com');
    if (!latest) throw new Error('no second invitation mail');
    const second = linkParameter(latest, 'token');

    expect(await usersWithEmail('twice@example.com')).toEqual([
      expect.objectContaining({ firstName: 'Tia', roleId: viewers.id, status: 'INVITED' }),
    ]);
    const open = await db().select().from(tokens).where(eq(tokens.email, 'twice@example.com'));
    expect(open.filter((token) => token.usedAt === null)).toHaveLength(1);

    const stale = await testApp.client().post('/api/register', registration(first));
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(MESSAGES.invalidLink);
    expect((await testApp.client().post('/api/register', registration(second))).status).toBe(200);
    expect((await usersWithEmail('twice@example.com'))[0]).toMatchObject({ status: 'ACTIVE', roleId: viewers.id });
  });

  it('lets an administrator invite into any company, the user type following the company', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    const supplier = await buildCompany(db(), { kind: 'SUPPLIER', name: 'Acme Supplies' });
    const supplierRole = await buildRole(db(), supplier.id, []);
    const result = await client.graphql<{ inviteUser: { type: string; company: { id: string } } }>(
      INVITE,
      invitation(supplier.id, supplierRole.id, 'vendor@acme.example'),
    );
    expect(result.data?.inviteUser).toMatchObject({ type: 'SUPPLIER', company: { id: supplier.id } });

    const platform = await buildCompany(db(), { kind: 'PLATFORM' });
    const adminRole = await buildRole(db(), platform.id, []);
    const admin = await client.graphql<{ inviteUser: { type: string } }>(
      INVITE,
      invitation(platform.id, adminRole.id, 'second-admin@example.com'),
    );
    expect(admin.data?.inviteUser.type).toBe('ADMIN');
  });
});
