import { autoFillDates, DEFAULT_COMPANY_SETTINGS, type Privilege } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { projects } from '../../src/db/schema/index.js';
import { buildCompany, buildUser, type CompanySubscriptionOption } from '../support/factories.js';
import type { HttpClient } from '../support/http-client.js';
import { buildSignedInUser } from '../support/sessions.js';
import type { TestApp } from '../support/test-app.js';

export const PROJECT_FIELDS = `id name intro description type status version role hideClientInfo
  serviceTypes { id label } projectServiceTypes { id label }
  client { id name description location website employeeSize }
  brokerageContacts { user { id name email } phoneNumber email }
  productOwners { id name email } domainExperts { id } viewers { id }
  frequency locationOriginated liveCount targetNumberRespondents
  publishDate submissionDeadline questionsClarificationDeadline questionsSubmissionDeadline plannedDecisionDate
  moreInformation { key value } files { id filename description url }
  settings { answersMaxLength scoringType enableBranches enableExperts enableExtendedAnswersDeadline }
  companyName createdBy { id name } createdAt updatedAt`;

export const CREATE = `mutation Create($input: ProjectInput!) { createProject(input: $input) { ${PROJECT_FIELDS} } }`;
export const UPDATE = `mutation Update($id: ID!, $version: Int!, $input: ProjectInput!) {
  updateProject(id: $id, version: $version, input: $input) { ${PROJECT_FIELDS} } }`;
export const ONE = `query Project($id: ID!) { project(id: $id) { ${PROJECT_FIELDS} } }`;
export const STATUS = `mutation Status($id: ID!, $status: ProjectStatus!) {
  updateProjectStatus(id: $id, status: $status) { id status version } }`;
export const ISSUES = `query Issues($id: ID!, $status: ProjectStatus!) {
  projectStatusIssues(id: $id, status: $status) { messageId count } }`;
export const DELETE = 'mutation Delete($id: ID!) { deleteProject(id: $id) }';
export const SETTINGS = `mutation Settings($id: ID!, $answersMaxLength: Int, $targetNumberRespondents: Int) {
  updateProjectSettings(id: $id, answersMaxLength: $answersMaxLength, targetNumberRespondents: $targetNumberRespondents) {
    id version targetNumberRespondents settings { answersMaxLength } } }`;
export const LIST = `query Projects($pagination: PageInput, $filter: ProjectFilter) {
  projects(pagination: $pagination, filter: $filter) { total page pageSize results { id name status type } } }`;

export interface ProjectShape {
  id: string;
  name: string;
  status: string;
  version: number;
  [field: string]: unknown;
}

/** A publish date a few days ahead, with the auto-filled later dates, as ISO strings. */
export function futureDates(daysAhead = 3) {
  const dates = autoFillDates(new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000));
  return {
    publishDate: dates.publishDate.toISOString(),
    submissionDeadline: dates.submissionDeadline.toISOString(),
    questionsSubmissionDeadline: dates.questionsSubmissionDeadline.toISOString(),
    plannedDecisionDate: dates.plannedDecisionDate.toISOString(),
  };
}

/** A complete RFP input whose only brokerage contact is the given user. */
export function projectInput(contactUserId: string, overrides: Record<string, unknown> = {}) {
  return {
    type: 'RFP',
    name: 'Payroll platform selection',
    description: 'We are selecting a payroll platform for a mid-sized client. '.repeat(3),
    brokerageContacts: [{ userId: contactUserId, phoneNumber: '+1 555 0100', email: '' }],
    ...futureDates(),
    ...overrides,
  };
}

/** A signed-in user of a new broker company (MANAGE_PROJECT_STATE unless other privileges are given). */
export async function buildProjectManager(
  testApp: TestApp,
  privileges: Privilege[] = ['MANAGE_PROJECT_STATE'],
  option: CompanySubscriptionOption = {},
  settings: Partial<typeof DEFAULT_COMPANY_SETTINGS> = {},
) {
  const company = await buildCompany(
    testApp.running.app.db,
    { kind: 'BROKER', settings: { ...DEFAULT_COMPANY_SETTINGS, ...settings } },
    option,
  );
  const built = await buildSignedInUser(testApp, { companyId: company.id, privileges });
  return { ...built, company };
}

/** Another active user of the company, e.g. an owner or expert to assign. */
export async function buildColleague(db: Database, companyId: string, privileges: Privilege[] = []) {
  return (await buildUser(db, { companyId, privileges })).user;
}

/** Creates a project through the API and returns it (the test fails when the server refuses). */
export async function createProject(client: HttpClient, input: Record<string, unknown>): Promise<ProjectShape> {
  const result = await client.graphql<{ createProject: ProjectShape }>(CREATE, { input });
  expect(result.errors).toBeUndefined();
  if (!result.data) throw new Error('no project');
  return result.data.createProject;
}

export const projectsOf = (db: Database, companyId: string) =>
  db.select().from(projects).where(eq(projects.companyId, companyId));
