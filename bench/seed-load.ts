import { graphql, sequentialTimes } from './requests.js';

export const INVITED_USERS = 500;
export const CREATED_PROJECTS = 500;
export const LIBRARY_QUESTIONS = 20_000;
export const LIBRARY_TAGS = 40;
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

const DEMO_COMPANY = `(select id from companies where name = 'Northwind Brokerage')`;
const DEMO_OWNER = `(select id from users where email = 'owner@northwind.example')`;

/**
 * The demo company's library grows to 20,000 questions of every type (every 7th public) with 40 tags (every 4th
 * public), two per question, and a version entry each: one statement per table, run in SQL while the server is
 * stopped (20,000 API calls would take minutes and measure nothing the scenarios need).
 */
export const SEED_LIBRARY_SQL = `
insert into tags (company_id, label)
  select case when g % 4 = 0 then null else ${DEMO_COMPANY} end, 'bench tag ' || g
  from generate_series(1, ${LIBRARY_TAGS}) as g;
with words as (
  select array['employee', 'payroll', 'benefits', 'enrolment', 'carrier', 'claims', 'wellness', 'pension', 'dental',
    'vision', 'disability', 'leave', 'compliance', 'reporting', 'integration', 'security', 'support', 'pricing'] as topic,
    array['Describe your', 'How do you handle', 'Do you support', 'Upload your', 'How many clients use your',
      'Which options do you offer for', 'Provide a link to your', 'What is the fee for'] as opening
),
numbered as (
  select g, (array['BOOLEAN', 'EMAIL', 'FILE', 'LIST', 'NUMBER', 'STRING', 'TEXT', 'URL', 'VIDEO'])[1 + g % 9] as type,
    opening[1 + g % 8] || ' ' || topic[1 + g % 18] || ' ' || topic[1 + (g / 18) % 18] || ' process, case ' || g as label
  from generate_series(1, ${LIBRARY_QUESTIONS}) as g, words
),
inserted as (
  insert into library_questions (company_id, definition, is_public, created_by, created_at)
  select ${DEMO_COMPANY},
    jsonb_build_object('type', type, 'label', label, 'helperText', '', 'attachments', '[]'::jsonb) ||
      case type
        when 'LIST' then jsonb_build_object('view', 'RADIO', 'multiple', false, 'otherOption', false, 'placeholder', '',
          'options', jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'label', 'Yes', 'clarificationQuestion', false),
            jsonb_build_object('id', gen_random_uuid(), 'label', 'No', 'clarificationQuestion', false)))
        when 'NUMBER' then jsonb_build_object('rules', jsonb_build_object('min', 0, 'max', null), 'prefix', '', 'suffix', '',
          'enableNumberFormatting', true, 'placeholder', '')
        when 'BOOLEAN' then jsonb_build_object('yesAnswerText', '', 'noAnswerText', '')
        when 'FILE' then jsonb_build_object('file', jsonb_build_object('maxSize', null, 'mimeTypes', '[]'::jsonb, 'multiple', false))
        when 'STRING' then jsonb_build_object('rules', jsonb_build_object('maxLength', null), 'placeholder', '')
        when 'TEXT' then jsonb_build_object('rules', jsonb_build_object('maxLength', null), 'placeholder', '')
        else jsonb_build_object('rules', jsonb_build_object('pattern', null), 'placeholder', '')
      end,
    g % 7 = 0, ${DEMO_OWNER}, now() - g * interval '1 minute'
  from numbered
  returning id, definition, created_at
),
versions as (
  insert into library_question_versions (question_id, version, definition, updated_by, updated_at)
  select id, 1, definition, ${DEMO_OWNER}, created_at from inserted
),
ranked as (select id, row_number() over (order by id) as n from inserted),
bench_tags as (select id, row_number() over (order by label) as n from tags where label like 'bench tag %')
insert into library_question_tags (question_id, tag_id)
  select ranked.id, bench_tags.id from ranked join bench_tags
    on bench_tags.n = 1 + ranked.n % ${LIBRARY_TAGS} or bench_tags.n = 1 + (ranked.n * 7 + 3) % ${LIBRARY_TAGS};
`;
