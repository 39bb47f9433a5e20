import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { CSRF_HEADER } from '@shortlist/domain';
import ExcelJS from 'exceljs';
import { ANSWERING_PROJECT } from '../support/answering.js';
import { graphql } from '../support/graphql.js';
import { REST_ROUTES, type RestRoute } from '../support/rest-routes.js';
import { signInByApi } from '../support/session.js';

/**
 * Every REST and download route once, on the server bundle as `npm start` runs it (serve.ts: second start, from V8's
 * code cache). A route that works on the TypeScript sources but fails in the bundle (a module the bundle cannot load,
 * a file it cannot find) answers 500 here. Calls that would change the demo data are made where the server refuses
 * them before acting; the refusal still runs the route's code in the bundle.
 */
const PUBLISHED_PROJECT = 'Benefits Broker RFP 2026 — Published';
const csrf = { [CSRF_HEADER]: '1' };

interface Sessions {
  visitor: APIRequestContext;
  broker: APIRequestContext;
  owner: APIRequestContext;
  supplier: APIRequestContext;
  administrator: APIRequestContext;
}

async function projectId(context: APIRequestContext, name: string) {
  const { projects } = await graphql<{ projects: { results: Array<{ id: string; name: string }> } }>(
    context,
    'query Projects($keyword: String) { projects(filter: { keyword: $keyword }) { results { id name } } }',
    { keyword: name },
  );
  const id = projects.results.find((project) => project.name === name)?.id;
  if (!id) throw new Error(`No demo project '${name}'`);
  return id;
}

/** The demo supplier's participation (project product) in the RFP awaiting answers. */
async function supplierParticipation(supplier: APIRequestContext, project: string) {
  const { supplierProject } = await graphql<{ supplierProject: { products: Array<{ id: string }> } }>(
    supplier,
    'query Participation($id: ID!) { supplierProject(id: $id) { products { id } } }',
    { id: project },
  );
  const id = supplierProject.products[0]?.id;
  if (!id) throw new Error('The demo supplier has no participation in the RFP awaiting answers');
  return id;
}

async function expectError(response: APIResponse, status: number) {
  expect(response.status(), await response.text()).toBe(status);
  const body = (await response.json()) as { message?: string; code?: string };
  expect(body.message).toEqual(expect.any(String));
  expect(body.code).toEqual(expect.any(String));
}

/** A download that opens as a spreadsheet whose first sheet's first row holds `header`. */
async function expectSpreadsheet(response: APIResponse, header: string) {
  expect(response.status(), await response.text()).toBe(200);
  expect(response.headers()['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await response.body()) as unknown as ArrayBuffer);
  const firstRow = workbook.worksheets[0]?.getRow(1).values;
  expect(JSON.stringify(firstRow)).toContain(header);
}

type Check = (sessions: Sessions) => Promise<void>;

const CHECKS: Record<RestRoute, Check> = {
  'POST /api/login': async ({ visitor }) => {
    const response = await visitor.post('/api/login', {
      headers: csrf,
      data: { email: 'nobody@example.com', password: 'not-the-password' },
    });
    await expectError(response, 401);
  },
  'POST /api/login/restore-password': async ({ visitor }) => {
    const response = await visitor.post('/api/login/restore-password', {
      headers: csrf,
      data: { email: 'nobody@example.com' },
    });
    expect(await response.json()).toEqual({ ok: true });
  },
  'POST /api/login/reset-password': async ({ visitor }) => {
    const response = await visitor.post('/api/login/reset-password', {
      headers: csrf,
      data: { hash: 'not-a-reset-link', password: 'Another#Password1', confirmPassword: 'Another#Password1' },
    });
    await expectError(response, 400);
  },
  'POST /api/logout': async ({ visitor }) => {
    const response = await visitor.post('/api/logout', { headers: csrf });
    expect(await response.json()).toEqual({ ok: true });
  },
  'POST /api/register': async ({ visitor }) => {
    await expectError(await visitor.post('/api/register', { headers: csrf, data: { email: 'not an e-mail' } }), 400);
  },
  'POST /api/register/confirm-email': async ({ visitor }) => {
    const response = await visitor.post('/api/register/confirm-email', {
      headers: csrf,
      data: { hash: 'not-a-link' },
    });
    await expectError(response, 400);
  },
  'POST /api/register/send-confirm-email': async ({ visitor }) => {
    const response = await visitor.post('/api/register/send-confirm-email', {
      headers: csrf,
      data: { email: 'nobody@example.com' },
    });
    expect(await response.json()).toEqual({ ok: true });
  },
  'GET /api/register/invitation/:token': async ({ visitor }) => {
    await expectError(await visitor.get('/api/register/invitation/not-an-invitation'), 404);
  },
  'GET /api/clients/search': async ({ broker }) => {
    const response = await broker.get('/api/clients/search?q=Contoso');
    const body = (await response.json()) as { items: Array<{ title: string }> };
    expect(body.items.map((client) => client.title)).toContain('Contoso Manufacturing');
  },
  'POST /api/contact-demo': async ({ visitor }) => {
    await expectError(await visitor.post('/api/contact-demo', { headers: csrf, data: { firstName: '' } }), 400);
  },
  'POST /api/contact-us': async ({ visitor }) => {
    await expectError(await visitor.post('/api/contact-us', { headers: csrf, data: { message: 'short' } }), 400);
  },
  'POST /api/file/upload': async ({ broker }) => {
    const uploaded = await uploadNote(broker);
    expect(uploaded.filename).toBe('smoke-note.txt');
  },
  'GET /api/file/:id': async ({ broker }) => {
    const { url } = await uploadNote(broker);
    const response = await broker.get(url);
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe(NOTE);
  },
  // The export needs Manage Brokers: the administrator, on behalf of the demo broker (a navigation sends no header).
  'GET /api/projects/:projectId/suppliers.xlsx': async ({ owner, administrator }) => {
    const project = await projectId(owner, PUBLISHED_PROJECT);
    const { companies } = await graphql<{ companies: { results: Array<{ id: string; name: string }> } }>(
      administrator,
      'query Brokers { companies(filter: { kind: BROKER }, pagination: { pageSize: 100 }) { results { id name } } }',
      {},
    );
    const northwind = companies.results.find((company) => company.name === 'Northwind Brokerage')?.id;
    const response = await administrator.get(`/api/projects/${project}/suppliers.xlsx?onBehalfOf=${northwind}`);
    await expectSpreadsheet(response, 'Supplier');
  },
  'GET /api/projects/:projectId/products/:productId/answers.xlsx': async ({ supplier }) => {
    const project = await projectId(supplier, ANSWERING_PROJECT);
    const product = await supplierParticipation(supplier, project);
    await expectSpreadsheet(
      await supplier.get(`/api/projects/${project}/products/${product}/answers.xlsx`),
      'Question',
    );
  },
  'GET /api/projects/:projectId/products/:productId/vendor-report.xlsx': async ({ supplier }) => {
    const project = await projectId(supplier, ANSWERING_PROJECT);
    const product = await supplierParticipation(supplier, project);
    const response = await supplier.get(`/api/projects/${project}/products/${product}/vendor-report.xlsx`);
    await expectSpreadsheet(response, 'Vendor Report');
  },
  'GET /api/reports/:id/file': async ({ visitor, broker }) => {
    // A report's file is made by a job (tests/reports.spec.ts downloads one); no report answers 404, signed out 401.
    const unknown = '/api/reports/00000000-0000-4000-8000-000000000000/file';
    await expectError(await visitor.get(unknown), 401);
    await expectError(await broker.get(unknown), 404);
  },
  'GET /api/projects/:projectId/ocds.json': async ({ broker, owner }) => {
    // The project's owner (the demo project manager) downloads it; the company administrator does not own it.
    const project = await projectId(broker, ANSWERING_PROJECT);
    const response = await broker.get(`/api/projects/${project}/ocds.json`);
    expect(response.status(), await response.text()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const body = (await response.json()) as { version: string; releases: Array<{ tender: { title: string } }> };
    expect(body.version).toBe('1.1');
    expect(body.releases[0]?.tender.title).toBe(ANSWERING_PROJECT);
    await expectError(await owner.get(`/api/projects/${project}/ocds.json`), 403);
  },
  'GET /api/audit-trail.csv': async ({ owner, broker }) => {
    // The company administrator downloads the company's trail, their own sign-in in it; a project manager may not.
    const response = await owner.get('/api/audit-trail.csv');
    expect(response.status(), await response.text()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/csv');
    expect(await response.text()).toContain('owner@northwind.example');
    await expectError(await broker.get('/api/audit-trail.csv'), 403);
  },
  'GET /api/company-export.zip': async ({ owner, visitor }) => {
    // Only a terminated company's administrators export (the demo terminates none); signed out is refused.
    await expectError(await owner.get('/api/company-export.zip'), 403);
    await expectError(await visitor.get('/api/company-export.zip'), 401);
  },
  'GET /api/graphql': async ({ visitor }) => {
    expect(await (await visitor.get('/api/graphql?query=%7B__typename%7D')).json()).toEqual({
      data: { __typename: 'Query' },
    });
  },
  'POST /api/graphql': async ({ broker }) => {
    const { profile } = await graphql<{ profile: { email: string } }>(broker, 'query { profile { email } }', {});
    expect(profile.email).toBe('pm@northwind.example');
  },
  // Cancelling or replacing the demo company's plan would change what later journeys meet: refused signed out.
  'DELETE /api/subscription': async ({ visitor }) => {
    await expectError(await visitor.delete('/api/subscription', { headers: csrf }), 401);
  },
  'GET /api/subscription/metadata': async ({ owner }) => {
    const body = (await (await owner.get('/api/subscription/metadata')).json()) as { subscription: unknown };
    expect(body.subscription).toBeTruthy();
  },
  'POST /api/subscription/free': async ({ visitor }) => {
    await expectError(await visitor.post('/api/subscription/free', { headers: csrf }), 401);
  },
  // The journeys run without STRIPE_SECRET_KEY: card payments are off, and the Stripe routes say so.
  'POST /api/stripe/create-checkout-session': async ({ owner }) => {
    const response = await owner.post('/api/stripe/create-checkout-session', {
      headers: csrf,
      data: { priceId: 'price_x', customerEmail: 'owner@northwind.example', successUrl: '/', cancelUrl: '/' },
    });
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
  },
  'POST /api/stripe/create-portal-session': async ({ owner }) => {
    const response = await owner.post('/api/stripe/create-portal-session', { headers: csrf, data: {} });
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
  },
  'POST /api/stripe/webhook': async ({ visitor }) => {
    const response = await visitor.post('/api/stripe/webhook', { data: { type: 'checkout.session.completed' } });
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
  },
  'GET /assets/templates/invite_suppliers.xlsx': async ({ visitor }) => {
    await expectSpreadsheet(await visitor.get('/assets/templates/invite_suppliers.xlsx'), 'Supplier Title');
  },
  'GET /assets/templates/import_questions.xlsx': async ({ visitor }) => {
    await expectSpreadsheet(await visitor.get('/assets/templates/import_questions.xlsx'), 'Question');
  },
};

const NOTE = 'A note uploaded by the smoke journey.';

async function uploadNote(context: APIRequestContext) {
  const response = await context.post('/api/file/upload', {
    headers: csrf,
    multipart: { file0: { name: 'smoke-note.txt', mimeType: 'text/plain', buffer: Buffer.from(NOTE) } },
  });
  expect(response.status(), await response.text()).toBe(200);
  const [file] = (await response.json()) as Array<{ filename: string; url: string }>;
  if (!file) throw new Error('The upload answered no file');
  return file;
}

test('every REST and download route answers on the built server', async ({ playwright, baseURL }) => {
  const context = () => playwright.request.newContext({ baseURL });
  const sessions: Sessions = {
    visitor: await context(),
    broker: await signInByApi(await context(), 'pm@northwind.example'),
    owner: await signInByApi(await context(), 'owner@northwind.example'),
    supplier: await signInByApi(await context(), 'supplier@acme.example'),
    administrator: await signInByApi(await context(), 'admin@shortlist.local'),
  };
  for (const route of REST_ROUTES) {
    await test.step(route, () => CHECKS[route](sessions));
  }
  // The dev mailbox shows every mail's links: a production build never serves it.
  expect((await sessions.visitor.get('/dev/mailbox')).status()).toBe(404);
});
