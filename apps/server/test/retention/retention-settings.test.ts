import { DEFAULT_RETENTION, PRIVILEGES, RETENTION_TEXTS } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../support/graphql-results.js';
import { buildSignedInAdmin } from '../support/on-behalf.js';
import { buildSignedInUser, expectBadInput, expectForbidden } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { SETTINGS, UPDATE } from './retention-support.js';

const app = useTestApp();

describe('Retention settings', () => {
  it('start at the promised defaults and save whole months at or above each minimum', async () => {
    const admin = await buildSignedInAdmin(app);
    expect(dataOf(await admin.client.graphql(SETTINGS))).toEqual({ retentionSettings: DEFAULT_RETENTION });
    const periods = { projectMonths: 0, accountMonths: 12, analyticsMonths: 1, auditMonths: 36 };
    expect(dataOf(await admin.client.graphql(UPDATE, { input: periods }))).toEqual({
      updateRetentionSettings: periods,
    });
    expect(dataOf(await admin.client.graphql(SETTINGS))).toEqual({ retentionSettings: periods });
    await admin.client.graphql(UPDATE, { input: DEFAULT_RETENTION });
  });

  it('refuses each bad value with its message and changes nothing', async () => {
    const admin = await buildSignedInAdmin(app);
    const cases: [Record<string, number>, string, string][] = [
      [{ projectMonths: -1 }, 'projectMonths', RETENTION_TEXTS.projectMin],
      [{ accountMonths: 11 }, 'accountMonths', RETENTION_TEXTS.accountMin],
      [{ analyticsMonths: 0 }, 'analyticsMonths', RETENTION_TEXTS.analyticsMin],
      [{ auditMonths: 35 }, 'auditMonths', RETENTION_TEXTS.auditMin],
      [{ auditMonths: 1201 }, 'auditMonths', RETENTION_TEXTS.tooLong],
    ];
    for (const [change, field, message] of cases) {
      const result = await admin.client.graphql(UPDATE, { input: { ...DEFAULT_RETENTION, ...change } });
      expectBadInput(result, message, { [field]: message });
    }
    // A fraction is not an Int: GraphQL refuses it before the resolver.
    const fraction = await admin.client.graphql(UPDATE, { input: { ...DEFAULT_RETENTION, projectMonths: 1.5 } });
    expect(fraction.errors?.length).toBe(1);
    expect(dataOf(await admin.client.graphql(SETTINGS))).toEqual({ retentionSettings: DEFAULT_RETENTION });
  });

  it('refuses the settings to anyone but a platform administrator', async () => {
    const companyAdmin = await buildSignedInUser(app, { privileges: [...PRIVILEGES] });
    expectForbidden(await companyAdmin.client.graphql(SETTINGS));
    expectForbidden(await companyAdmin.client.graphql(UPDATE, { input: DEFAULT_RETENTION }));
  });
});
