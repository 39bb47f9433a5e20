import { AUDIT_KINDS, MESSAGES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/core/audit/index.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { graphqlOnBehalf } from '../support/on-behalf.js';
import { expectForbidden } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { actorOf, auditScene, COMPANY_A_KINDS, ENTRIES, type EntriesData } from './audit-readers-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

const read = (client: HttpClient, filter: Record<string, unknown> = {}, pagination?: Record<string, unknown>) =>
  client.graphql<EntriesData>(ENTRIES, { filter, pagination });
const untyped = (client: HttpClient, filter: Record<string, unknown> = {}) => client.graphql(ENTRIES, { filter });
const entriesOf = async (client: HttpClient, filter: Record<string, unknown> = {}) =>
  dataOf(await read(client, filter)).auditEntries.results;

describe('Reading the audit trail', () => {
  it('shows a company administrator their company’s trail only, newest first, with who, what and the change', async () => {
    const scene = await auditScene(testApp);
    const entries = await entriesOf(scene.adminA.client);
    expect(entries.map((entry) => entry.kindLabel)).toEqual(COMPANY_A_KINDS);
    expect(entries.every((entry) => entry.companyName === 'Northbridge Brokers')).toBe(true);
    const onBehalf = entries[0];
    expect(onBehalf).toMatchObject({
      actorEmail: scene.platform.user.email,
      onBehalf: true,
      targetLabel: 'Evaluators',
      address: '203.0.113.7',
      change: 'privileges: ["READ_SCORING"] -> ["READ_SCORING","MANAGE_USERS"]',
    });
    expect(onBehalf?.actorCompanyName).toMatch(/^Company /);
    expect(entries[2]).toMatchObject({
      projectName: 'Payroll RFP',
      actorEmail: scene.owner.user.email,
      onBehalf: false,
      before: '{"weight":20}',
      after: '{"weight":35}',
      change: 'weight: 20 -> 35',
    });
    const other = await entriesOf(scene.adminB.client);
    expect(other.map((entry) => entry.kind)).toEqual(['users.invited', 'auth.signed_in']);
    // Naming the other company changes nothing for a company administrator.
    expect(await entriesOf(scene.adminB.client, { companyId: scene.companyA.id })).toHaveLength(2);
  });

  it('shows a project’s owners that project’s entries only, and refuses everyone else', async () => {
    const scene = await auditScene(testApp);
    const mine = await entriesOf(scene.owner.client, { projectId: scene.payroll.id });
    expect(mine.map((entry) => entry.kind)).toEqual(['scoring.weight_changed', 'project.status_changed']);
    expect(mine.every((entry) => entry.projectId === scene.payroll.id)).toBe(true);
    // Not an owner of this project; no project named; another company's project.
    expectForbidden(await untyped(scene.colleague.client, { projectId: scene.payroll.id }), MESSAGES.accessDenied);
    expectForbidden(await untyped(scene.owner.client), MESSAGES.accessDenied);
    const elsewhere = await auditScene(testApp);
    expectForbidden(await untyped(scene.owner.client, { projectId: elsewhere.payroll.id }), MESSAGES.accessDenied);
  });

  it('shows a platform administrator every company’s trail, or one company’s', async () => {
    const scene = await auditScene(testApp);
    const all = dataOf(await read(scene.platform.client, {}, { pageSize: 1000 })).auditEntries;
    const companies = new Set(all.results.map((entry) => entry.companyName));
    expect(companies).toContain('Northbridge Brokers');
    expect(companies).toContain('Southgate Brokers');
    const one = await entriesOf(scene.platform.client, { companyId: scene.companyB.id });
    expect(one.map((entry) => entry.kind)).toEqual(['users.invited', 'auth.signed_in']);
    // Acting on behalf of a company, the administrator reads that company's trail as its administrator would.
    const onBehalf = await graphqlOnBehalf<EntriesData>(testApp, scene.platform.client, scene.companyB.id, ENTRIES, {});
    expect(onBehalf.data?.auditEntries.total).toBe(2);
  });

  it('filters by person, project, kinds and dates, and pages', async () => {
    const scene = await auditScene(testApp);
    const client = scene.adminA.client;
    expect(await entriesOf(client, { userId: scene.owner.user.id })).toHaveLength(3);
    expect(await entriesOf(client, { projectId: scene.fleet.id })).toHaveLength(1);
    const kinds = await entriesOf(client, { kinds: ['auth.signed_in', 'roles.privileges_changed'] });
    expect(kinds.map((entry) => entry.kind)).toEqual([
      'roles.privileges_changed',
      'auth.signed_in',
      'auth.signed_in',
      'auth.signed_in',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const boundary = new Date();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await recordAudit(scene.db, actorOf(scene.adminA.user, scene.companyA.id), { kind: 'auth.signed_out' });
    expect((await entriesOf(client, { from: boundary.toISOString() })).map((entry) => entry.kind)).toEqual([
      'auth.signed_out',
    ]);
    expect(await entriesOf(client, { to: boundary.toISOString() })).toHaveLength(7);
    const page2 = dataOf(await read(client, {}, { page: 2, pageSize: 4 })).auditEntries;
    expect(page2).toMatchObject({ total: 8, page: 2, pageSize: 4 });
    expect(page2.results.map((entry) => entry.kind)).toEqual([
      'project.status_changed',
      'auth.signed_in',
      'auth.signed_in',
      'auth.signed_in',
    ]);
    expect(dataOf(await read(client, {}, { page: 3, pageSize: 4 })).auditEntries).toMatchObject({
      total: 8,
      results: [],
    });
    expect(Object.keys(AUDIT_KINDS)).toContain('auth.signed_out');
  });

  it('offers the people and projects of the readable trail as filter choices', async () => {
    const scene = await auditScene(testApp);
    const result = await scene.adminA.client.graphql<{
      auditChoices: { people: Array<{ email: string }>; projects: Array<{ name: string }> };
    }>('query { auditChoices { people { id email } projects { id name } } }');
    const choices = dataOf(result).auditChoices;
    expect(choices.projects.map((project) => project.name)).toEqual(['Fleet RFP', 'Payroll RFP']);
    expect(choices.people.map((person) => person.email).sort()).toEqual(
      [scene.adminA.user.email, scene.owner.user.email, scene.colleague.user.email, scene.platform.user.email].sort(),
    );
  });
});
