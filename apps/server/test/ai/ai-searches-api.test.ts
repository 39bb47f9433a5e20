import { AI_MESSAGES, BILLING_ERROR_CODES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aiSearches, projectProducts, projects } from '../../src/db/schema/index.js';
import { workAiSearchJobs } from '../../src/modules/ai/index.js';
import { createInProcessQueue } from '../../src/platform/jobs/index.js';
import { SUPPLIER_OPERATIONS } from '../suppliers/suppliers-support.js';
import { dataOf } from '../support/graphql-results.js';
import { expectBadInput } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  AI_OPS,
  aiScene,
  completionsOf,
  countersOf,
  readSearch,
  scriptedProvider,
  settledSearch,
  startSearch,
} from './ai-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

const setCount = (projectId: string, used: number) =>
  testApp.running.app.db.update(projects).set({ aiSuppliersSearchCount: used }).where(eq(projects.id, projectId));

describe('an AI supplier search is a background job (spec 2 §3 Search (AI), §7)', () => {
  it('answers PENDING at once, then SUCCESS with the suggestions as supplier rows and the starter notified', async () => {
    const scene = await aiScene(testApp, { aiSupplierSearches: 5 });
    const engine = await scriptedProvider(testApp, { held: true });
    const started = dataOf(await startSearch(scene.client, scene.project.id, 'PRODUCTS', '  payroll  ')).startAiSearch;
    expect(started).toMatchObject({ type: 'PRODUCTS', status: 'PENDING', keyword: 'payroll', products: [] });
    expect((await countersOf(testApp, scene.project.id)).PRODUCTS).toBe(1);
    expect(dataOf(await readSearch(scene.client, scene.project.id, 'PRODUCTS')).aiSearch?.status).toBe('PENDING');

    engine.release();
    const done = await settledSearch(scene.client, scene.project.id, 'PRODUCTS');
    expect(done.status).toBe('SUCCESS');
    expect(done.finishedAt).not.toBeNull();
    expect(done.products.map((row) => [row.name, row.status, row.isAdded])).toEqual([
      ['PayFlow', 'NEW', false],
      ['PayGrid', 'NEW', false],
    ]);
    const [completion] = await completionsOf(testApp, scene.user.id);
    expect(completion?.payload).toMatchObject({ subject: 'payroll', project: { id: scene.project.id } });

    // Inviting a suggestion is the existing addSuppliers with its purpose; the row then shows Preselected.
    const [first] = done.products;
    if (!first) throw new Error('No suggestion');
    const add = await scene.client.graphql(SUPPLIER_OPERATIONS.add, {
      projectId: scene.project.id,
      products: [{ id: first.id, purpose: first.purpose }],
    });
    expect(add.errors).toBeUndefined();
    const after = dataOf(await readSearch(scene.client, scene.project.id, 'PRODUCTS')).aiSearch;
    const [row] = await testApp.running.app.db
      .select()
      .from(projectProducts)
      .where(eq(projectProducts.projectId, scene.project.id));
    expect(after?.products[0]).toMatchObject({ isAdded: true, status: 'PRESELECTED', projectProductId: row?.id });
    expect(row?.purpose).toBe(first.purpose);
  });

  it('refuses a second start while one is PENDING, and a keyword shorter than 2 characters, counting nothing', async () => {
    const scene = await aiScene(testApp, { aiSupplierSearches: 5 });
    const engine = await scriptedProvider(testApp, { held: true });
    dataOf(await startSearch(scene.client, scene.project.id, 'PRODUCTS', 'payroll'));
    expectBadInput(
      await startSearch(scene.client, scene.project.id, 'PRODUCTS', 'benefits'),
      AI_MESSAGES.alreadyRunning,
    );
    expectBadInput(await startSearch(scene.client, scene.project.id, 'DISCOVERY', ' x '), AI_MESSAGES.keywordLength);
    expect(await countersOf(testApp, scene.project.id)).toEqual({ PRODUCTS: 1, QUESTIONS: 0, DISCOVERY: 0 });
    engine.release();
    expect((await settledSearch(scene.client, scene.project.id, 'PRODUCTS')).keyword).toBe('payroll');

    // Once finished, a new search replaces the results (the row keeps one per project and kind).
    const again = dataOf(await startSearch(scene.client, scene.project.id, 'PRODUCTS', 'benefits')).startAiSearch;
    expect(again.products).toEqual([]);
    expect((await settledSearch(scene.client, scene.project.id, 'PRODUCTS')).keyword).toBe('benefits');
    const rows = await testApp.running.app.db
      .select()
      .from(aiSearches)
      .where(eq(aiSearches.projectId, scene.project.id));
    expect(rows).toHaveLength(1);
    expect((await countersOf(testApp, scene.project.id)).PRODUCTS).toBe(2);
  });

  it('cancels a PENDING search: its job writes nothing and the attempt is given back', async () => {
    const scene = await aiScene(testApp, { aiSupplierSearches: 5 });
    const engine = await scriptedProvider(testApp, { held: true });
    dataOf(await startSearch(scene.client, scene.project.id, 'PRODUCTS', 'payroll'));
    const cancelled = await scene.client.graphql(AI_OPS.cancel, { projectId: scene.project.id, type: 'PRODUCTS' });
    expect(dataOf(cancelled)).toEqual({ cancelAiSearch: true });
    expect((await countersOf(testApp, scene.project.id)).PRODUCTS).toBe(0);
    engine.release();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(dataOf(await readSearch(scene.client, scene.project.id, 'PRODUCTS')).aiSearch).toBeNull();
    expect(await completionsOf(testApp, scene.user.id)).toEqual([]);
    const again = await scene.client.graphql(AI_OPS.cancel, { projectId: scene.project.id, type: 'PRODUCTS' });
    expect(dataOf(again)).toEqual({ cancelAiSearch: false });
  });

  it('runs at start a search a stopped server left PENDING (the in-process queue keeps no jobs)', async () => {
    const scene = await aiScene(testApp);
    await scriptedProvider(testApp);
    const app = testApp.running.app;
    await app.db.insert(aiSearches).values({
      projectId: scene.project.id,
      companyId: scene.company.id,
      type: 'PRODUCTS',
      keyword: 'payroll',
      createdBy: scene.user.id,
    });
    const restarted = createInProcessQueue({ error: () => undefined });
    await workAiSearchJobs(app, restarted);
    expect((await settledSearch(scene.client, scene.project.id, 'PRODUCTS')).products).toHaveLength(2);
    await restarted.stop();
  });

  it('marks a search whose engine fails FAILED, gives the attempt back and tells the starter', async () => {
    const scene = await aiScene(testApp, { aiSupplierSearches: 1 });
    await scriptedProvider(testApp, { failing: true });
    dataOf(await startSearch(scene.client, scene.project.id, 'PRODUCTS', 'payroll'));
    const failed = await settledSearch(scene.client, scene.project.id, 'PRODUCTS');
    expect(failed).toMatchObject({ status: 'FAILED', products: [] });
    expect((await countersOf(testApp, scene.project.id)).PRODUCTS).toBe(0);
    expect(await completionsOf(testApp, scene.user.id)).toHaveLength(1);
  });
});

describe('AI limits come from the plan (spec 2 §8, §9)', () => {
  it('refuses at used = max with 403 PLAN_LIMIT_REACHED in the spec’s words, counting nothing', async () => {
    const scene = await aiScene(testApp, { aiSupplierSearches: 3 });
    await scriptedProvider(testApp);
    await setCount(scene.project.id, 3);
    const refused = await startSearch(scene.client, scene.project.id, 'PRODUCTS', 'payroll');
    expect(refused.status).toBe(403);
    expect(refused.errors?.[0]?.extensions?.code).toBe(BILLING_ERROR_CODES.limitReached);
    expect(refused.errors?.[0]?.message).toBe(AI_MESSAGES.limitReached('PRODUCTS', 3, 3));
    expect((await countersOf(testApp, scene.project.id)).PRODUCTS).toBe(3);
    expect(dataOf(await readSearch(scene.client, scene.project.id, 'PRODUCTS')).aiSearch).toBeNull();
    const allowances = dataOf(
      await scene.client.graphql<{ project: { aiAllowances: unknown[]; aiSuppliersSearchCount: number } }>(
        AI_OPS.allowances,
        { id: scene.project.id },
      ),
    ).project;
    expect(allowances.aiSuppliersSearchCount).toBe(3);
    expect(allowances.aiAllowances).toEqual([
      { type: 'PRODUCTS', used: 3, max: 3, remaining: 0 },
      { type: 'QUESTIONS', used: 0, max: null, remaining: null },
      { type: 'DISCOVERY', used: 0, max: null, remaining: null },
    ]);
  });

  it('lets only one of two starts at max − 1 pass', async () => {
    const scene = await aiScene(testApp, { aiSupplierSearches: 2 });
    const engine = await scriptedProvider(testApp, { held: true });
    await setCount(scene.project.id, 1);
    const discovery = await startSearch(scene.client, scene.project.id, 'DISCOVERY', 'census');
    expect(discovery.errors).toBeUndefined();
    const results = await Promise.all([
      startSearch(scene.client, scene.project.id, 'PRODUCTS', 'payroll'),
      startSearch(scene.client, scene.project.id, 'PRODUCTS', 'benefits'),
    ]);
    expect(results.filter((result) => result.errors === undefined)).toHaveLength(1);
    expect((await countersOf(testApp, scene.project.id)).PRODUCTS).toBe(2);
    engine.release();
    expect((await settledSearch(scene.client, scene.project.id, 'PRODUCTS')).status).toBe('SUCCESS');
    expect((await settledSearch(scene.client, scene.project.id, 'DISCOVERY')).status).toBe('SUCCESS');
  });

  it('counts without refusing on a plan with no limit (zero or null)', async () => {
    const scene = await aiScene(testApp, { aiSupplierSearches: 0 });
    await scriptedProvider(testApp);
    await setCount(scene.project.id, 40);
    dataOf(await startSearch(scene.client, scene.project.id, 'PRODUCTS', 'payroll'));
    expect((await settledSearch(scene.client, scene.project.id, 'PRODUCTS')).status).toBe('SUCCESS');
    expect((await countersOf(testApp, scene.project.id)).PRODUCTS).toBe(41);
  });
});
