import { graphql, sequentialLatency, throughput } from './requests.js';

export const CREATED_PROJECTS = 500;

const DAY_MS = 86_400_000;

/** A valid RFP whose dates start `offset` days from now, so the deadline calendar has something on most days. */
function projectInput(index: number, contactId: string) {
  const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
  const offset = 1 + (index % 60);
  return {
    type: 'RFP',
    name: `Bench project ${index}`,
    description: 'A benchmark project that selects a payroll provider for a multi-state workforce. '.repeat(2),
    brokerageContacts: [{ userId: contactId, phoneNumber: '+1 555 0100', email: '' }],
    productOwnerIds: [contactId],
    publishDate: day(offset),
    submissionDeadline: day(offset + 14),
    questionsSubmissionDeadline: day(offset + 24),
    plannedDecisionDate: day(offset + 34),
  };
}

/** Creates 500 projects one after the other, then measures the project list, a dashboard and the deadlines. */
export async function projectLists(cookie: string) {
  const { profile } = (await graphql(cookie, '{ profile { id } }')) as { profile: { id: string } };
  let lastId = '';
  await sequentialLatency('Create a project (row, relations, plan limit check)', CREATED_PROJECTS, async (index) => {
    const created = (await graphql(
      cookie,
      'mutation Create($input: ProjectInput!) { createProject(input: $input) { id } }',
      { input: projectInput(index, profile.id) },
    )) as { createProject: { id: string } };
    lastId = created.createProject.id;
  });
  const total = CREATED_PROJECTS + 3;
  const listPage = (keyword: string | null) =>
    JSON.stringify({
      query: `query Projects($pagination: PageInput, $filter: ProjectFilter) { projects(pagination: $pagination, filter: $filter) {
        total results { id name type status createdAt client { name } projectServiceTypes { label } productOwners { name } } } }`,
      variables: { pagination: { page: 1, pageSize: 10 }, filter: { role: 'BUY_SIDE', keyword } },
    });
  await throughput(`GraphQL project list, page of 10 (${total} projects)`, listPage(null), cookie);
  await throughput(`GraphQL project list, keyword (${total} projects)`, listPage('project 42'), cookie);
  await throughput(
    'GraphQL project dashboard (project, issues, figures)',
    JSON.stringify({
      query: `query Dashboard($id: ID!) { project(id: $id) { id name status version productOwners { name } }
        projectStatusIssues(id: $id, status: IN_REVIEW) { messageId count }
        projectDashboard(id: $id) { questions { total } answers { rated unrated } } }`,
      variables: { id: lastId },
    }),
    cookie,
  );
  const from = new Date();
  const to = new Date(Date.now() + 42 * DAY_MS);
  await throughput(
    `GraphQL deadline calendar, 6 weeks (${total} projects)`,
    JSON.stringify({
      query: `query Deadlines($from: DateTime!, $to: DateTime!) { projectDeadlines(from: $from, to: $to) {
        projectId projectName kind date } }`,
      variables: { from: from.toISOString(), to: to.toISOString() },
    }),
    cookie,
  );
}
