import { AI_MESSAGES, BILLING_ERROR_CODES } from '@shortlist/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  aiSearches,
  clientTables,
  plans,
  projectMembers,
  projectQuestions,
  projects,
  sections,
} from '../../src/db/schema/index.js';
import { insertSection } from '../questions/questions-support.js';
import { buildSupplier } from '../suppliers/supplier-side-support.js';
import { dataOf } from '../support/graphql-results.js';
import { buildSignedInUser, expectForbidden, expectNotFound } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { AI_OPS, aiScene, countersOf, readSearch, scriptedProvider, settledSearch, startSearch } from './ai-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

const SECTIONS = `query Sections($projectId: ID!) {
  projectQuestionnaire(projectId: $projectId) { sections { id name aiSearchId questions { id status } } } }`;

interface SectionsShape {
  projectQuestionnaire: {
    sections: Array<{ id: string; name: string; aiSearchId: string | null; questions: unknown[] }>;
  };
}

describe('AI question generation (spec 3 §2, §4 AI question search)', () => {
  it('writes the sections as pending questions owned by the starter, after the others; regenerating replaces only them', async () => {
    const scene = await aiScene(testApp, { aiQuestionsToSuppliersAttempts: 5 });
    await scriptedProvider(testApp);
    const own = await insertSection(db(), scene.project.id, { name: 'Written by hand' }, [{ label: 'Your name?' }]);

    dataOf(await startSearch(scene.client, scene.project.id, 'QUESTIONS', 'payroll'));
    const first = await settledSearch(scene.client, scene.project.id, 'QUESTIONS');
    expect(first.status).toBe('SUCCESS');
    expect(first.sectionIds).toHaveLength(1);
    const shown = dataOf(await scene.client.graphql<SectionsShape>(SECTIONS, { projectId: scene.project.id }));
    expect(shown.projectQuestionnaire.sections.map((section) => [section.name, section.aiSearchId])).toEqual([
      ['Written by hand', null],
      ['About payroll', first.id],
    ]);
    const written = await db()
      .select()
      .from(projectQuestions)
      .where(eq(projectQuestions.sectionId, first.sectionIds[0] as string))
      .orderBy(asc(projectQuestions.position));
    expect(written.map((question) => [question.definition.label, question.status, question.ownerId])).toEqual([
      ['How do you handle payroll?', 'PENDING', scene.user.id],
      ['Do you support payroll abroad?', 'PENDING', scene.user.id],
    ]);
    const list = written[1]?.definition;
    expect(
      list?.type === 'LIST' && list.options.every((option) => 'id' in option && typeof option.id === 'string'),
    ).toBe(true);

    dataOf(await startSearch(scene.client, scene.project.id, 'QUESTIONS', 'benefits'));
    const second = await settledSearch(scene.client, scene.project.id, 'QUESTIONS');
    const left = await db().select().from(sections).where(eq(sections.projectId, scene.project.id));
    expect(left.map((section) => section.name).sort()).toEqual(['About benefits', 'Written by hand']);
    expect(left.find((section) => section.id === own.id)?.aiSearchId).toBeNull();
    expect(second.sectionIds).toEqual(left.filter((section) => section.aiSearchId).map((section) => section.id));
    expect((await countersOf(testApp, scene.project.id)).QUESTIONS).toBe(2);
  });

  it('keeps the generated sections marked when a later generation is cancelled; the next one replaces them', async () => {
    const scene = await aiScene(testApp, { aiQuestionsToSuppliersAttempts: 5 });
    const projectId = scene.project.id;
    await scriptedProvider(testApp);
    dataOf(await startSearch(scene.client, projectId, 'QUESTIONS', 'payroll'));
    const first = await settledSearch(scene.client, projectId, 'QUESTIONS');

    const held = await scriptedProvider(testApp, { held: true });
    dataOf(await startSearch(scene.client, projectId, 'QUESTIONS', 'benefits'));
    const cancelled = await scene.client.graphql<{ cancelAiSearch: boolean }>(AI_OPS.cancel, {
      projectId,
      type: 'QUESTIONS',
    });
    expect(dataOf(cancelled).cancelAiSearch).toBe(true);
    held.release();
    const marked = async () =>
      dataOf(await scene.client.graphql<SectionsShape>(SECTIONS, { projectId })).projectQuestionnaire.sections.map(
        (section) => [section.name, section.aiSearchId !== null],
      );
    expect(await marked()).toEqual([['About payroll', true]]);
    expect(first.sectionIds).toHaveLength(1);

    await scriptedProvider(testApp);
    dataOf(await startSearch(scene.client, projectId, 'QUESTIONS', 'benefits'));
    await settledSearch(scene.client, projectId, 'QUESTIONS');
    expect(await marked()).toEqual([['About benefits', true]]);
  });

  it('fails a generation whose questionnaire was locked meanwhile, writing nothing and giving the attempt back', async () => {
    const scene = await aiScene(testApp, { aiQuestionsToSuppliersAttempts: 5 });
    const engine = await scriptedProvider(testApp, { held: true });
    dataOf(await startSearch(scene.client, scene.project.id, 'QUESTIONS', 'payroll'));
    await db().update(projects).set({ status: 'PUBLISHED' }).where(eq(projects.id, scene.project.id));
    engine.release();
    expect((await settledSearch(scene.client, scene.project.id, 'QUESTIONS')).status).toBe('FAILED');
    expect(await db().select().from(sections).where(eq(sections.projectId, scene.project.id))).toEqual([]);
    expect((await countersOf(testApp, scene.project.id)).QUESTIONS).toBe(0);
  });

  it('reads a plan stored with the old key aiQuestionGenerations as the limit', async () => {
    const scene = await aiScene(testApp);
    await db()
      .update(plans)
      .set({ limits: sql`'{"aiQuestionGenerations": 1}'::jsonb` as never })
      .where(eq(plans.id, scene.plan.id));
    await scriptedProvider(testApp);
    dataOf(await startSearch(scene.client, scene.project.id, 'QUESTIONS', 'payroll'));
    await settledSearch(scene.client, scene.project.id, 'QUESTIONS');
    const refused = await startSearch(scene.client, scene.project.id, 'QUESTIONS', 'benefits');
    expect(refused.errors?.[0]?.extensions?.code).toBe(BILLING_ERROR_CODES.limitReached);
    expect(refused.errors?.[0]?.message).toBe(AI_MESSAGES.limitReached('QUESTIONS', 1, 1));
    expect((await countersOf(testApp, scene.project.id)).QUESTIONS).toBe(1);
  });
});

describe('AI client discovery (spec 2 §3 Client table)', () => {
  it('keeps the suggested designs on the search; Add creates a client table from one', async () => {
    const scene = await aiScene(testApp, { aiClientDiscovery: 2 });
    await scriptedProvider(testApp);
    dataOf(await startSearch(scene.client, scene.project.id, 'DISCOVERY', 'census'));
    const done = await settledSearch(scene.client, scene.project.id, 'DISCOVERY');
    expect(done.clientTables).toEqual([
      { id: `${done.id}:0`, name: 'Census', data: expect.any(Object), source: 'Project X' },
    ]);

    const added = await scene.client.graphql<{ addSuggestedClientTable: { name: string; visibleToVendor: boolean } }>(
      AI_OPS.addTable,
      { projectId: scene.project.id, suggestionId: `${done.id}:0` },
    );
    expect(dataOf(added).addSuggestedClientTable).toMatchObject({ name: 'Census', visibleToVendor: false });
    for (const suggestionId of [`${done.id}:1`, `${done.id}:x`, 'nothing']) {
      expectNotFound(
        await scene.client.graphql(AI_OPS.addTable, { projectId: scene.project.id, suggestionId }),
        'Suggestion',
      );
    }
    expect(await db().select().from(clientTables).where(eq(clientTables.projectId, scene.project.id))).toHaveLength(1);
  });
});

describe('who may search (spec 2 §6, spec 3 §6) and nothing crosses tenants', () => {
  it('refuses a viewer, a domain expert, a supplier and another company, changing nothing', async () => {
    const scene = await aiScene(testApp, { aiSupplierSearches: 5 });
    await scriptedProvider(testApp);
    const viewer = await buildSignedInUser(testApp, { companyId: scene.company.id });
    const expert = await buildSignedInUser(testApp, {
      companyId: scene.company.id,
      privileges: ['MANAGE_PROJECT_QUESTIONS'],
    });
    await db()
      .insert(projectMembers)
      .values([
        { projectId: scene.project.id, userId: expert.user.id, role: 'DOMAIN_EXPERT' },
        { projectId: scene.project.id, userId: viewer.user.id, role: 'VIEWER' },
      ]);
    const supplier = await buildSupplier(testApp, ['Intruder']);
    const stranger = await aiScene(testApp);
    const id = scene.project.id;

    for (const type of ['PRODUCTS', 'QUESTIONS', 'DISCOVERY'] as const) {
      expectForbidden(await startSearch(viewer.client, id, type, 'payroll'));
      expectForbidden(await startSearch(supplier.client, id, type, 'payroll'));
      expectNotFound(await startSearch(stranger.client, id, type, 'payroll'), 'Project');
      expectNotFound(await readSearch(stranger.client, id, type), 'Project');
    }
    expectForbidden(await startSearch(expert.client, id, 'QUESTIONS', 'payroll'));
    expectForbidden(await startSearch(expert.client, id, 'PRODUCTS', 'payroll'));
    expect(await countersOf(testApp, id)).toEqual({ PRODUCTS: 0, QUESTIONS: 0, DISCOVERY: 0 });
    expect(await db().select().from(aiSearches).where(eq(aiSearches.projectId, id))).toEqual([]);

    // The owner's finished search stays out of another company's reach, and so does cancelling it.
    dataOf(await startSearch(scene.client, id, 'PRODUCTS', 'payroll'));
    await settledSearch(scene.client, id, 'PRODUCTS');
    expectNotFound(await readSearch(stranger.client, id, 'PRODUCTS'), 'Project');
    expectNotFound(await stranger.client.graphql(AI_OPS.cancel, { projectId: id, type: 'PRODUCTS' }), 'Project');
  });

  it('refuses a supplier search once the project is past the statuses where suppliers change', async () => {
    const scene = await aiScene(testApp, {}, { status: 'SCORING' });
    await scriptedProvider(testApp);
    const refused = await startSearch(scene.client, scene.project.id, 'PRODUCTS', 'payroll');
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await countersOf(testApp, scene.project.id)).PRODUCTS).toBe(0);
  });
});
