import { CSRF_HEADER, ERROR_CODES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { buildSignedInUser, expectSignedInAs } from '../support/sessions.js';
import { cookieHeaderOf } from '../support/socket.js';
import { useTestApp } from '../support/test-app.js';

const PARTNER = 'http://partner.example';
const ATTACKER = 'http://127.0.0.1:9999';
const testApp = useTestApp({ corsOrigins: [PARTNER] });

const CHANGE_PHONE = `mutation { updateProfileSettings(phoneNumber: "0000", contrastMode: false, projectStatusUpdate: true,
  newNotification: true, newFaqQuestion: true) { phoneNumber } }`;

async function victim() {
  const signedIn = await buildSignedInUser(testApp);
  const phoneNumber = async () => {
    const [row] = await testApp.running.app.db.select().from(users).where(eq(users.id, signedIn.user.id));
    return row?.phoneNumber ?? null;
  };
  return { ...signedIn, cookie: cookieHeaderOf(signedIn.client), phoneNumber };
}

/** A request as a browser sends it from a page: with the user's cookie and the page's Origin. */
const send = (
  cookie: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: BodyInit },
) => fetch(`${testApp.baseUrl}${path}`, { ...init, headers: { cookie, ...init.headers } });

describe('Cross-site requests', () => {
  it('refuses a GraphQL mutation without the CSRF header, even from a plain form, and changes nothing', async () => {
    const user = await victim();
    const before = await user.phoneNumber();
    const asJson = await send(user.cookie, '/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ATTACKER },
      body: JSON.stringify({ query: CHANGE_PHONE }),
    });
    expect(asJson.status).toBe(403);
    expect(await asJson.json()).toMatchObject({ code: ERROR_CODES.crossSiteRequest });

    const form = new FormData();
    form.set('operations', JSON.stringify({ query: CHANGE_PHONE }));
    form.set('map', '{}');
    const asForm = await send(user.cookie, '/api/graphql', {
      method: 'POST',
      headers: { origin: ATTACKER },
      body: form,
    });
    expect(asForm.status).toBe(403);
    expect(await user.phoneNumber()).toBe(before);
  });

  it('refuses a request from another origin even when it carries the header', async () => {
    const user = await victim();
    const result = await send(user.cookie, '/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ATTACKER, [CSRF_HEADER]: '1' },
      body: JSON.stringify({ query: CHANGE_PHONE }),
    });
    expect(result.status).toBe(403);
    expect(await user.phoneNumber()).not.toBe('0000');
  });

  it('accepts only JSON bodies for GraphQL and state-changing REST routes', async () => {
    const user = await victim();
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: CHANGE_PHONE }));
    form.set('map', '{}');
    const multipart = await send(user.cookie, '/api/graphql', {
      method: 'POST',
      headers: { [CSRF_HEADER]: '1' },
      body: form,
    });
    expect(multipart.status).toBe(415);
    const plainText = await send(user.cookie, '/api/login', {
      method: 'POST',
      headers: { [CSRF_HEADER]: '1', 'content-type': 'text/plain' },
      body: JSON.stringify({ email: user.user.email, password: 'x' }),
    });
    expect(plainText.status).toBe(415);
    expect(await plainText.json()).toMatchObject({ code: ERROR_CODES.unsupportedMediaType });
    expect(await user.phoneNumber()).not.toBe('0000');
  });

  it("answers the site's own pages, addressed by PUBLIC_URL or by the host they were loaded from", async () => {
    const user = await victim();
    const result = await send(user.cookie, '/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: testApp.baseUrl, [CSRF_HEADER]: '1' },
      body: JSON.stringify({ query: CHANGE_PHONE }),
    });
    expect(result.status).toBe(200);
    expect(await user.phoneNumber()).toBe('0000');
  });

  it('never reflects an Origin: only allow-listed origins get CORS headers, with a preflight', async () => {
    const user = await victim();
    const read = await send(user.cookie, '/api/graphql?query=%7Bprofile%7Bemail%7D%7D', {
      headers: { origin: ATTACKER },
    });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
    const attackerPreflight = await send('', '/api/graphql', {
      method: 'OPTIONS',
      headers: { origin: ATTACKER, 'access-control-request-method': 'POST' },
    });
    expect(attackerPreflight.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = await send('', '/api/graphql', {
      method: 'OPTIONS',
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': CSRF_HEADER,
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toContain(CSRF_HEADER);
    const partnerRead = await send(user.cookie, '/api/graphql?query=%7Bprofile%7Bemail%7D%7D', {
      headers: { origin: PARTNER },
    });
    expect(partnerRead.headers.get('access-control-allow-origin')).toBe(PARTNER);
  });

  it('signs out only through POST with the header, so another site cannot sign the user out', async () => {
    const user = await victim();
    expect((await send(user.cookie, '/api/logout', {})).status).toBe(404);
    const forged = await send(user.cookie, '/api/logout', { method: 'POST', headers: { origin: ATTACKER } });
    expect(forged.status).toBe(403);
    await expectSignedInAs(user.client, user.user.email);
    expect((await user.client.post('/api/logout', {})).status).toBe(200);
  });

  it('lets the Stripe webhook through: Stripe signs it and sends no header', async () => {
    const result = await fetch(`${testApp.baseUrl}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(result.status).not.toBe(403);
  });
});
