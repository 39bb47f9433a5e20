import { randomUUID } from 'node:crypto';
import { type CompanySettings, ERROR_CODES, MESSAGES } from '@shortlist/domain';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, feedback, termsAcceptances } from '../../src/db/schema/index.js';
import { buildCompany, buildUser } from '../support/factories.js';
import type { HttpClient } from '../support/http-client.js';
import { buildSignedInUser, expectBadInput, expectUnauthenticated } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const CURRENT_TERMS = '2025.08.28';

const testApp = useTestApp();

const db = () => testApp.running.app.db;

const signedInUser = (overrides: Parameters<typeof buildUser>[1] = {}) => buildSignedInUser(testApp, overrides);

async function rowCount(table: typeof feedback | typeof termsAcceptances) {
  const [row] = await db().select({ total: count() }).from(table);
  return row?.total;
}

const PROFILE_QUERY = `{ profile {
  id email type status name firstName lastName phoneNumber avatar { url } role { id name }
  canChangePassword termsAndConditionsVersion contrastMode privileges
  projectStatusUpdate { enabled disabled } newNotification { enabled disabled } newFaqQuestion { enabled disabled }
  company {
    id name createdBy products { id name } keyPersons { id name email }
    features { scoringType answersMaxLength enableExperts enableBranches enableExtendedAnswersDeadline enableClientTables enableAuthOnBehalf approvedLabel }
  }
} }`;

describe('config and profile', () => {
  it('gives the public config to a visitor', async () => {
    const result = await testApp
      .client()
      .graphql('{ config { termsVersion supportEmail salesEmail uploadLimitBytes } }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      config: {
        termsVersion: CURRENT_TERMS,
        supportEmail: 'support@shortlist.example',
        salesEmail: 'sales@shortlist.example',
        uploadLimitBytes: 70 * 1024 * 1024,
      },
    });
  });

  it('has no profile for a visitor', async () => {
    const result = await testApp.client().graphql(PROFILE_QUERY);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ profile: null });
  });

  it('shows every profile field of the signed-in user, with the closure of the role privileges', async () => {
    const settings: CompanySettings = {
      scoringType: 'COLORS',
      answersMaxLength: [500, 1000, 2000],
      enableExperts: false,
      enableBranches: true,
      enableExtendedAnswersDeadline: true,
      enableClientTables: true,
      enableAuthOnBehalf: true,
      approvedLabel: 'Cleared',
    };
    const company = await buildCompany(db(), { name: 'Analytical Engines', settings });
    const avatarFileId = randomUUID();
    const { user, role, client } = await signedInUser({
      companyId: company.id,
      email: 'ada@engines.example',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '+44 20 7946 0000',
      avatarFileId,
      contrastMode: true,
      notifyNewFaqQuestion: false,
      privileges: ['MANAGE_PROJECT_STATE', 'MANAGE_USERS'],
    });
    await db().update(companies).set({ createdBy: user.id }).where(eq(companies.id, company.id));
    const { user: otherManager } = await buildUser(db(), {
      companyId: company.id,
      email: 'charles@engines.example',
      privileges: ['MANAGE_USERS'],
    });
    await buildUser(db(), { companyId: company.id, privileges: ['READ_SCORING'] });
    await buildUser(db(), { companyId: company.id, status: 'DISABLED', privileges: ['MANAGE_USERS'] });
    await buildUser(db(), { privileges: ['MANAGE_USERS'] });

    const result = await client.graphql<{
      profile: { privileges: string[]; company: { keyPersons: Array<{ email: string }> } };
    }>(PROFILE_QUERY);
    expect(result.errors).toBeUndefined();
    const keyPersons = [...(result.data?.profile.company.keyPersons ?? [])].sort((a, b) =>
      a.email.localeCompare(b.email),
    );
    expect(keyPersons).toEqual([
      { id: user.id, name: 'Ada Lovelace', email: 'ada@engines.example' },
      { id: otherManager.id, name: 'Test User', email: 'charles@engines.example' },
    ]);
    expect(result.data?.profile).toEqual({
      id: user.id,
      email: 'ada@engines.example',
      type: 'BROKER',
      status: 'ACTIVE',
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '+44 20 7946 0000',
      avatar: { url: `/api/file/${avatarFileId}` },
      role: { id: role.id, name: role.name },
      canChangePassword: true,
      termsAndConditionsVersion: CURRENT_TERMS,
      contrastMode: true,
      privileges: expect.any(Array),
      projectStatusUpdate: { enabled: true, disabled: false },
      newNotification: { enabled: true, disabled: false },
      newFaqQuestion: { enabled: false, disabled: false },
      company: {
        id: company.id,
        name: 'Analytical Engines',
        createdBy: user.id,
        products: [],
        keyPersons: expect.any(Array),
        features: settings,
      },
    });
    // MANAGE_PROJECT_STATE brings everything its implications reach (spec 1 §6); MANAGE_USERS brings nothing more.
    const closure = 'MANAGE_ALL_APPROVALS MANAGE_ALL_SCORING MANAGE_FAQ MANAGE_PROJECT_QUESTIONS MANAGE_PROJECT_STATE';
    const more = 'MANAGE_SCORING MANAGE_USERS READ_SCORING READ_TEMPLATES VIEW_DASHBOARD';
    expect([...(result.data?.profile.privileges ?? [])].sort()).toEqual(`${closure} ${more}`.split(' '));
  });
});

describe('terms and conditions', () => {
  const ACCEPT =
    'mutation Accept($version: String!) { acceptTermsAndConditions(version: $version) { termsAndConditionsVersion } }';
  type TermsAnswer = { profile: { termsAndConditionsVersion: string | null } };
  const termsVersionOf = async (client: HttpClient) =>
    (await client.graphql<TermsAnswer>('{ profile { termsAndConditionsVersion } }')).data?.profile
      .termsAndConditionsVersion;
  const acceptancesOf = (userId: string) =>
    db()
      .select({ version: termsAcceptances.version })
      .from(termsAcceptances)
      .where(eq(termsAcceptances.userId, userId));

  it('refuses a visitor and records nothing', async () => {
    const before = await rowCount(termsAcceptances);
    expectUnauthenticated(await testApp.client().graphql(ACCEPT, { version: CURRENT_TERMS }));
    expect(await rowCount(termsAcceptances)).toBe(before);
  });

  it('refuses any version but the current one and leaves the user where they were', async () => {
    const { user, client } = await signedInUser({ termsVersion: null });
    const result = await client.graphql(ACCEPT, { version: '2024.01.01' });
    expect(result.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.badUserInput);
    expect(await termsVersionOf(client)).toBeNull();
    expect(await acceptancesOf(user.id)).toEqual([]);
  });

  it('records the acceptance of the current version', async () => {
    const { user, client } = await signedInUser({ termsVersion: null });
    const result = await client.graphql(ACCEPT, { version: CURRENT_TERMS });
    expect(result.data).toEqual({ acceptTermsAndConditions: { termsAndConditionsVersion: CURRENT_TERMS } });
    expect(await termsVersionOf(client)).toBe(CURRENT_TERMS);
    expect(await acceptancesOf(user.id)).toEqual([{ version: CURRENT_TERMS }]);
  });
});

describe('feedback', () => {
  const SEND =
    'mutation Send($title: String!, $message: String!, $pathname: String) { sendFeedback(title: $title, message: $message, pathname: $pathname) }';
  const feedbackOf = (userId: string) =>
    db()
      .select({
        title: feedback.title,
        message: feedback.message,
        pathname: feedback.pathname,
        companyId: feedback.companyId,
      })
      .from(feedback)
      .where(eq(feedback.userId, userId));

  it('refuses a visitor and records nothing', async () => {
    const before = await rowCount(feedback);
    expectUnauthenticated(await testApp.client().graphql(SEND, { title: 'Hello', message: 'World' }));
    expect(await rowCount(feedback)).toBe(before);
  });

  it.each([
    ['title', { title: '   ', message: 'The search is slow' }],
    ['message', { title: 'Search', message: ' \n ' }],
  ])('refuses a blank %s beside that field and records nothing', async (field, input) => {
    const { user, client } = await signedInUser();
    expectBadInput(await client.graphql(SEND, input), MESSAGES.required, { [field]: MESSAGES.required });
    expect(await feedbackOf(user.id)).toEqual([]);
  });

  it('records trimmed feedback with the page it was sent from', async () => {
    const { user, client } = await signedInUser();
    const result = await client.graphql(SEND, {
      title: '  Slow search  ',
      message: '\n The search takes ages. \n',
      pathname: '/projects/42',
    });
    expect(result.data).toEqual({ sendFeedback: true });
    expect(await feedbackOf(user.id)).toEqual([
      { title: 'Slow search', message: 'The search takes ages.', pathname: '/projects/42', companyId: user.companyId },
    ]);
  });
});

describe('errors', () => {
  /** What would tell an attacker about the server's insides: SQL, driver words, stack frames, source paths. */
  const INTERNALS =
    /\b(insert|select|update|delete)\b[\s\S]*\b(into|from|set)\b|violates|postgres|pglite|\bat \S+ \(|\.[jt]s:\d+|node_modules/i;

  it.each([
    ['a syntax error', '{ profile { ', {}, /^Syntax Error: /],
    ['an unknown field', '{ profile { salary } }', {}, /^Cannot query field "salary" on type "Profile"\./],
    [
      'a variable of the wrong type',
      'mutation ($v: String!) { acceptTermsAndConditions(version: $v) { id } }',
      { v: 5 },
      /^Variable "\$v" got invalid value 5/,
    ],
  ])('reports %s as GraphQL does', async (_case, query, variables, message) => {
    const result = await testApp.client().graphql(query, variables);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.message).toMatch(message);
    expect(JSON.stringify(result.errors)).not.toMatch(INTERNALS);
  });

  it('refuses text carrying a NUL character as bad input and writes nothing', async () => {
    const { user, client } = await signedInUser();
    const literal = await client.graphql('mutation { sendFeedback(title: "Broken\\u0000title", message: "Hello") }');
    expect(literal.errors).toEqual([expect.objectContaining({ message: MESSAGES.nulCharacter })]);
    const variables = await client.post('/api/graphql', {
      query: 'mutation ($title: String!) { sendFeedback(title: $title, message: "Hi") }',
      variables: { title: 'Broken\u0000title' },
    });
    expect(variables.status).toBe(400);
    expect(variables.body).toMatchObject({ message: MESSAGES.nulCharacter });
    expect(await db().select().from(feedback).where(eq(feedback.userId, user.id))).toEqual([]);
  });

  it('masks an unexpected failure behind the generic message and writes nothing', async () => {
    const { user, client } = await signedInUser();
    // A database fault: the table the mutation writes to is briefly out of reach.
    await db().execute(sql`alter table feedback rename to feedback_unavailable`);
    try {
      const result = await client.graphql('mutation { sendFeedback(title: "Broken", message: "Hello") }');
      expect(result.errors).toEqual([
        expect.objectContaining({ message: MESSAGES.generic, extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
      ]);
      expect(JSON.stringify(result.errors)).not.toMatch(INTERNALS);
    } finally {
      await db().execute(sql`alter table feedback_unavailable rename to feedback`);
    }
    expect(await db().select().from(feedback).where(eq(feedback.userId, user.id))).toEqual([]);
  });
});
