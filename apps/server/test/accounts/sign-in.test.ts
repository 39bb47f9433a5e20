import { ERROR_CODES, MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, loadConfig } from '../../src/config.js';
import { sessions, users } from '../../src/db/schema/index.js';
import { buildUser, TEST_PASSWORD } from '../support/factories.js';
import type { HttpResult } from '../support/http-client.js';
import { clientWithCookie, expectSignedInAs, expectSignedOut, signedInClient } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const WRONG_PASSWORD = 'Wrong#Pass1';

/** The configured sign-in limits with some of them changed. */
const loginThrottle = (change: Partial<AppConfig['loginThrottle']>) => ({ ...loadConfig({}).loginThrottle, ...change });

let testApp: TestApp;
beforeAll(async () => {
  // Every request of this file comes from 127.0.0.1; a high address budget keeps the other tests clear of it.
  testApp = await startTestApp({ loginThrottle: loginThrottle({ maxAttemptsPerAddress: 1000 }) });
});
afterAll(() => testApp.close());

const db = () => testApp.running.app.db;

function expectRefused(result: HttpResult<unknown>, status: number, body: { code: string; message: string }) {
  expect(result.status).toBe(status);
  expect(result.body).toEqual(body);
  expect(result.headers.getSetCookie()).toEqual([]);
}

const invalidCredentials = { code: 'INVALID_CREDENTIALS', message: MESSAGES.invalidCredentials };
const tooManyAttempts = { code: ERROR_CODES.tooManyRequests, message: MESSAGES.tooManyAttempts };

/** The session token the server set in the client's cookie. */
function sessionToken(client: ReturnType<TestApp['client']>): string {
  const token = client.cookies.get('sid');
  if (!token) throw new Error('The client holds no session cookie');
  return token;
}

describe('signing in', () => {
  it('refuses a wrong password with the generic message and sets no cookie', async () => {
    const { user } = await buildUser(db());
    const client = testApp.client();
    expectRefused(await client.signIn(user.email, WRONG_PASSWORD), 401, invalidCredentials);
    await expectSignedOut(client);
  });

  it('answers an unknown address exactly like a wrong password', async () => {
    expectRefused(await testApp.client().signIn('nobody-here@example.com', TEST_PASSWORD), 401, invalidCredentials);
  });

  it('accepts the e-mail address in any letter case', async () => {
    const { user } = await buildUser(db(), { email: 'mixed.case@example.com' });
    const client = testApp.client();
    const result = await client.signIn('  Mixed.CASE@Example.com ', TEST_PASSWORD);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ ok: true });
    await expectSignedInAs(client, user.email);
  });

  it.each([
    ['EMAIL_CONFIRMATION_REQUIRED', ERROR_CODES.emailConfirmationRequired, MESSAGES.emailConfirmationRequired],
    ['DISABLED', ERROR_CODES.disabled, MESSAGES.accountDisabled],
  ] as const)(
    'refuses a %s account with 403 and its code, but only once the password matched',
    async (status, code, message) => {
      const { user } = await buildUser(db(), { status });
      const client = testApp.client();
      expectRefused(await client.signIn(user.email, WRONG_PASSWORD), 401, invalidCredentials);
      expectRefused(await client.signIn(user.email, TEST_PASSWORD), 403, { code, message });
      await expectSignedOut(client);
    },
  );

  it.each([
    [{}, { email: MESSAGES.required, password: MESSAGES.required }],
    [
      { email: '', password: '' },
      { email: MESSAGES.required, password: MESSAGES.required },
    ],
    [{ email: 'not-an-email', password: TEST_PASSWORD }, { email: MESSAGES.email }],
    [{ email: 'someone@example.com' }, { password: MESSAGES.required }],
  ])('refuses the incomplete form %j with a message beside each field', async (form, fields) => {
    const result = await testApp.client().post('/api/login', form);
    expect(result.status).toBe(400);
    expect(result.body.code).toBe(ERROR_CODES.badUserInput);
    expect(result.body.fields).toEqual(fields);
  });
});

describe('sign-in limits', () => {
  it('refuses even the right password once an account has had too many failures, and only for that account', async () => {
    const { user } = await buildUser(db());
    const { user: neighbour } = await buildUser(db());
    const client = testApp.client();
    const { maxFailuresPerAccount } = testApp.running.app.config.loginThrottle;
    for (let attempt = 0; attempt < maxFailuresPerAccount; attempt++) {
      expectRefused(await client.signIn(user.email, WRONG_PASSWORD), 401, invalidCredentials);
    }
    expectRefused(await client.signIn(user.email, TEST_PASSWORD), 429, tooManyAttempts);
    expectRefused(await client.signIn(user.email.toUpperCase(), TEST_PASSWORD), 429, tooManyAttempts);
    await expectSignedInAs(await signedInClient(testApp, neighbour.email), neighbour.email);
  });

  it('refuses every account once one address has used its attempts', async () => {
    const limitedApp = await startTestApp({ loginThrottle: loginThrottle({ maxAttemptsPerAddress: 3 }) });
    try {
      const { user } = await buildUser(limitedApp.running.app.db);
      const { user: fresh } = await buildUser(limitedApp.running.app.db);
      const client = limitedApp.client();
      expect((await client.signIn(user.email, TEST_PASSWORD)).status).toBe(200);
      expect((await client.signIn(user.email, WRONG_PASSWORD)).status).toBe(401);
      expect((await client.signIn('unknown@example.com', TEST_PASSWORD)).status).toBe(401);
      expectRefused(await limitedApp.client().signIn(fresh.email, TEST_PASSWORD), 429, tooManyAttempts);
    } finally {
      await limitedApp.close();
    }
  });
});

describe('sessions', () => {
  it('gives a new token at every sign-in and ends the session of the old one', async () => {
    const { user } = await buildUser(db());
    const client = await signedInClient(testApp, user.email);
    const oldToken = sessionToken(client);
    expect((await client.signIn(user.email, TEST_PASSWORD)).status).toBe(200);
    expect(sessionToken(client)).not.toBe(oldToken);
    await expectSignedInAs(client, user.email);
    await expectSignedOut(clientWithCookie(testApp, oldToken));
  });

  it('ends the session at logout and clears the cookie', async () => {
    const { user } = await buildUser(db());
    const client = await signedInClient(testApp, user.email);
    const token = sessionToken(client);
    // GET no longer signs out: another site could do it with a link or an image.
    expect((await client.get('/api/logout')).status).toBe(404);
    await expectSignedInAs(client, user.email);
    const result = await client.post('/api/logout', {});
    expect(result.status).toBe(200);
    expect(client.cookies.has('sid')).toBe(false);
    await expectSignedOut(client);
    await expectSignedOut(clientWithCookie(testApp, token));
  });

  it('ends a session left idle longer than the idle timeout', async () => {
    const { user } = await buildUser(db());
    const client = await signedInClient(testApp, user.email);
    const idleSince = new Date(Date.now() - testApp.running.app.config.session.idleMs - 60_000);
    await db().update(sessions).set({ lastSeenAt: idleSince }).where(eq(sessions.userId, user.id));
    await expectSignedOut(client);
  });

  it('keeps a session in use alive until its absolute expiry, then ends it', async () => {
    const { user } = await buildUser(db());
    const client = await signedInClient(testApp, user.email);
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.userId, user.id));
    await expectSignedInAs(client, user.email);
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    await expectSignedOut(client);
  });

  it('no longer lets in a user disabled after signing in', async () => {
    const { user } = await buildUser(db());
    const client = await signedInClient(testApp, user.email);
    await db().update(users).set({ status: 'DISABLED' }).where(eq(users.id, user.id));
    await expectSignedOut(client);
  });

  it('keeps the token in an HttpOnly, SameSite=Lax cookie and stores only its hash', async () => {
    const { user } = await buildUser(db());
    const client = testApp.client();
    const result = await client.signIn(user.email, TEST_PASSWORD);
    const [cookie = ''] = result.headers.getSetCookie();
    expect(cookie).toMatch(/^sid=[^;]{32,};/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);

    const token = sessionToken(client);
    const rows = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    const storedValues = Object.values(rows[0] ?? {}).map((value) => String(value));
    expect(storedValues.some((value) => value.includes(token))).toBe(false);
  });
});
