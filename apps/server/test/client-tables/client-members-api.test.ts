import { CLIENT_TABLE_MESSAGES as M, TERMS_VERSION } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, users } from '../../src/db/schema/index.js';
import { buildUser } from '../support/factories.js';
import { expectBadInput, signedInClient } from '../support/sessions.js';
import { linkParameter } from '../support/smtp-capture.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { buildDiscovery, createTable, OPS } from './client-tables-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;
const PASSWORD = 'Client#2025x';
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

interface MemberShape {
  id: string;
  email: string;
  name: string | null;
  status: string;
}
interface DiscoveryShape {
  clientTablesDeadline: string | null;
  clientMembers: MemberShape[];
}

/** The mails to the address once `count` have arrived (up to five seconds). */
async function mailsArriving(to: string, count: number) {
  const deadline = Date.now() + 5000;
  while (testApp.smtp.mailsTo(to).length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return testApp.smtp.mailsTo(to);
}

let people = 0;
const newAddress = () => `client${++people}-${Date.now()}@contoso.example`;

async function invite(
  client: Awaited<ReturnType<typeof buildDiscovery>>['client'],
  projectId: string,
  members: unknown[],
  deadline = inDays(7),
) {
  return client.graphql<{ updateClientMembers: DiscoveryShape }>(OPS.members, { projectId, members, deadline });
}

describe('client members (spec 2 §1, §5, §7)', () => {
  it('invites by e-mail; the link registers a CLIENT user in a company of their own who lands on the project', async () => {
    const { client, project, company } = await buildDiscovery(testApp);
    await createTable(client, project.id);
    const email = newAddress();
    const invited = await invite(client, project.id, [{ email: `  ${email.toUpperCase()} ` }]);
    expect(invited.errors).toBeUndefined();
    expect(invited.data?.updateClientMembers.clientMembers).toEqual([
      { id: expect.any(String), email, name: null, status: 'INVITED' },
    ]);
    const mail = await testApp.smtp.waitForMail(email, /fill in client data/);
    expect(mail.text).toContain(project.name);
    const token = linkParameter(mail, 'token');

    const lookup = await testApp.client().get(`/api/register/invitation/${encodeURIComponent(token)}`);
    expect(lookup.body).toMatchObject({ kind: 'CLIENT', email, project: { id: project.id }, brokerName: company.name });
    const registration = {
      firstName: 'Cleo',
      lastName: 'Client',
      email,
      company: 'Contoso',
      password: PASSWORD,
      repeatPassword: PASSWORD,
      terms: true,
      token,
    };
    const registered = await testApp.client().post('/api/register', registration);
    expect(registered).toMatchObject({ status: 200, body: { status: 'ACTIVE', email } });
    expect((await testApp.client().post('/api/register', registration)).status).toBe(400);

    const [user] = await db().select().from(users).where(eq(users.email, email));
    const [own] = await db()
      .select()
      .from(companies)
      .where(eq(companies.id, user?.companyId ?? ''));
    expect(user).toMatchObject({ type: 'CLIENT', status: 'ACTIVE', roleId: null });
    expect(own).toMatchObject({ kind: 'CLIENT', name: 'Contoso' });
    expect(own?.id).not.toBe(company.id);

    const member = await signedInClient(testApp, email, PASSWORD);
    await member.graphql(`mutation { acceptTermsAndConditions(version: "${TERMS_VERSION}") { id } }`);
    const page = await member.graphql<{ clientProject: { id: string } }>(OPS.clientProject, { id: project.id });
    expect(page.data?.clientProject.id).toBe(project.id);
    const after = await client.graphql<{ clientDiscovery: DiscoveryShape }>(OPS.discovery, { projectId: project.id });
    expect(after.data?.clientDiscovery.clientMembers).toEqual([
      { id: expect.any(String), email, name: 'Cleo Client', status: 'ACTIVE' },
    ]);
  });

  it('links someone who already has an account at once and mails them the client data page', async () => {
    const { client, project } = await buildDiscovery(testApp);
    const { user } = await buildUser(db(), { firstName: 'Ann', lastName: 'Existing' });
    const invited = await invite(client, project.id, [{ email: user.email }]);
    expect(invited.data?.updateClientMembers.clientMembers).toEqual([
      { id: expect.any(String), email: user.email, name: 'Ann Existing', status: 'ACTIVE' },
    ]);
    const mail = await testApp.smtp.waitForMail(user.email, /fill in client data/);
    expect(mail.text).toContain(`/client-projects/${project.id}`);
    const member = await signedInClient(testApp, user.email);
    expect((await member.graphql(OPS.clientProject, { id: project.id })).errors).toBeUndefined();
  });

  it('keeps members named by id, removes the others, resends an invite with a new link', async () => {
    const { client, project } = await buildDiscovery(testApp);
    const [first, second] = [newAddress(), newAddress()];
    const invited = await invite(client, project.id, [{ email: first }, { email: second }]);
    const members = invited.data?.updateClientMembers.clientMembers ?? [];
    const kept = members.find((member) => member.email === first);
    const updated = await invite(client, project.id, [{ id: kept?.id }]);
    expect(updated.data?.updateClientMembers.clientMembers.map((member) => member.email)).toEqual([first]);
    await testApp.smtp.waitForMail(first, /fill in client data/);
    expect((await client.graphql(OPS.resend, { projectId: project.id, memberId: kept?.id })).data).toEqual({
      resendClientMemberInvite: true,
    });
    const mails = await mailsArriving(first, 2);
    const [older, newer] = mails.slice(-2).map((mail) => linkParameter(mail, 'token'));
    const lookup = (token = '') => testApp.client().get(`/api/register/invitation/${encodeURIComponent(token)}`);
    expect((await lookup(older)).status).toBe(404);
    expect((await lookup(newer)).status).toBe(200);
  });

  it('refuses invalid and repeated e-mails, a past deadline, and a new deadline while locked', async () => {
    const { client, project } = await buildDiscovery(testApp);
    expectBadInput(await invite(client, project.id, [{ email: 'not-an-email' }]), M.validEmail);
    const email = newAddress();
    expectBadInput(await invite(client, project.id, [{ email }, { email: email.toUpperCase() }]), M.duplicateEmail);
    expectBadInput(await invite(client, project.id, [{ email }], inDays(-2)), M.deadlineNotBeforeToday);
    const today = await invite(client, project.id, [], new Date().toISOString());
    expect(today.errors).toBeUndefined();
    await client.graphql(OPS.lock, { projectId: project.id, status: 'SUBMITTED' });
    expectBadInput(await invite(client, project.id, [], inDays(9)), M.deadlineWhileLocked);
    // Keeping the deadline as it is while locked is fine.
    const kept = today.data?.updateClientMembers.clientTablesDeadline ?? undefined;
    expect((await invite(client, project.id, [{ email }], kept)).errors).toBeUndefined();
  });
});
