import type { buildUser } from '../support/factories.js';
import { buildSignedInUser } from '../support/sessions.js';
import type { TestApp } from '../support/test-app.js';

/** A signed-in user of a company, by default with MANAGE_USERS. */
export function buildManager(testApp: TestApp, companyId?: string, overrides: Parameters<typeof buildUser>[1] = {}) {
  return buildSignedInUser(testApp, {
    ...(companyId ? { companyId } : {}),
    privileges: ['MANAGE_USERS'],
    ...overrides,
  });
}
