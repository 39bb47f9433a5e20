import {
  AdminCompaniesDocument,
  type AdminCompaniesQuery,
  ContactSubmissionsDocument,
  type ContactSubmissionsQuery,
  NotificationsDocument,
  type NotificationsQuery,
  PreviewQuestionnaireDocument,
  type PreviewQuestionnaireQuery,
  ProjectDashboardDocument,
  ProjectDeadlinesDocument,
  type ProjectDeadlinesQuery,
  ProjectDocument,
  ProjectFieldsFragmentDoc,
  ProjectProductsDocument,
  type ProjectProductsQuery,
  ProjectStatusIssuesDocument,
  ProjectsDocument,
  type ProjectsQuery,
  UsersDocument,
  type UsersQuery,
  VendorDirectoryDocument,
  type VendorDirectoryQuery,
} from '@shortlist/web/documents';
import { eq } from 'drizzle-orm';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { contactSubmissions, projectQuestions } from '../../src/db/schema/index.js';
import {
  createGroup,
  insertLibraryQuestions,
  LIBRARY,
  LIBRARY_SEARCH,
  type SearchShape,
} from '../library/library-support.js';
import { buildProjectManager } from '../projects/projects-support.js';
import { insertQuestionnaire, QUESTIONNAIRE } from '../questions/questions-support.js';
import { insertProjectSuppliers } from '../suppliers/suppliers-support.js';
import { buildCompany } from '../support/factories.js';
import type { HttpClient } from '../support/http-client.js';
import { buildSignedInAdmin } from '../support/on-behalf.js';
import { useTestApp } from '../support/test-app.js';
import { buildManager } from '../users/users-support.js';
import { insertNotifications, insertProjects, insertUsers } from './performance-support.js';
import { expectConstantStatements, statementsOf } from './statement-counter.js';

/**
 * Issue 12, "No N+1, proven": each list the web app shows is requested with the web's own query document over few and
 * over many rows, and must issue the same number of SQL statements both times. A new list joins here (see
 * docs/performance.md).
 */
const testApp = useTestApp();
const db = () => testApp.running.app.db;

// The project page's fields on every row of the list: the nested resolvers a list may one day ask for.
const PROJECTS_WITH_EVERY_FIELD = `query ProjectsWithEveryField($pagination: PageInput) {
  projects(pagination: $pagination) { total results { ...ProjectFields } }
}
${print(ProjectFieldsFragmentDoc)}`;

const DAY = 24 * 60 * 60 * 1000;

/** A company whose project manager sees `count` projects, each with `related` rows of every relation. */
async function projectTenant(count: number, related = 1) {
  const manager = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS', 'MANAGE_PROJECT_STATE']);
  const rows = await insertProjects(db(), manager.company, manager.user.id, count, related);
  return { client: manager.client, rows, userId: manager.user.id };
}

function measure<Data = Record<string, unknown>>(
  client: HttpClient,
  query: string,
  variables: Record<string, unknown> = {},
) {
  return statementsOf<Data>(testApp, client, query, variables);
}

describe('SQL statements per request do not grow with the rows', () => {
  it('project list (the search page and home lists): a page of 10 and a page of 50', async () => {
    const [few, many] = [await projectTenant(10), await projectTenant(50)];
    const run = (client: HttpClient, pageSize: number) =>
      measure<ProjectsQuery>(client, print(ProjectsDocument), { pagination: { page: 1, pageSize } });
    const [small, large] = [await run(few.client, 10), await run(many.client, 50)];
    expect(small.data.projects.results).toHaveLength(10);
    expect(large.data.projects.results).toHaveLength(50);
    expectConstantStatements('projects', { rows: 10, ...small }, { rows: 50, ...large }, 2);
  });

  it('project list asking for every field of the project page', async () => {
    const [few, many] = [await projectTenant(10), await projectTenant(50)];
    const run = (client: HttpClient, pageSize: number) =>
      measure<ProjectsQuery>(client, PROJECTS_WITH_EVERY_FIELD, { pagination: { page: 1, pageSize } });
    const [small, large] = [await run(few.client, 10), await run(many.client, 50)];
    expect(large.data.projects.results).toHaveLength(50);
    expectConstantStatements('projects (every field)', { rows: 10, ...small }, { rows: 50, ...large }, 3);
  });

  it('users list: page of 1000 with 5 and with 50 users', async () => {
    const tenant = async (count: number) => {
      const manager = await buildManager(testApp);
      await insertUsers(db(), manager.user.companyId, count - 1);
      return manager.client;
    };
    const [few, many] = [await tenant(5), await tenant(50)];
    const run = (client: HttpClient) =>
      measure<UsersQuery>(client, print(UsersDocument), { pagination: { page: 1, pageSize: 1000 } });
    const [small, large] = [await run(few), await run(many)];
    expect(large.data.users.results).toHaveLength(50);
    expectConstantStatements('users', { rows: 5, ...small }, { rows: 50, ...large }, 2);
  });

  it('notifications (the bell): 5 and 40', async () => {
    const reader = async (count: number) => {
      const manager = await buildProjectManager(testApp);
      await insertNotifications(db(), manager.user.id, count);
      return manager.client;
    };
    const [few, many] = [await reader(5), await reader(40)];
    const run = (client: HttpClient) =>
      measure<NotificationsQuery>(client, print(NotificationsDocument), { first: 50 });
    const [small, large] = [await run(few), await run(many)];
    expect(large.data.notifications.results).toHaveLength(40);
    expectConstantStatements('notifications', { rows: 5, ...small }, { rows: 40, ...large }, 4);
  });

  it('project dashboard page (project, figures, issues): 1 and 10 of every related row', async () => {
    const page = async (related: number) => {
      const { client, rows, userId } = await projectTenant(1, related);
      const id = rows[0]?.id ?? '';
      await insertQuestionnaire(db(), id, userId, related, related);
      const project = await measure(client, print(ProjectDocument), { id });
      const dashboard = await measure(client, print(ProjectDashboardDocument), { id });
      // Toward publishing, the check that counts the most (toward review only the project's people are checked).
      const issues = await measure(client, print(ProjectStatusIssuesDocument), { id, status: 'PUBLISHED' });
      return { statements: [...project.statements, ...dashboard.statements, ...issues.statements] };
    };
    const [small, large] = [await page(1), await page(10)];
    // The questionnaire adds one statement to the figures and one to the issue check (issue 13), the suppliers one
    // to each (issue 14), the answers one to the figures (issue 15: rated and unrated answers), the FAQ one to the
    // figures (issue 16: the FAQ summary), the scoring widget's products one (issue 31).
    expectConstantStatements('project dashboard page', { rows: 1, ...small }, { rows: 10, ...large }, 15);
  });

  it('project questionnaire: 1 section of 1 question and 10 sections of 10 questions', async () => {
    const page = async (count: number) => {
      const { client, rows, userId } = await projectTenant(1);
      const projectId = rows[0]?.id ?? '';
      await insertQuestionnaire(db(), projectId, userId, count, count);
      return measure<{ projectQuestionnaire: { sections: Array<{ questions: unknown[] }> } }>(client, QUESTIONNAIRE, {
        projectId,
      });
    };
    const [small, large] = [await page(1), await page(10)];
    expect(large.data.projectQuestionnaire.sections.flatMap((section) => section.questions)).toHaveLength(100);
    expectConstantStatements('projectQuestionnaire', { rows: 1, ...small }, { rows: 100, ...large }, 4);
  });

  it('project preview questions: 1 section of 1 question and 10 sections of 10 questions', async () => {
    const page = async (count: number) => {
      const { client, rows, userId } = await projectTenant(1);
      const projectId = rows[0]?.id ?? '';
      await insertQuestionnaire(db(), projectId, userId, count, count);
      await db().update(projectQuestions).set({ status: 'APPROVED' }).where(eq(projectQuestions.projectId, projectId));
      return measure<PreviewQuestionnaireQuery>(client, print(PreviewQuestionnaireDocument), { projectId });
    };
    const [small, large] = [await page(1), await page(10)];
    expect(large.data.previewQuestionnaire.flatMap((section) => section.questions)).toHaveLength(100);
    expectConstantStatements('previewQuestionnaire', { rows: 1, ...small }, { rows: 100, ...large }, 4);
  });

  it('suppliers tab (the project’s suppliers and the vendor directory): 1 and 10 suppliers', async () => {
    const page = async (count: number) => {
      const { client, rows } = await projectTenant(1);
      const projectId = rows[0]?.id ?? '';
      const companyId = rows[0]?.companyId ?? '';
      await insertProjectSuppliers(db(), projectId, companyId, count);
      const list = await measure<ProjectProductsQuery>(client, print(ProjectProductsDocument), {
        projectId,
        filter: { keyword: '', statuses: [] },
      });
      const directory = await measure<VendorDirectoryQuery>(client, print(VendorDirectoryDocument), {
        projectId,
        filter: { keyword: '', serviceTypeIds: [], industry: '' },
      });
      expect(list.data.projectProducts).toHaveLength(count);
      return { statements: [...list.statements, ...directory.statements] };
    };
    const [small, large] = [await page(1), await page(10)];
    expectConstantStatements('suppliers tab', { rows: 1, ...small }, { rows: 10, ...large }, 6);
  });

  it('companies list (administration): a page of 10 and a page of 50', async () => {
    const admin = await buildSignedInAdmin(testApp);
    // Each with a subscription of its own, which the page shows; the list spans every company of the database.
    for (let index = 0; index < 50; index++) await buildCompany(db());
    const run = (pageSize: number) =>
      measure<AdminCompaniesQuery>(admin.client, print(AdminCompaniesDocument), { pagination: { page: 1, pageSize } });
    const [small, large] = [await run(10), await run(50)];
    expect(large.data.companies.results.filter((company) => company.subscription)).toHaveLength(50);
    expectConstantStatements('companies', { rows: 10, ...small }, { rows: 50, ...large }, 4);
  });

  it('contact requests (administration): a page of 10 and a page of 50', async () => {
    const admin = await buildSignedInAdmin(testApp);
    await db()
      .insert(contactSubmissions)
      .values(
        Array.from({ length: 50 }, (_, index) => ({
          kind: 'DEMO' as const,
          firstName: 'Visitor',
          lastName: `${index}`,
          email: `visitor${index}@example.com`,
          company: 'Acme',
          jobTitle: 'Buyer',
          companySize: '1-50',
          phone: '555 0100',
          message: 'Hello',
        })),
      );
    const run = (pageSize: number) =>
      measure<ContactSubmissionsQuery>(admin.client, print(ContactSubmissionsDocument), {
        pagination: { page: 1, pageSize },
      });
    const [small, large] = [await run(10), await run(50)];
    expect(large.data.contactSubmissions.results).toHaveLength(50);
    expectConstantStatements('contactSubmissions', { rows: 10, ...small }, { rows: 50, ...large }, 3);
  });

  it('deadline calendar: a month with 3 and with 40 projects', async () => {
    const [few, many] = [await projectTenant(3), await projectTenant(40)];
    const range = { from: new Date(Date.now() - DAY).toISOString(), to: new Date(Date.now() + 60 * DAY).toISOString() };
    const run = (client: HttpClient) => measure<ProjectDeadlinesQuery>(client, print(ProjectDeadlinesDocument), range);
    const [small, large] = [await run(few.client), await run(many.client)];
    expect(large.data.projectDeadlines.flatMap((project) => project.deadlines)).toHaveLength(200);
    expectConstantStatements('projectDeadlines', { rows: 3, ...small }, { rows: 40, ...large }, 2);
  });

  // Issue 13: the web's library page has no document yet; the search asks for every field of a library question.
  it('library search with type and tag counts: 5 and 50 questions, each with tags and a creator', async () => {
    const librarian = async (count: number) => {
      const user = await buildProjectManager(testApp, ['MANAGE_PROJECT_QUESTIONS']);
      await insertLibraryQuestions(db(), user.company.id, user.user.id, count, { tagCount: 5 });
      return user.client;
    };
    const [few, many] = [await librarian(5), await librarian(50)];
    const run = (client: HttpClient) =>
      measure<{ libraryQuestions: SearchShape }>(client, LIBRARY_SEARCH, { filter: {}, page: 1, pageSize: 50 });
    const [small, large] = [await run(few), await run(many)];
    expect(large.data.libraryQuestions.results).toHaveLength(50);
    expectConstantStatements('libraryQuestions', { rows: 5, ...small }, { rows: 50, ...large }, 2);
  });

  it('library group tree: 2 and 12 groups on 3 levels, each with questions', async () => {
    const tenant = async (perLevel: number) => {
      const user = await buildProjectManager(testApp, ['MANAGE_PROJECT_QUESTIONS']);
      for (let index = 0; index < perLevel; index++) {
        const top = await createGroup(user.client, { name: `Top ${index}` });
        const middle = await createGroup(user.client, { name: 'Middle', parentId: top.id });
        const leaf = await createGroup(user.client, { name: 'Leaf', parentId: middle.id });
        await insertLibraryQuestions(db(), user.company.id, user.user.id, 2, { groupId: leaf.id });
      }
      return user.client;
    };
    const [few, many] = [await tenant(1), await tenant(4)];
    const [small, large] = [await measure(few, LIBRARY.groups), await measure(many, LIBRARY.groups)];
    expectConstantStatements('questionGroups', { rows: 3, ...small }, { rows: 12, ...large }, 2);
  });
});
