import { eq } from 'drizzle-orm';
import { branches, branchMembers } from '../../src/db/schema/index.js';
import type { HttpClient } from '../support/http-client.js';
import type { TestApp } from '../support/test-app.js';

const BRANCH_FIELDS = 'id projectId scoringType version isCreator createdBy { id } members { id }';

export const BRANCH_OPERATIONS = {
  list: `query Branches($projectId: ID!) { branches(projectId: $projectId) { ${BRANCH_FIELDS} } }`,
  options: `query Options($projectId: ID!) { branchMemberOptions(projectId: $projectId) { id name } }`,
  create: `mutation Create($input: CreateBranchInput!) { createBranch(input: $input) { ${BRANCH_FIELDS} } }`,
  update: `mutation Update($input: UpdateBranchInput!) { updateBranch(input: $input) { ${BRANCH_FIELDS} } }`,
  remove: 'mutation Remove($id: ID!) { deleteBranch(id: $id) }',
  revoke: 'mutation Revoke($id: ID!) { revokeBranchAccess(id: $id) }',
} as const;

export interface BranchShape {
  id: string;
  projectId: string;
  scoringType: 'NUMBERS' | 'COLORS';
  version: number;
  isCreator: boolean;
  createdBy: { id: string } | null;
  members: Array<{ id: string }>;
}

export const createBranch = (
  client: HttpClient,
  projectId: string,
  memberIds: string[] = [],
  scoringType: 'NUMBERS' | 'COLORS' = 'NUMBERS',
) =>
  client.graphql<{ createBranch: BranchShape }>(BRANCH_OPERATIONS.create, {
    input: { projectId, memberIds, scoringType },
  });

export const listBranches = (client: HttpClient, projectId: string) =>
  client.graphql<{ branches: BranchShape[] }>(BRANCH_OPERATIONS.list, { projectId });

/** The project's branches as stored, each with its member ids sorted: what a refusal must leave untouched. */
export async function storedBranches(testApp: TestApp, projectId: string) {
  const db = testApp.running.app.db;
  const rows = await db.select().from(branches).where(eq(branches.projectId, projectId));
  const members = await db.select().from(branchMembers);
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    members: members
      .filter((member) => member.branchId === row.id)
      .map((member) => member.userId)
      .sort(),
  }));
}
