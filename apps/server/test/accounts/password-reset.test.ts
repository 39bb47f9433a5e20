import { ERROR_CODES, MESSAGES } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../src/db/schema/index.js';
import { buildUser, TEST_PASSWORD } from '../support/factories.js';
import { expectSignedInAs, expectSignedOut, passwordsThatWork, signedInClient } from '../support/sessions.js';
import { linkParameter } from '../support/smtp-capture.js';
import { useTestApp } from '../support/test-app.js';

const NEW_PASSWORD = 'Renewed#2025';

const testApp = useTestApp();

const db = () => testApp.running.app.db;

async function requestReset(email: string) {
  const result = await testApp.client().post('/api/login/restore-password', { email });
  expect(result.status).toBe(200);
  expect(result.body).toEqual({ ok: true });
}

/** Asks for a reset as the forgot-password page does and returns the hash from the link in the mail. */
async function resetLinkHash(email: string): Promise<string> {
  await requestReset(email);
  const mail = await testApp.smtp.waitForMail(email, /Reset your password/);
  expect(mail.text).toMatch(/https?:\/\/\S+\/login\/reset-password\?hash=/);
  return linkParameter(mail, 'hash');
}

const resetPassword = (hash: string, password = NEW_PASSWORD) =>
  testApp.client().post('/api/login/reset-password', { hash, password, confirmPassword: password });

const workingPassword = (email: string) => passwordsThatWork(testApp, email, { old: TEST_PASSWORD, new: NEW_PASSWORD });

/** Every mail delivery the server has started has reached the SMTP server. */
const deliveriesSettled = () => testApp.running.app.mailer.idle();

async function expectInvalidLink(hash: string) {
  const result = await resetPassword(hash);
  expect(result.status).toBe(400);
  expect(result.body.message).toBe(MESSAGES.invalidLink);
}

describe('forgot password', () => {
  it('answers the same for known and unknown addresses but mails only the known one', async () => {
    const { user } = await buildUser(db());
    await requestReset('no-such-account@example.com');
    await requestReset(user.email.toUpperCase());
    await testApp.smtp.waitForMail(user.email, /Reset your password/);
    await deliveriesSettled();
    expect(testApp.smtp.mailsTo('no-such-account@example.com')).toHaveLength(0);
    expect(testApp.smtp.mailsTo(user.email)).toHaveLength(1);
  });

  it('mails nothing to a disabled account', async () => {
    const { user } = await buildUser(db(), { status: 'DISABLED' });
    await requestReset(user.email);
    await deliveriesSettled();
    expect(testApp.smtp.mailsTo(user.email)).toHaveLength(0);
  });

  it('refuses an address that is not an e-mail address', async () => {
    const result = await testApp.client().post('/api/login/restore-password', { email: 'not-an-email' });
    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ email: MESSAGES.email });
  });
});

describe('reset link', () => {
  it('sets the new password: the old one stops working and the new one signs in', async () => {
    const { user } = await buildUser(db());
    const result = await resetPassword(await resetLinkHash(user.email));
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ ok: true });
    expect(await workingPassword(user.email)).toEqual({ old: false, new: true });
  });

  it("ends every session of the account and no one else's", async () => {
    const { user } = await buildUser(db());
    const { user: colleague } = await buildUser(db(), { companyId: user.companyId });
    const laptop = await signedInClient(testApp, user.email);
    const phone = await signedInClient(testApp, user.email);
    const colleagueClient = await signedInClient(testApp, colleague.email);

    expect((await resetPassword(await resetLinkHash(user.email))).status).toBe(200);
    await expectSignedOut(laptop);
    await expectSignedOut(phone);
    await expectSignedInAs(colleagueClient, colleague.email);
  });

  it('works only once', async () => {
    const { user } = await buildUser(db());
    const hash = await resetLinkHash(user.email);
    expect((await resetPassword(hash)).status).toBe(200);
    const again = await resetPassword(hash, 'Another#2026');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: ERROR_CODES.badUserInput, message: MESSAGES.invalidLink });
    expect(await workingPassword(user.email)).toEqual({ old: false, new: true });
  });

  it('ends the other reset links of the account once one of them is used', async () => {
    const { user } = await buildUser(db());
    await requestReset(user.email);
    await requestReset(user.email);
    await expect.poll(() => testApp.smtp.mailsTo(user.email).length).toBe(2);
    const [first, second] = testApp.smtp.mailsTo(user.email).map((mail) => linkParameter(mail, 'hash'));
    expect((await resetPassword(second ?? '')).status).toBe(200);
    const older = await resetPassword(first ?? '', 'Another#2026');
    expect(older.status).toBe(400);
    expect(older.body.message).toBe(MESSAGES.invalidLink);
    expect(await workingPassword(user.email)).toEqual({ old: false, new: true });
  });

  it('is refused once expired and leaves the password as it was', async () => {
    const { user } = await buildUser(db());
    const hash = await resetLinkHash(user.email);
    await db()
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(tokens.userId, user.id), eq(tokens.kind, 'RESET_PASSWORD')));
    await expectInvalidLink(hash);
    expect(await workingPassword(user.email)).toEqual({ old: true, new: false });
  });

  it('refuses a made-up hash', async () => {
    await expectInvalidLink('made-up-hash');
  });

  it('refuses a weak password with the password rule, keeps the old password and the link', async () => {
    const { user } = await buildUser(db());
    const hash = await resetLinkHash(user.email);
    const weak = await resetPassword(hash, 'password');
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ message: MESSAGES.password, fields: { password: MESSAGES.password } });
    expect(await workingPassword(user.email)).toEqual({ old: true, new: false });

    expect((await resetPassword(hash)).status).toBe(200);
    expect(await workingPassword(user.email)).toEqual({ old: false, new: true });
  });

  it('refuses a confirmation that does not match', async () => {
    const { user } = await buildUser(db());
    const hash = await resetLinkHash(user.email);
    const result = await testApp
      .client()
      .post('/api/login/reset-password', { hash, password: NEW_PASSWORD, confirmPassword: 'Other#2025' });
    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ confirmPassword: MESSAGES.passwordsMatch });
    expect(await workingPassword(user.email)).toEqual({ old: true, new: false });
  });
});
