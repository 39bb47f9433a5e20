import { describe, expect, it } from 'vitest';
import { buildUser } from '../support/factories.js';
import { cookieHeaderOf, queryOverSocket as querySocket } from '../support/socket.js';
import { useTestApp } from '../support/test-app.js';

const testApp = useTestApp();

const queryOverSocket = (cookie: string, query: string) => querySocket(testApp.baseUrl, cookie, query);

describe('GraphQL transport', () => {
  it('answers queries over the websocket as the user of the session cookie', async () => {
    const { user, password } = await buildUser(testApp.running.app.db);
    const client = testApp.client();
    await client.signIn(user.email, password);
    const cookie = cookieHeaderOf(client);
    const signedIn = await queryOverSocket(cookie, '{ profile { email } }');
    expect(signedIn.data).toEqual({ profile: { email: user.email } });
    const anonymous = await queryOverSocket('', '{ profile { email } }');
    expect(anonymous.data).toEqual({ profile: null });
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

  it('answers unknown API paths with a JSON 404', async () => {
    const result = await testApp.client().get('/api/nothing-here');
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ code: 'NOT_FOUND' });
  });
});
