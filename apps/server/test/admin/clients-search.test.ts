import { ERROR_CODES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { domainOf } from '../../src/modules/admin/index.js';
import { buildCompany } from '../support/factories.js';
import { buildSignedInUser } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { buildClient } from './admin-support.js';

const testApp = useTestApp();

const db = () => testApp.running.app.db;

type SearchAnswer = { items: Array<{ id: string; title: string; description: string; domain: string }>; total: number };

describe('GET /api/clients/search', () => {
  it('answers 401 to a visitor', async () => {
    const result = await testApp.client().get('/api/clients/search?q=a');
    expect(result.status).toBe(401);
    expect(result.body).toMatchObject({ code: ERROR_CODES.unauthenticated });
  });

  it("finds the signed-in user's company clients by name, in the search shape, paged", async () => {
    const company = await buildCompany(db(), { kind: 'BROKER' });
    // Any signed-in buy-side user may search (project forms pick a client); no privilege is needed.
    const { client } = await buildSignedInUser(testApp, { companyId: company.id });
    const contoso = await buildClient(db(), company.id, {
      name: 'Contoso Manufacturing',
      website: 'https://www.contoso.example/about',
      description: 'Industrial',
    });
    const fabrikam = await buildClient(db(), company.id, { name: 'Fabrikam', website: 'http://fabrikam.example' });
    await buildClient(db(), company.id, { name: 'Tailspin', website: 'https://tailspin.example' });
    await buildClient(db(), (await buildCompany(db())).id, { name: 'Contoso Elsewhere' });

    const found = await client.get<SearchAnswer>('/api/clients/search?q=contoso');
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      items: [{ id: contoso.id, title: 'Contoso Manufacturing', description: 'Industrial', domain: 'contoso.example' }],
      total: 1,
    });

    const paged = await client.get<SearchAnswer>('/api/clients/search?page=1&pageSize=2');
    expect(paged.body.total).toBe(3);
    expect(paged.body.items.map((item) => item.title)).toEqual(['Contoso Manufacturing', 'Fabrikam']);
    const second = await client.get<SearchAnswer>('/api/clients/search?page=2&pageSize=2');
    expect(second.body.items.map((item) => item.title)).toEqual(['Tailspin']);
    expect((await client.get<SearchAnswer>('/api/clients/search?q=FABRIK')).body.items[0]?.id).toBe(fabrikam.id);
  });

  it('refuses a bad page or page size with 400', async () => {
    const { client } = await buildSignedInUser(testApp);
    for (const query of ['page=0', 'pageSize=0', 'pageSize=10001', 'page=abc']) {
      const result = await client.get(`/api/clients/search?${query}`);
      expect(result.status, query).toBe(400);
      expect(result.body).toMatchObject({ code: ERROR_CODES.badUserInput });
    }
  });

  it('answers 403 to a supplier', async () => {
    const supplier = await buildCompany(db(), { kind: 'SUPPLIER' });
    const { client } = await buildSignedInUser(testApp, { companyId: supplier.id, type: 'SUPPLIER' });
    expect((await client.get('/api/clients/search')).status).toBe(403);
  });
});

describe('domainOf', () => {
  it.each([
    ['https://www.contoso.example/about', 'contoso.example'],
    ['http://WWW.Fabrikam.example', 'fabrikam.example'],
    ['https://shop.tailspin.example:8443/x?y', 'shop.tailspin.example'],
    ['not a url', ''],
  ])('%s → %s', (website, domain) => {
    expect(domainOf(website)).toBe(domain);
  });
});
