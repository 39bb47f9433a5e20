import {
  autoFillDates,
  type ClientTableData,
  DEFAULT_COMPANY_SETTINGS,
  type Privilege,
  type ProjectStatus,
  type ProjectType,
} from '@shortlist/domain';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { clientMembers, companies, projects } from '../../src/db/schema/index.js';
import { buildProjectManager } from '../projects/projects-support.js';
import { buildUser } from '../support/factories.js';
import type { HttpClient } from '../support/http-client.js';
import { signedInClient } from '../support/sessions.js';
import type { TestApp } from '../support/test-app.js';

const TABLE_FIELDS = 'id name visibleToVendor data version';
export const DISCOVERY_FIELDS = `id name status clientTablesStatus clientTablesDeadline
  clientTables { ${TABLE_FIELDS} } clientMembers { id email name status }`;

export const OPS = {
  discovery: `query Discovery($projectId: ID!) { clientDiscovery(projectId: $projectId) { ${DISCOVERY_FIELDS} } }`,
  create: `mutation Create($projectId: ID!, $input: ClientTableInput!) {
    createClientTable(projectId: $projectId, input: $input) { ${TABLE_FIELDS} } }`,
  update: `mutation Update($projectId: ID!, $id: ID!, $version: Int!, $input: ClientTableInput!) {
    updateClientTable(projectId: $projectId, id: $id, version: $version, input: $input) { ${TABLE_FIELDS} } }`,
  remove: 'mutation Delete($projectId: ID!, $id: ID!) { deleteClientTable(projectId: $projectId, id: $id) }',
  copy: `mutation Copy($projectId: ID!, $sourceProjectId: ID, $sourceTableId: ID) {
    copyClientTable(projectId: $projectId, sourceProjectId: $sourceProjectId, sourceTableId: $sourceTableId) { ${TABLE_FIELDS} } }`,
  copySources: `query Sources($projectId: ID!) { clientTableCopySources(projectId: $projectId) { id name tables { id name } } }`,
  lock: `mutation Lock($projectId: ID!, $status: ClientTablesStatus!) {
    setClientTablesLockStatus(projectId: $projectId, status: $status) { id clientTablesStatus } }`,
  members: `mutation Members($projectId: ID!, $members: [ClientMemberInput!]!, $deadline: DateTime) {
    updateClientMembers(projectId: $projectId, members: $members, deadline: $deadline) { ${DISCOVERY_FIELDS} } }`,
  resend:
    'mutation Resend($projectId: ID!, $memberId: ID!) { resendClientMemberInvite(projectId: $projectId, memberId: $memberId) }',
  clientProject: `query ClientProject($id: ID!) { clientProject(id: $id) { id name brokerageFirm clientTablesStatus
    clientTablesDeadline locked editProblem clientTables { ${TABLE_FIELDS} } } }`,
  fill: `mutation Fill($projectId: ID!, $id: ID!, $version: Int!, $data: JSON!) {
    fillClientTable(projectId: $projectId, id: $id, version: $version, data: $data) { ${TABLE_FIELDS} } }`,
  submit:
    'mutation Submit($projectId: ID!) { submitClientTableData(projectId: $projectId) { id locked clientTablesStatus } }',
  vendorTables: `query VendorTables($projectId: ID!, $hash: String) {
    vendorClientTables(projectId: $projectId, hash: $hash) { id name data } }`,
} as const;

export interface TableShape {
  id: string;
  name: string;
  visibleToVendor: boolean;
  data: ClientTableData;
  version: number;
}

/** Question (broker's) and Answer (client response) columns, two rows: a text answer and a list answer. */
export function sampleTableData(): ClientTableData {
  return {
    columns: [
      { id: 'q', title: 'Question', meta: { clientResponse: false } },
      { id: 'a', title: 'Answer', meta: { clientResponse: true } },
    ],
    rows: [
      {
        id: 'r1',
        cells: {
          q: { value: { type: 'text', content: 'Headcount' }, options: { maxLength: 1000 } },
          a: { value: { type: 'text', content: '' }, options: { maxLength: 20 } },
        },
      },
      {
        id: 'r2',
        cells: {
          q: { value: { type: 'text', content: 'Current carrier' }, options: { maxLength: 1000 } },
          a: {
            value: { type: 'list', content: { options: [], otherOption: null } },
            options: { options: ['Aetna', 'Cigna'], otherOption: true },
          },
        },
      },
    ],
  };
}

/** The data with the text answer of the first row set. */
export function withAnswer(data: ClientTableData, answer: string): ClientTableData {
  const [first, ...rest] = data.rows;
  if (!first) return data;
  const cell = { value: { type: 'text' as const, content: answer }, options: { maxLength: 20 } };
  return { ...data, rows: [{ ...first, cells: { ...first.cells, a: cell } }, ...rest] };
}

/** A project row of the company (RFP in review unless told), as the wizard would leave it. */
export async function insertProject(
  db: Database,
  companyId: string,
  createdBy: string,
  overrides: { type?: ProjectType; status?: ProjectStatus; name?: string } = {},
) {
  const [project] = await db
    .insert(projects)
    .values({
      companyId,
      type: overrides.type ?? 'RFP',
      status: overrides.status ?? 'IN_REVIEW',
      name: overrides.name ?? 'Benefits discovery',
      description: 'A project with client tables.',
      ...autoFillDates(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000)),
      settings: {
        answersMaxLength: null,
        scoringType: 'NUMBERS',
        enableBranches: false,
        enableExperts: true,
        enableExtendedAnswersDeadline: false,
      },
      createdBy,
    })
    .returning();
  if (!project) throw new Error('project not built');
  return project;
}

/** A signed-in broker (MANAGE_PROJECT_STATE unless told) of a company with client tables on, and an RFP of theirs. */
export async function buildDiscovery(
  testApp: TestApp,
  options: { privileges?: Privilege[]; enableClientTables?: boolean; type?: ProjectType } = {},
) {
  const manager = await buildProjectManager(
    testApp,
    options.privileges ?? ['MANAGE_PROJECT_STATE'],
    {},
    {
      enableClientTables: options.enableClientTables ?? true,
    },
  );
  const project = await insertProject(testApp.running.app.db, manager.company.id, manager.user.id, {
    type: options.type,
  });
  return { ...manager, project };
}

/** Creates a table through the API (the test fails when refused). */
export async function createTable(client: HttpClient, projectId: string, input: Partial<TableShape> = {}) {
  const result = await client.graphql<{ createClientTable: TableShape }>(OPS.create, {
    projectId,
    input: { name: 'Census', visibleToVendor: false, data: sampleTableData(), ...input },
  });
  expect(result.errors).toBeUndefined();
  if (!result.data) throw new Error('no table');
  return result.data.createClientTable;
}

/**
 * A signed-in CLIENT user in a company of kind CLIENT of their own (as registration through the invitation makes
 * them), a client member of the project.
 */
export async function buildClientMember(testApp: TestApp, projectId: string) {
  const db = testApp.running.app.db;
  const [company] = await db
    .insert(companies)
    .values({ name: 'Contoso', kind: 'CLIENT', settings: DEFAULT_COMPANY_SETTINGS })
    .returning();
  if (!company) throw new Error('client company not built');
  const { user } = await buildUser(db, { companyId: company.id, type: 'CLIENT', roleId: null });
  await db.insert(clientMembers).values({ projectId, email: user.email, userId: user.id });
  return { user, client: await signedInClient(testApp, user.email) };
}
