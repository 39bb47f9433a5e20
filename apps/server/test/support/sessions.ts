import { ERROR_CODES } from '@shortlist/domain';
import { expect } from 'vitest';
import { buildUser, TEST_PASSWORD } from './factories.js';
import type { GraphQLResult, HttpClient } from './http-client.js';
import type { TestApp } from './test-app.js';

/** A mutation that only a signed-in user may call. */
export const SIGNED_IN_ONLY_MUTATION = 'mutation { sendFeedback(title: "Session check", message: "Still signed in?") }';

/** A new client signed in as the account; the test fails when the sign-in is refused. */
export async function signedInClient(testApp: TestApp, email: string, password = TEST_PASSWORD): Promise<HttpClient> {
  const client = testApp.client();
  const result = await client.signIn(email, password);
  expect(result.status, `signing in as ${email}`).toBe(200);
  return client;
}

/** A second browser that presents a copy of a session cookie, e.g. one kept from before the session ended. */
export function clientWithCookie(testApp: TestApp, token: string): HttpClient {
  const client = testApp.client();
  client.cookies.set('sid', token);
  return client;
}

export function expectUnauthenticated(result: GraphQLResult) {
  expect(result.status).toBe(401);
  expect(result.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.unauthenticated);
}

/** The client's session no longer works: it sees no profile, and an action that needs a session answers 401. */
export async function expectSignedOut(client: HttpClient) {
  expect((await client.graphql('{ profile { id } }')).data).toEqual({ profile: null });
  expectUnauthenticated(await client.graphql(SIGNED_IN_ONLY_MUTATION));
}

/** The client's session works: it sees its own profile. */
export async function expectSignedInAs(client: HttpClient, email: string) {
  expect((await client.graphql('{ profile { email } }')).data).toEqual({ profile: { email } });
}

/** Which of the named passwords sign the account in now, e.g. { old: false, new: true }. */
export async function passwordsThatWork<Name extends string>(
  testApp: TestApp,
  email: string,
  passwords: Record<Name, string>,
): Promise<Record<Name, boolean>> {
  const entries = Object.entries<string>(passwords);
  const results = await Promise.all(
    entries.map(async ([name, password]) => [name, (await testApp.client().signIn(email, password)).status === 200]),
  );
  return Object.fromEntries(results) as Record<Name, boolean>;
}

/** A new active user (see buildUser), signed in through the sign-in route. */
export async function buildSignedInUser(testApp: TestApp, overrides: Parameters<typeof buildUser>[1] = {}) {
  const built = await buildUser(testApp.running.app.db, overrides);
  return { ...built, client: await signedInClient(testApp, built.user.email) };
}

/** A GraphQL answer refusing bad input with this message (and, when given, these field messages). */
export function expectBadInput(result: GraphQLResult, message: string, fields?: Record<string, string>) {
  expect(result.errors?.[0]?.message).toBe(message);
  expect(result.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.badUserInput);
  if (fields) expect(result.errors?.[0]?.extensions?.fields).toEqual(fields);
}

/** A GraphQL answer refusing the viewer with 403 (and, when given, this message). */
export function expectForbidden(result: GraphQLResult, message?: string) {
  expect(result.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.forbidden);
  expect(result.status).toBe(403);
  if (message) expect(result.errors?.[0]?.message).toBe(message);
}

/** A GraphQL answer that the record is not there (or not the viewer's to see): '<what> not found'. */
export function expectNotFound(result: GraphQLResult, what: string) {
  expect(result.errors?.[0]?.message).toBe(`${what} not found`);
  expect(result.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.notFound);
}
