import { PRIVILEGES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { contactSubmissions } from '../../src/db/schema/index.js';
import { buildBrokerCompany, buildSignedInAdmin } from '../support/on-behalf.js';
import { buildSignedInUser, expectForbidden, expectUnauthenticated } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const testApp = useTestApp();

const LIST = `query ContactSubmissions($pagination: PageInput) {
  contactSubmissions(pagination: $pagination) {
    total page pageSize
    results { kind firstName lastName email company companySize phone message createdAt }
  }
}`;

interface ListData {
  contactSubmissions: { total: number; results: { lastName: string; kind: string; company: string | null }[] };
}

async function insertSubmissions(count: number) {
  const start = Date.UTC(2026, 0, 1);
  await testApp.running.app.db.insert(contactSubmissions).values(
    Array.from({ length: count }, (_, index) => ({
      kind: index % 2 === 0 ? ('DEMO' as const) : ('CONTACT' as const),
      firstName: 'Visitor',
      lastName: `Number ${index}`,
      email: `visitor${index}@example.com`,
      company: index % 2 === 0 ? `Company ${index}` : null,
      message: 'Hello there, please call.',
      createdAt: new Date(start + index * 60_000),
    })),
  );
}

describe('contactSubmissions (administration)', () => {
  it('lists the submissions newest first, paged, with a keyword over name, e-mail and company', async () => {
    await insertSubmissions(12);
    const admin = await buildSignedInAdmin(testApp);
    const first = await admin.client.graphql<ListData>(LIST, { pagination: { page: 1, pageSize: 5 } });
    expect(first.errors).toBeUndefined();
    expect(first.data?.contactSubmissions.total).toBe(12);
    expect(first.data?.contactSubmissions.results.map((row) => row.lastName)).toEqual([
      'Number 11',
      'Number 10',
      'Number 9',
      'Number 8',
      'Number 7',
    ]);
    const last = await admin.client.graphql<ListData>(LIST, { pagination: { page: 3, pageSize: 5 } });
    expect(last.data?.contactSubmissions.results.map((row) => row.lastName)).toEqual(['Number 1', 'Number 0']);
    const found = await admin.client.graphql<ListData>(LIST, { pagination: { keyword: 'company 4' } });
    expect(found.data?.contactSubmissions.results).toEqual([
      expect.objectContaining({ lastName: 'Number 4', kind: 'DEMO', company: 'Company 4' }),
    ]);
  });

  it('is refused to signed-out visitors and to company users, even with every privilege', async () => {
    expectUnauthenticated(await testApp.client().graphql(LIST));
    const company = await buildBrokerCompany(testApp.running.app.db);
    const broker = await buildSignedInUser(testApp, { companyId: company.id, privileges: [...PRIVILEGES] });
    expectForbidden(await broker.client.graphql(LIST));
  });
});
