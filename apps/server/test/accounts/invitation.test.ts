import { MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, tokens, users } from '../../src/db/schema/index.js';
import { issueToken } from '../../src/modules/accounts/index.js';
import { buildCompany, buildRole, buildUser } from '../support/factories.js';
import { expectSignedInAs, signedInClient } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
const db = () => testApp.running.app.db;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

/** An invitation as the administration area issues it: to an address, for a company and one of its roles. */
async function invite(email: string, extra: Record<string, string> = {}) {
  const company = await buildCompany(db(), { name: 'Inviting Brokers' });
  const role = await buildRole(db(), company.id, ['MANAGE_CLIENTS'], { name: 'Client Manager' });
  const token = await issueToken(db(), 'USER_INVITATION', email, {
    payload: { companyId: company.id, roleId: role.id, firstName: 'Ivy', lastName: 'Invited', ...extra },
  });
  return { company, role, token };
}

const registration = (token: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ivy',
  lastName: 'Invitee',
  email: 'someone-else@example.com',
  company: 'Ignored Company',
  companyWebsite: '',
  password: 'Invited#2025',
  repeatPassword: 'Invited#2025',
  terms: true,
  token,
  ...overrides,
});

describe('registration through an invitation link', () => {
  it('pre-fills the form from the invitation', async () => {
    const { company, token } = await invite('ivy@example.com');
    const lookup = await testApp.client().get(`/api/register/invitation/${encodeURIComponent(token)}`);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toEqual({
      email: 'ivy@example.com',
      inviterName: null,
      userData: { firstName: 'Ivy', lastName: 'Invited', companyName: 'Inviting Brokers', companyId: company.id },
    });
    expect((await testApp.client().get('/api/register/invitation/not-a-token')).status).toBe(404);
  });

  it('names who sent the invitation when it records them', async () => {
    const { user: inviter } = await buildUser(db(), { firstName: 'Olivia', lastName: 'Owner' });
    const { token } = await invite('named@example.com', { invitedBy: inviter.id });
    const lookup = await testApp.client().get(`/api/register/invitation/${encodeURIComponent(token)}`);
    expect(lookup.body).toMatchObject({ email: 'named@example.com', inviterName: 'Olivia Owner' });
    const unknown = await invite('unnamed@example.com', { invitedBy: 'not-a-user' });
    const unnamed = await testApp.client().get(`/api/register/invitation/${encodeURIComponent(unknown.token)}`);
    expect(unnamed.body).toMatchObject({ email: 'unnamed@example.com', inviterName: null });
  });

  it('joins the inviting company with the invited role, active at once, under the invited address', async () => {
    const { company, role, token } = await invite('joiner@example.com');
    const result = await testApp.client().post('/api/register', registration(token));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'ACTIVE', email: 'joiner@example.com' });

    const [user] = await db().select().from(users).where(eq(users.email, 'joiner@example.com'));
    expect(user).toMatchObject({
      companyId: company.id,
      roleId: role.id,
      status: 'ACTIVE',
      type: 'BROKER',
      lastName: 'Invitee',
    });
    expect(await db().select().from(users).where(eq(users.email, 'someone-else@example.com'))).toEqual([]);
    expect(await db().select().from(companies).where(eq(companies.name, 'Ignored Company'))).toEqual([]);
    expect(testApp.smtp.mailsTo('joiner@example.com')).toHaveLength(0);

    const client = await signedInClient(testApp, 'joiner@example.com', 'Invited#2025');
    await expectSignedInAs(client, 'joiner@example.com');
  });

  it('accepts an invitation only once', async () => {
    const { token } = await invite('once@example.com');
    expect((await testApp.client().post('/api/register', registration(token))).status).toBe(200);
    const again = await testApp.client().post('/api/register', registration(token));
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MESSAGES.invalidLink);
  });

  it('refuses an expired invitation and creates nobody', async () => {
    const { token } = await invite('late@example.com');
    await db()
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tokens.email, 'late@example.com'));
    const result = await testApp.client().post('/api/register', registration(token));
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(MESSAGES.invalidLink);
    expect(await db().select().from(users).where(eq(users.email, 'late@example.com'))).toEqual([]);
  });

  it('still applies the password rule to invited users', async () => {
    const { token } = await invite('weak@example.com');
    const result = await testApp
      .client()
      .post('/api/register', registration(token, { password: 'weak', repeatPassword: 'weak' }));
    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ password: MESSAGES.password });
    expect(await db().select().from(users).where(eq(users.email, 'weak@example.com'))).toEqual([]);
  });
});
