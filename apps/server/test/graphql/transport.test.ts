import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedback } from '../../src/db/schema/index.js';
import { ONLY_SUBSCRIPTIONS } from '../../src/http/index.js';
import { buildUser } from '../support/factories.js';
import { cookieHeaderOf, queryOverSocket as querySocket } from '../support/socket.js';
import { useTestApp } from '../support/test-app.js';

const testApp = useTestApp();

const queryOverSocket = (cookie: string, query: string) => querySocket(testApp.baseUrl, cookie, query);

describe('GraphQL transport', () => {
  it('serves only subscriptions over the websocket: queries and mutations go over HTTP, with its checks', async () => {
    const { user, password } = await buildUser(testApp.running.app.db);
    const client = testApp.client();
    await client.signIn(user.email, password);
    const cookie = cookieHeaderOf(client);
    const refusal = [expect.objectContaining({ message: ONLY_SUBSCRIPTIONS })];
    await expect(queryOverSocket(cookie, '{ profile { email } }')).rejects.toEqual(refusal);
    const mutation = 'mutation { sendFeedback(title: "Over the socket", message: "Hello") }';
    await expect(queryOverSocket(cookie, mutation)).rejects.toEqual(refusal);
    expect(await testApp.running.app.db.select().from(feedback).where(eq(feedback.userId, user.id))).toEqual([]);
  });

  it('refuses documents past the token and alias limits', async () => {
    const client = testApp.client();
    const aliases = Array.from({ length: 25 }, (_, index) => `a${index}: config { termsVersion }`).join(' ');
    const tooManyAliases = await client.graphql(`{ ${aliases} }`);
    expect(tooManyAliases.data).toBeNull();
    expect(tooManyAliases.errors?.[0]?.message).toMatch(/alias/i);
    const fields = Array.from({ length: 2500 }, () => 'termsVersion').join(' ');
    const tooManyTokens = await client.graphql(`{ config { ${fields} } }`);
    expect(tooManyTokens.errors?.[0]?.message).toMatch(/token/i);
  });

  it('applies the same limits to documents sent over the websocket', async () => {
    const aliases = Array.from({ length: 25 }, (_, index) => `a${index}: config { termsVersion }`).join(' ');
    await expect(queryOverSocket('', `{ ${aliases} }`)).rejects.toEqual([
      expect.objectContaining({ message: expect.stringMatching(/alias/i) }),
    ]);
  });

  it('refuses a mutation sent with GET, so that a link cannot change anything', async () => {
    const query = encodeURIComponent('mutation { acceptTermsAndConditions(version: "x") { id } }');
    const response = await fetch(`${testApp.baseUrl}/api/graphql?query=${query}`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    const body = (await response.json()) as { errors: Array<{ message: string; extensions?: object }> };
    expect(body.errors[0]?.message).toBe('Can only perform a mutation operation from a POST request.');
    expect(JSON.stringify(body)).not.toMatch(/"http"/);
  });

  it('refuses subscriptions over HTTP: they are served over the websocket', async () => {
    const result = await testApp
      .client()
      .post('/api/graphql', { query: 'subscription { notificationEvents { __typename } }' });
    expect(result.status).toBe(405);
  });

  it('refuses a body that is not one operation with 400', async () => {
    const client = testApp.client();
    for (const body of [[{ query: '{ __typename }' }], { query: 42 }, { query: '{ __typename }', variables: 'x' }]) {
      const result = await client.post('/api/graphql', body);
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ errors: [expect.objectContaining({ message: expect.any(String) })] });
    }
  });

  it('answers a document that does not parse with 400 to clients that accept graphql-response+json', async () => {
    const send = (accept: string) =>
      testApp.client().send('POST', '/api/graphql', {
        body: JSON.stringify({ query: '{ config {' }),
        headers: { accept, 'content-type': 'application/json' },
      });
    expect((await send('application/graphql-response+json, application/json;q=0.9')).status).toBe(400);
    expect((await send('application/json')).status).toBe(200);
  });

  it('hides field suggestions, which would map the schema that introspection hides', async () => {
    const result = await testApp.client().graphql('{ config { termVersion } }');
    expect(result.errors?.[0]?.message).not.toMatch(/Did you mean/);
    expect(result.errors?.[0]?.message).toMatch(/Cannot query field "termVersion"/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const result = await testApp.client().get('/api/nothing-here');
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ code: 'NOT_FOUND' });
  });
});
