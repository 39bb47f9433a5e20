import type { Privilege } from '@shortlist/domain';
import { buildServiceType } from '../admin/admin-support.js';
import { buildProjectManager } from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { buildSignedInUser } from '../support/sessions.js';
import type { TestApp } from '../support/test-app.js';

const TEMPLATE = `id name status version draftProjectId sectionCount company { id name } createdBy { name }
  serviceTypes { id label }
  permissions { edit changeStatus returnToDraft submit publish delete openQuestions }`;

export const TEMPLATE_OPERATIONS = {
  one: `query ($id: ID!) { projectTemplate(id: $id) { ${TEMPLATE} } }`,
  list: `query ($filter: ProjectTemplateFilter) { projectTemplates(filter: $filter) { total results { ${TEMPLATE} } } }`,
  serviceTypes: 'query { projectTemplateServiceTypes { id label } }',
  create: `mutation ($input: ProjectTemplateInput!) { createProjectTemplate(input: $input) { ${TEMPLATE} } }`,
  update: `mutation ($id: ID!, $version: Int!, $input: ProjectTemplateInput!) {
    updateProjectTemplate(id: $id, version: $version, input: $input) { ${TEMPLATE} } }`,
  delete: 'mutation ($id: ID!) { deleteProjectTemplate(id: $id) }',
  status: `mutation ($id: ID!, $status: TemplateStatus!) {
    changeProjectTemplateStatus(id: $id, status: $status) { ${TEMPLATE} } }`,
} as const;

export interface TemplateShape {
  id: string;
  name: string;
  status: string;
  version: number;
  draftProjectId: string;
  sectionCount: number;
  company: { id: string; name: string };
  createdBy: { name: string } | null;
  serviceTypes: Array<{ id: string; label: string }>;
  permissions: Record<string, boolean>;
}

/**
 * A broker company with a template reviewer (REVIEW_TEMPLATES), a template manager (MANAGE_PROJECT_TEMPLATES only:
 * no question privileges), a reader (READ_TEMPLATES) and one of its service types.
 */
export async function buildTemplateTeam(testApp: TestApp) {
  const reviewer = await buildProjectManager(testApp, ['REVIEW_TEMPLATES']);
  const member = (privileges: Privilege[]) =>
    buildSignedInUser(testApp, { companyId: reviewer.company.id, privileges });
  const manager = await member(['MANAGE_PROJECT_TEMPLATES']);
  const reader = await member(['READ_TEMPLATES']);
  const serviceType = await buildServiceType(testApp.running.app.db, reviewer.company.id, { label: 'Payroll' });
  return { company: reviewer.company, reviewer, manager, reader, serviceType };
}
export type TemplateTeam = Awaited<ReturnType<typeof buildTemplateTeam>>;

/** Creates a template through the API (the test fails when the server refuses). */
export async function createTemplate(client: HttpClient, name: string, serviceTypeIds: string[]) {
  const result = await client.graphql<{ createProjectTemplate: TemplateShape }>(TEMPLATE_OPERATIONS.create, {
    input: { name, serviceTypeIds },
  });
  return dataOf(result).createProjectTemplate;
}

export async function changeStatus(client: HttpClient, id: string, status: string) {
  return client.graphql<{ changeProjectTemplateStatus: TemplateShape }>(TEMPLATE_OPERATIONS.status, { id, status });
}
