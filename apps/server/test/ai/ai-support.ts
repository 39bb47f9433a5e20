import type { AiSearchKind, PlanLimits, Privilege, ProjectStatus } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { notifications, projectMembers, projects } from '../../src/db/schema/index.js';
import { type AiProvider, useAiProvider } from '../../src/modules/ai/index.js';
import { limits } from '../billing/billing-support.js';
import { insertProject, sampleTableData } from '../client-tables/client-tables-support.js';
import { buildProjectManager } from '../projects/projects-support.js';
import { listDefinition, stringDefinition } from '../questions/questions-support.js';
import { insertVendor } from '../suppliers/suppliers-support.js';
import { buildPlan } from '../support/factories.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import type { TestApp } from '../support/test-app.js';

const SEARCH = `id type status keyword createdAt finishedAt sectionIds
  products { id name email contactName industry purpose relatedLinks isAdded status projectProductId }
  clientTables { id name data source }`;

export const AI_OPS = {
  start: `mutation Start($projectId: ID!, $type: SearchKind!, $keyword: String!) {
    startAiSearch(projectId: $projectId, type: $type, keyword: $keyword) { ${SEARCH} } }`,
  cancel: 'mutation Cancel($projectId: ID!, $type: SearchKind!) { cancelAiSearch(projectId: $projectId, type: $type) }',
  search: `query Search($projectId: ID!, $type: SearchKind!) { aiSearch(projectId: $projectId, type: $type) { ${SEARCH} } }`,
  allowances: `query Allowances($id: ID!) { project(id: $id) {
    aiSuppliersSearchCount aiQuestionGenerationCount aiClientDiscoveryCount
    aiAllowances { type used max remaining } } }`,
  addTable: `mutation AddTable($projectId: ID!, $suggestionId: ID!) {
    addSuggestedClientTable(projectId: $projectId, suggestionId: $suggestionId) { id name visibleToVendor data } }`,
} as const;

export interface SearchShape {
  id: string;
  type: AiSearchKind;
  status: 'PENDING' | 'SUCCESS' | 'FAILED';
  keyword: string;
  finishedAt: string | null;
  sectionIds: string[];
  products: Array<{
    id: string;
    name: string;
    purpose: string;
    isAdded: boolean;
    status: string;
    projectProductId: string | null;
  }>;
  clientTables: Array<{ id: string; name: string; source: string }>;
}

export const startSearch = (client: HttpClient, projectId: string, type: AiSearchKind, keyword: string) =>
  client.graphql<{ startAiSearch: SearchShape }>(AI_OPS.start, { projectId, type, keyword });

export const readSearch = (client: HttpClient, projectId: string, type: AiSearchKind) =>
  client.graphql<{ aiSearch: SearchShape | null }>(AI_OPS.search, { projectId, type });

/** Polls the project's search of the kind as the page does until it is no longer PENDING. */
export async function settledSearch(client: HttpClient, projectId: string, type: AiSearchKind, timeout = 20_000) {
  let search: SearchShape | null = null;
  await vi.waitFor(
    async () => {
      search = dataOf(await readSearch(client, projectId, type)).aiSearch;
      expect(search?.status).not.toBe('PENDING');
    },
    { timeout, interval: 100 },
  );
  if (!search) throw new Error('No search');
  return search as SearchShape;
}

/** The project's three counters as stored. */
export async function countersOf(testApp: TestApp, projectId: string) {
  const [row] = await testApp.running.app.db
    .select({
      PRODUCTS: projects.aiSuppliersSearchCount,
      QUESTIONS: projects.aiQuestionGenerationCount,
      DISCOVERY: projects.aiClientDiscoveryCount,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!row) throw new Error('No project');
  return row;
}

export const completionsOf = (testApp: TestApp, userId: string) =>
  testApp.running.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'SEARCH_REQUEST_COMPLETED')));

/**
 * A signed-in owner (MANAGE_PROJECT_STATE and MANAGE_PROJECT_QUESTIONS, product owner of the project) of a company
 * with client tables on, subscribed to a plan with the AI limits given, and a DRAFT RFP of theirs.
 */
export async function aiScene(
  testApp: TestApp,
  planLimits: Partial<PlanLimits> = {},
  options: { status?: ProjectStatus; privileges?: Privilege[] } = {},
) {
  const db = testApp.running.app.db;
  const plan = await buildPlan(db, { limits: limits(planLimits), status: 'DRAFT' });
  const owner = await buildProjectManager(
    testApp,
    options.privileges ?? ['MANAGE_PROJECT_STATE', 'MANAGE_PROJECT_QUESTIONS'],
    { plan },
    { enableClientTables: true },
  );
  const project = await insertProject(db, owner.company.id, owner.user.id, { status: options.status ?? 'DRAFT' });
  await db.insert(projectMembers).values({ projectId: project.id, userId: owner.user.id, role: 'PROJECT_MANAGER' });
  return { ...owner, plan, project };
}

export type AiScene = Awaited<ReturnType<typeof aiScene>>;

/**
 * An engine answering what a test expects (two vendors' products, a section of two questions, one table design),
 * each call held until `release()` while `held` is true, or failing when `failing` is true.
 */
export async function scriptedProvider(testApp: TestApp, options: { held?: boolean; failing?: boolean } = {}) {
  const vendor = await insertVendor(testApp.running.app.db, {
    name: 'Payroll Partners',
    industry: 'Payroll',
    products: [{ name: 'PayFlow' }, { name: 'PayGrid' }],
  });
  let release: () => void = () => undefined;
  const gate = options.held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const calls: string[] = [];
  const answer = async <T>(what: string, value: T): Promise<T> => {
    calls.push(what);
    await gate;
    if (options.failing) throw new Error('The engine is down');
    return value;
  };
  const provider: AiProvider = {
    suggestSuppliers: (scope) =>
      answer(
        'suppliers',
        vendor.products.map((product) => ({
          productId: product.id,
          name: product.name,
          email: 'sales@payroll.example',
          contactName: 'Pat Payroll',
          industry: 'Payroll',
          purpose: `${product.name} runs payroll, which '${scope.keyword}' asks for.`,
          relatedLinks: ['https://payroll.example'],
        })),
      ),
    generateQuestions: (scope) =>
      answer('questions', [
        {
          name: `About ${scope.keyword}`,
          questions: [
            { definition: stringDefinition(`How do you handle ${scope.keyword}?`), source: 'MeshVault' },
            { definition: listDefinition(`Do you support ${scope.keyword} abroad?`), source: 'Your library' },
          ],
        },
      ]),
    discoverClientTables: () => answer('tables', [{ name: 'Census', data: sampleTableData(), source: 'Project X' }]),
  };
  useAiProvider(testApp.running.app, provider);
  return { provider, vendor, calls, release: () => release() };
}
