import { ERROR_CODES, MESSAGES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../src/core/viewer/index.js';
import { buildUser, TEST_PASSWORD } from '../support/factories.js';
import {
  buildSignedInUser,
  clientWithCookie,
  expectBadInput,
  expectSignedInAs,
  expectSignedOut,
  expectUnauthenticated,
  passwordsThatWork,
  signedInClient,
} from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const NEW_PASSWORD = 'Changed#2025';

const testApp = useTestApp();

const signedInUser = () => buildSignedInUser(testApp);

describe('change password', () => {
  const CHANGE =
    'mutation Change($oldPassword: String!, $password: String!) { changePassword(oldPassword: $oldPassword, password: $password) }';
  const workingPassword = (email: string) =>
    passwordsThatWork(testApp, email, { old: TEST_PASSWORD, new: NEW_PASSWORD });

  it('refuses a visitor', async () => {
    expectUnauthenticated(
      await testApp.client().graphql(CHANGE, { oldPassword: TEST_PASSWORD, password: NEW_PASSWORD }),
    );
  });

  it('counts wrong old passwords toward the sign-in limit of the account: the sixth guess is refused', async () => {
    const { user, client } = await signedInUser();
    for (let guess = 0; guess < 5; guess += 1) {
      const result = await client.graphql(CHANGE, { oldPassword: `Guess#${guess}000`, password: NEW_PASSWORD });
      expectBadInput(result, MESSAGES.wrongOldPassword, { oldPassword: MESSAGES.wrongOldPassword });
    }
    const sixth = await client.graphql(CHANGE, { oldPassword: TEST_PASSWORD, password: NEW_PASSWORD });
    expect(sixth.errors?.[0]).toMatchObject({
      message: MESSAGES.tooManyPasswordAttempts,
      extensions: { code: ERROR_CODES.tooManyRequests },
    });
    // The right password, sent once the budget is used up, changed nothing; signing in is held back too.
    expect((await testApp.client().signIn(user.email, TEST_PASSWORD)).status).toBe(429);
    await expectSignedInAs(client, user.email);
  });

  it('refuses a wrong old password beside that field and changes nothing', async () => {
    const { user, client } = await signedInUser();
    const result = await client.graphql(CHANGE, { oldPassword: 'Guess#1234', password: NEW_PASSWORD });
    expectBadInput(result, MESSAGES.wrongOldPassword, { oldPassword: MESSAGES.wrongOldPassword });
    await expectSignedInAs(client, user.email);
    expect(await workingPassword(user.email)).toEqual({ old: true, new: false });
  });

  it('refuses a weak new password with the password rule and changes nothing', async () => {
    const { user, client } = await signedInUser();
    const result = await client.graphql(CHANGE, { oldPassword: TEST_PASSWORD, password: 'weakpassword' });
    expectBadInput(result, MESSAGES.password, { password: MESSAGES.password });
    expect(await workingPassword(user.email)).toEqual({ old: true, new: false });
  });

  it('changes the password, clears the cookie and ends every session of the account', async () => {
    const { user, client } = await signedInUser();
    const otherDevice = await signedInClient(testApp, user.email);
    const token = client.cookies.get('sid') ?? '';
    const result = await client.graphql(CHANGE, { oldPassword: TEST_PASSWORD, password: NEW_PASSWORD });
    expect(result.data).toEqual({ changePassword: true });
    expect(client.cookies.has('sid')).toBe(false);
    await expectSignedOut(clientWithCookie(testApp, token));
    await expectSignedOut(otherDevice);
    expect(await workingPassword(user.email)).toEqual({ old: false, new: true });
  });

  it('is refused to an account that has no password of ours, and its profile says so', async () => {
    const { user } = await buildUser(testApp.running.app.db, { passwordHash: null });
    const session = await createSession(testApp.running.app.db, user.id, testApp.running.app.config.session);
    const client = clientWithCookie(testApp, session.token);
    const profile = await client.graphql<{ profile: { canChangePassword: boolean } }>(
      '{ profile { canChangePassword } }',
    );
    expect(profile.data?.profile.canChangePassword).toBe(false);
    const result = await client.graphql(CHANGE, { oldPassword: TEST_PASSWORD, password: NEW_PASSWORD });
    expect(result.status).toBe(403);
    expect(result.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.forbidden);
    await expectSignedInAs(client, user.email);
  });
});
