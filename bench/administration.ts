import { graphql, sequentialLatency, throughput } from './requests.js';

export const INVITED_USERS = 500;

/** Invites 500 users one after the other, then measures the users pages and the notification bell. */
export async function administrationLists(cookie: string) {
  const { roles, profile } = (await graphql(
    cookie,
    '{ profile { company { id } } roles { results { id name } } }',
  )) as {
    roles: { results: Array<{ id: string; name: string }> };
    profile: { company: { id: string } };
  };
  const roleId = roles.results.find((role) => role.name === 'Viewer')?.id;
  await sequentialLatency(`Invite a user (row, token, outbox mail)`, INVITED_USERS, (index) =>
    graphql(
      cookie,
      'mutation Invite($email: String, $roleId: ID, $companyId: ID) { inviteUser(email: $email, firstName: "Bench", lastName: "User", roleId: $roleId, companyId: $companyId) { id } }',
      { email: `bench-${index}@northwind.example`, roleId, companyId: profile.company.id },
    ),
  );
  const usersPage = (pageSize: number, keyword: string | null) =>
    JSON.stringify({
      query: `query Users($pagination: PageInput) { users(pagination: $pagination) { total results { id name email status role { name } } } }`,
      variables: { pagination: { page: 1, pageSize, keyword, sort: { field: 'createdAt', direction: 'DESC' } } },
    });
  await throughput(
    `GraphQL users page of 20 with a keyword (${INVITED_USERS + 4} users)`,
    usersPage(20, 'bench-4'),
    cookie,
  );
  await throughput(`GraphQL users page of 1000 (${INVITED_USERS + 4} users)`, usersPage(1000, null), cookie);
  await throughput(
    'GraphQL notifications (bell, first 20)',
    JSON.stringify({ query: '{ notifications(first: 20) { unread total results { id message createdAt } } }' }),
    cookie,
  );
}
