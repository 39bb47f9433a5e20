import { MESSAGES } from '@shortlist/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, roles, users } from '../../src/db/schema/index.js';
import { linkParameter } from '../support/smtp-capture.js';
import { useTestApp } from '../support/test-app.js';

const testApp = useTestApp();

const validRegistration = (email: string) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email,
  company: 'Hopper Brokers',
  companyWebsite: 'https://hopper.example',
  password: 'Compile#1952',
  repeatPassword: 'Compile#1952',
  terms: true,
});

async function countRows() {
  const db = testApp.running.app.db;
  const [userCount] = await db.select({ total: count() }).from(users);
  const [companyCount] = await db.select({ total: count() }).from(companies);
  return { users: userCount?.total, companies: companyCount?.total };
}

describe('registration, e-mail confirmation and first sign-in', () => {
  it('registers a company, mails a confirmation link and lets the user in once confirmed', async () => {
    const client = testApp.client();
    const registered = await client.post('/api/register', validRegistration('Grace@Hopper.example'));
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({ status: 'EMAIL_CONFIRMATION_REQUIRED', email: 'grace@hopper.example' });

    const beforeConfirmation = await client.signIn('grace@hopper.example', 'Compile#1952');
    expect(beforeConfirmation.status).toBe(403);
    expect(beforeConfirmation.body).toMatchObject({
      code: 'EMAIL_CONFIRMATION_REQUIRED',
      message: MESSAGES.emailConfirmationRequired,
    });

    const mail = await testApp.smtp.waitForMail('grace@hopper.example', /Confirm your e-mail/);
    const hash = linkParameter(mail, 'hash');
    const confirmed = await client.post('/api/register/confirm-email', { hash });
    expect(confirmed.body).toEqual({ status: 'ACTIVE' });

    const signedIn = await client.signIn('GRACE@hopper.example', 'Compile#1952');
    expect(signedIn.status).toBe(200);
    const profile = await client.graphql<{
      profile: {
        email: string;
        company: { name: string };
        role: { name: string };
        termsAndConditionsVersion: string | null;
      };
    }>('{ profile { email termsAndConditionsVersion role { name } company { name } } }');
    expect(profile.data?.profile).toEqual({
      email: 'grace@hopper.example',
      termsAndConditionsVersion: null,
      role: { name: 'Company Administrator' },
      company: { name: 'Hopper Brokers' },
    });

    const [company] = await testApp.running.app.db.select().from(companies).where(eq(companies.name, 'Hopper Brokers'));
    const companyRoles = await testApp.running.app.db
      .select()
      .from(roles)
      .where(eq(roles.companyId, company?.id ?? ''));
    expect(companyRoles.map((role) => [role.name, role.isDefault, role.isSystem]).sort()).toEqual([
      ['Company Administrator', false, true],
      ['Domain Expert', false, true],
      ['Project Manager', false, true],
      ['Viewer', true, true],
    ]);
    expect(company?.settings).toMatchObject({
      scoringType: 'NUMBERS',
      answersMaxLength: [2000, 5000, 5000],
      enableExperts: true,
    });
  });

  it('refuses a confirmation link twice', async () => {
    const client = testApp.client();
    await client.post('/api/register', validRegistration('twice@example.com'));
    const hash = linkParameter(await testApp.smtp.waitForMail('twice@example.com', /Confirm/), 'hash');
    expect((await client.post('/api/register/confirm-email', { hash })).status).toBe(200);
    const again = await client.post('/api/register/confirm-email', { hash });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MESSAGES.invalidLink);
  });

  it('resends the confirmation mail only to accounts still waiting for it', async () => {
    const client = testApp.client();
    await client.post('/api/register', validRegistration('resend@example.com'));
    await testApp.smtp.waitForMail('resend@example.com', /Confirm/);
    expect((await client.post('/api/register/send-confirm-email', { email: 'resend@example.com' })).status).toBe(200);
    await expect.poll(() => testApp.smtp.mailsTo('resend@example.com').length).toBe(2);
    const unknown = await client.post('/api/register/send-confirm-email', { email: 'nobody@example.com' });
    expect(unknown.status).toBe(200);
    expect(testApp.smtp.mailsTo('nobody@example.com')).toHaveLength(0);
  });

  it.each([
    ['firstName', { firstName: '' }, MESSAGES.required],
    ['firstName', { firstName: 'x'.repeat(101) }, MESSAGES.maxLength(100)],
    ['email', { email: 'not-an-email' }, MESSAGES.email],
    ['company', { company: 'A' }, MESSAGES.minLength(2)],
    ['companyWebsite', { companyWebsite: '' }, MESSAGES.required],
    ['companyWebsite', { companyWebsite: 'hopper' }, MESSAGES.url],
    ['password', { password: 'short', repeatPassword: 'short' }, MESSAGES.password],
    ['password', { password: 'alllowercase1!', repeatPassword: 'alllowercase1!' }, MESSAGES.password],
    ['repeatPassword', { repeatPassword: 'Different#1' }, MESSAGES.passwordsMatch],
    ['terms', { terms: false }, MESSAGES.acceptTerms],
  ])('refuses a bad %s with the spec message and writes nothing', async (field, change, message) => {
    const before = await countRows();
    const result = await testApp.client().post('/api/register', { ...validRegistration('bad@example.com'), ...change });
    expect(result.status).toBe(400);
    expect((result.body.fields as Record<string, string>)[field]).toBe(message);
    expect(await countRows()).toEqual(before);
  });

  it('answers an address that already has an account exactly like a new one, mails its holder, writes nothing', async () => {
    const fresh = await testApp.client().post('/api/register', validRegistration('taken@example.com'));
    await testApp.smtp.waitForMail('taken@example.com', /Confirm your e-mail/);
    const before = await countRows();
    const again = await testApp
      .client()
      .post('/api/register', { ...validRegistration('TAKEN@example.com'), company: 'Other' });
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    const notice = await testApp.smtp.waitForMail('taken@example.com', /You already have a Shortlist account/);
    expect(notice.text).toContain('/login/credentials');
    expect(await countRows()).toEqual(before);
  });

  it('gives one account to two simultaneous registrations of the same address', async () => {
    const attempts = await Promise.all(
      ['First Co', 'Second Co'].map((company) =>
        testApp.client().post('/api/register', { ...validRegistration('race@example.com'), company }),
      ),
    );
    expect(attempts.map((attempt) => attempt.status)).toEqual([200, 200]);
    expect(await testApp.running.app.db.select().from(users).where(eq(users.email, 'race@example.com'))).toHaveLength(
      1,
    );
  });
});
