import { CSRF_HEADER } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../support/factories.js';
import { type TestApp, useTestApp } from '../support/test-app.js';

const INTROSPECTION = '{ __schema { queryType { name } } }';

const graphql = (testApp: TestApp, query: string) =>
  fetch(`${testApp.baseUrl}/api/graphql?query=${encodeURIComponent(query)}`).then(
    (response) => response.json() as Promise<{ data?: unknown; errors?: { message: string }[] }>,
  );

async function signInOverProxy(testApp: TestApp, forwardedProto: string) {
  const { user } = await buildUser(testApp.running.app.db);
  return fetch(`${testApp.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', 'x-forwarded-proto': forwardedProto },
    body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
  });
}

describe('Security headers', () => {
  const testApp = useTestApp();

  it('refuses framing the same way in both headers and lets pages connect only to the site', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/graphql?query=%7B__typename%7D`);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    const connect = policy.split(';').find((directive) => directive.trim().startsWith('connect-src')) ?? '';
    expect(connect.trim().split(/\s+/)).toEqual(['connect-src', "'self'", 'ws://localhost:3000']);
  });

  it('sends no HSTS and a cookie without Secure over plain HTTP', async () => {
    const response = await signInOverProxy(testApp, 'https');
    expect(response.status).toBe(200);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
  });

  it('answers introspection outside production', async () => {
    expect(await graphql(testApp, INTROSPECTION)).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });
});

describe('Security headers behind a TLS proxy', () => {
  const testApp = useTestApp({ trustProxy: true });

  it('sends HSTS and marks the session cookie Secure when the proxy says the request came over https', async () => {
    const response = await signInOverProxy(testApp, 'https');
    expect(response.status).toBe(200);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    const plain = await signInOverProxy(testApp, 'http');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('Security headers at an https address', () => {
  const testApp = useTestApp({ publicUrl: 'https://shortlist.example' });

  it('always sends HSTS and a Secure cookie, and lets pages connect to wss on the site', async () => {
    const response = await signInOverProxy(testApp, 'http');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self' wss://shortlist.example");
  });
});

describe('Introspection in production', () => {
  const testApp = useTestApp({ introspection: false });

  it('is refused, while ordinary queries still answer', async () => {
    const refused = await graphql(testApp, INTROSPECTION);
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]?.message).toMatch(/introspection/i);
    expect(await graphql(testApp, '{ __typename config { termsVersion } }')).toMatchObject({
      data: { __typename: 'Query' },
    });
  });
});
