import { graphql, sequentialTimes } from './requests.js';

export const INVITED_USERS = 500;
export const CREATED_PROJECTS = 500;
const DAY_MS = 86_400_000;

/** A valid RFP whose dates start `index % 60` days ahead, so the deadline calendar has something on most days. */
function projectInput(index: number, ownerId: string) {
  const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
  const offset = 1 + (index % 60);
  return {
    type: 'RFP',
    name: `Bench project ${index}`,
    description: 'A benchmark project that selects a payroll provider for a multi-state workforce. '.repeat(2),
    brokerageContacts: [{ userId: ownerId, phoneNumber: '+1 555 0100', email: '' }],
    productOwnerIds: [ownerId],
    publishDate: day(offset),
    submissionDeadline: day(offset + 14),
    questionsSubmissionDeadline: day(offset + 24),
    plannedDecisionDate: day(offset + 34),
  };
}

export interface SeededLoad {
  inviteTimes: number[];
  createTimes: number[];
  /** A project to open the dashboard of. */
  projectId: string;
}

/** Invites 500 users and creates 500 projects through the API, one after the other, timing each. */
export async function seedLoad(cookie: string): Promise<SeededLoad> {
  const { roles, profile } = (await graphql(
    cookie,
    '{ profile { id company { id } } roles { results { id name } } }',
  )) as {
    roles: { results: Array<{ id: string; name: string }> };
    profile: { id: string; company: { id: string } };
  };
  const roleId = roles.results.find((role) => role.name === 'Viewer')?.id;
  const inviteTimes = await sequentialTimes(INVITED_USERS, (index) =>
    graphql(
      cookie,
      'mutation Invite($email: String, $roleId: ID, $companyId: ID) { inviteUser(email: $email, firstName: "Bench", lastName: "User", roleId: $roleId, companyId: $companyId) { id } }',
      { email: `bench-${index}@northwind.example`, roleId, companyId: profile.company.id },
    ),
  );
  let projectId = '';
  const createTimes = await sequentialTimes(CREATED_PROJECTS, async (index) => {
    const created = (await graphql(
      cookie,
      'mutation Create($input: ProjectInput!) { createProject(input: $input) { id } }',
      { input: projectInput(index, profile.id) },
    )) as { createProject: { id: string } };
    projectId = created.createProject.id;
  });
  return { inviteTimes, createTimes, projectId };
}
