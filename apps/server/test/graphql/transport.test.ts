import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildUser } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

/** Runs one query over graphql-ws on /api/graphql, sending the given cookie with the upgrade request. */
function queryOverSocket(cookie: string, query: string) {
  const url = `${testApp.baseUrl.replace('http', 'ws')}/api/graphql`;
  const client = createClient({
    url,
    lazy: true,
    retryAttempts: 0,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    },
  });
  return new Promise<{ data?: unknown; errors?: unknown }>((resolve, reject) => {
    let result: { data?: unknown; errors?: unknown } = {};
    client.subscribe(
      { query },
      {
        next: (value) => {
          result = value as typeof result;
        },
        error: reject,
        complete: () => {
          void client.dispose();
          resolve(result);
        },
      },
    );
  });
}

describe('GraphQL transport', () => {
  it('answers queries over the websocket as the user of the session cookie', async () => {
    const { user, password } = await buildUser(testApp.running.app.db);
    const client = testApp.client();
    await client.signIn(user.email, password);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
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
