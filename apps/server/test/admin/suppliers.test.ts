import { describe, expect, it } from 'vitest';
import { vendorProfiles } from '../../src/db/schema/index.js';
import { buildCompany } from '../support/factories.js';
import { buildSignedInAdmin } from '../support/on-behalf.js';
import { buildSignedInUser, expectForbidden, expectUnauthenticated } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const testApp = useTestApp();

const db = () => testApp.running.app.db;

const LIST = `query Suppliers($pagination: PageInput) {
  adminSuppliers(pagination: $pagination) { total page pageSize results { id companyName contactName email phone } }
}`;
type Row = { id: string; companyName: string; contactName: string; email: string; phone: string };
type ListAnswer = { adminSuppliers: { total: number; results: Row[] } };

async function supplier(name: string, profile?: { contactName: string; email: string; phone: string }) {
  const company = await buildCompany(db(), { kind: 'SUPPLIER', name });
  if (profile)
    await db()
      .insert(vendorProfiles)
      .values({ ...profile, companyId: company.id });
  return company;
}

describe('adminSuppliers', () => {
  it('refuses a visitor and a user without MANAGE_BROKERS', async () => {
    expectUnauthenticated(await testApp.client().graphql(LIST));
    const { client } = await buildSignedInUser(testApp, { privileges: ['MANAGE_CLIENTS', 'MANAGE_USERS'] });
    expectForbidden(await client.graphql(LIST));
  });

  it('refuses a broker company administrator (Manage All Projects without Manage Brokers)', async () => {
    const { client } = await buildSignedInUser(testApp, {
      privileges: ['MANAGE_ALL_PROJECTS', 'MANAGE_USERS', 'MANAGE_CLIENTS', 'REVIEW_TEMPLATES'],
    });
    const result = await client.graphql(LIST);
    expectForbidden(result);
    expect(result.data).toBeNull();
  });

  it('lists supplier companies with their contact, by name ascending by default, with search, sort and paging', async () => {
    const umbrella = await supplier('Umbrella Supplies', {
      contactName: 'Uma',
      email: 'uma@umbrella.example',
      phone: '3',
    });
    const acme = await supplier('Acme Vendors', { contactName: 'Zed', email: 'zed@acme.example', phone: '1' });
    const bare = await supplier('Bare Supplier');
    await buildCompany(db(), { kind: 'BROKER', name: 'Not A Supplier' });
    const { client } = await buildSignedInAdmin(testApp);
    const list = async (pagination?: Record<string, unknown>) => {
      const result = await client.graphql<ListAnswer>(LIST, { pagination });
      expect(result.errors).toBeUndefined();
      return result.data?.adminSuppliers;
    };
    expect(await list()).toEqual({
      total: 3,
      page: 1,
      pageSize: 10,
      results: [
        { id: acme.id, companyName: 'Acme Vendors', contactName: 'Zed', email: 'zed@acme.example', phone: '1' },
        { id: bare.id, companyName: 'Bare Supplier', contactName: '', email: '', phone: '' },
        {
          id: umbrella.id,
          companyName: 'Umbrella Supplies',
          contactName: 'Uma',
          email: 'uma@umbrella.example',
          phone: '3',
        },
      ],
    });
    const names = async (pagination: Record<string, unknown>) =>
      (await list(pagination))?.results.map((row) => row.companyName);
    // A supplier without a profile has no contact; PostgreSQL puts it first when sorting descending.
    expect(await names({ sort: { field: 'contactName', direction: 'DESC' } })).toEqual([
      'Bare Supplier',
      'Acme Vendors',
      'Umbrella Supplies',
    ]);
    expect(await names({ sort: { field: 'email', direction: 'ASC' } })).toEqual([
      'Umbrella Supplies',
      'Acme Vendors',
      'Bare Supplier',
    ]);
    expect(await names({ sort: { field: 'companyName', direction: 'DESC' }, page: 2, pageSize: 2 })).toEqual([
      'Acme Vendors',
    ]);
    expect(await names({ keyword: 'UMBRELLA' })).toEqual(['Umbrella Supplies']);
    expect(await names({ keyword: 'zed@' })).toEqual(['Acme Vendors']);
    expect(await names({ keyword: 'bare' })).toEqual(['Bare Supplier']);
  });

  it('is for platform administrators: a broker user holding MANAGE_BROKERS is refused too', async () => {
    const { client } = await buildSignedInUser(testApp, { privileges: ['MANAGE_BROKERS'] });
    expectForbidden(await client.graphql(LIST));
  });
});
