import { CSRF_HEADER, DEFAULT_COMPANY_SETTINGS, PRIVILEGES } from '@shortlist/domain';
import type { Database } from '../../src/db/client.js';
import { buildCompany } from './factories.js';
import type { GraphQLResult, HttpClient } from './http-client.js';
import { buildSignedInUser } from './sessions.js';
import type { TestApp } from './test-app.js';

/** A signed-in platform administrator (type ADMIN in a PLATFORM company, every privilege). */
export async function buildSignedInAdmin(testApp: TestApp) {
  const platform = await buildCompany(testApp.running.app.db, { kind: 'PLATFORM' });
  return buildSignedInUser(testApp, { type: 'ADMIN', companyId: platform.id, privileges: [...PRIVILEGES] });
}

/** A broker company whose administrators may act on its behalf (or not, with `allow: false`). */
export function buildBrokerCompany(db: Database, options: { allowOnBehalf?: boolean; name?: string } = {}) {
  return buildCompany(db, {
    kind: 'BROKER',
    ...(options.name ? { name: options.name } : {}),
    settings: { ...DEFAULT_COMPANY_SETTINGS, enableAuthOnBehalf: options.allowOnBehalf ?? false },
  });
}

/** Sends a request with the client's session cookie and the `x-on-behalf-of` header naming the company. */
async function onBehalfFetch(testApp: TestApp, client: HttpClient, companyId: string, path: string, init: RequestInit) {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${testApp.baseUrl}${path}`, {
    ...init,
    headers: { ...init.headers, cookie, 'x-on-behalf-of': companyId, [CSRF_HEADER]: '1' },
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null };
}

/** A GraphQL request made while acting on behalf of the company. */
export async function graphqlOnBehalf<Data = Record<string, unknown>>(
  testApp: TestApp,
  client: HttpClient,
  companyId: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GraphQLResult<Data> & { body: Record<string, unknown> | null }> {
  const { status, body } = await onBehalfFetch(testApp, client, companyId, '/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status,
    body,
    data: (body?.data as Data | undefined) ?? null,
    errors: body?.errors as GraphQLResult['errors'],
  };
}

/** A REST GET made while acting on behalf of the company. */
export function getOnBehalf(testApp: TestApp, client: HttpClient, companyId: string, path: string) {
  return onBehalfFetch(testApp, client, companyId, path, { method: 'GET' });
}
