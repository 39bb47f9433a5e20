import type { DEFAULT_COMPANY_SETTINGS, Privilege } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { projectQuestions, sections } from '../../src/db/schema/index.js';
import { buildProjectManager, createProject, projectInput } from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { buildSignedInUser } from '../support/sessions.js';
import type { TestApp } from '../support/test-app.js';

const DEFINITION = `type label helperText placeholder view multiple otherOption
  options { id label clarificationQuestion } rules { min max maxLength pattern } prefix suffix enableNumberFormatting
  yesAnswerText noAnswerText attachments { id filename } file { maxSize mimeTypes multiple }`;

const QUESTION = `id sectionId position version status rejectReason weight isPrivate duplicate sourceQuestionId
  owner { id name } approver { id name } permissions { approve reject unapprove edit delete extract editWeight }
  question { ${DEFINITION} }`;

export const SECTION = `id projectId position name description version isReadonly ownerDeadline
  owner { id name } approver { id name }
  permissions { edit delete addQuestion addFromLibrary copy approveAll unapproveAll }
  questions { ${QUESTION} }`;

export const QUESTIONNAIRE = `query Questionnaire($projectId: ID!) {
  projectQuestionnaire(projectId: $projectId) { id permissions { addSection } sections { ${SECTION} } } }`;

const SECTION_ARGS = '$input: ProjectSectionInput!';
const QUESTION_ARGS = '$input: ProjectQuestionInput!';
export const OPERATIONS = {
  createSection: `mutation ($projectId: ID!, ${SECTION_ARGS}) {
    createProjectSection(projectId: $projectId, input: $input) { ${SECTION} } }`,
  updateSection: `mutation ($id: ID!, $version: Int!, ${SECTION_ARGS}) {
    updateProjectSection(id: $id, version: $version, input: $input) { ${SECTION} } }`,
  deleteSection: `mutation ($id: ID!) { deleteProjectSection(id: $id) { id sections { id position name } } }`,
  moveSection: `mutation ($id: ID!, $position: Int!) {
    moveProjectSection(id: $id, position: $position) { id sections { id position name } } }`,
  createQuestion: `mutation ($sectionId: ID!, ${QUESTION_ARGS}) {
    createProjectQuestion(sectionId: $sectionId, input: $input) { ${SECTION} } }`,
  extractQuestion: `mutation ($id: ID!, $version: Int!) {
    extractProjectQuestion(id: $id, version: $version) { ${SECTION} } }`,
  updateQuestion: `mutation ($id: ID!, $version: Int!, ${QUESTION_ARGS}) {
    updateProjectQuestion(id: $id, version: $version, input: $input) { ${SECTION} } }`,
  deleteQuestion: `mutation ($id: ID!) { deleteProjectQuestion(id: $id) { ${SECTION} } }`,
  moveQuestion: `mutation ($id: ID!, $sectionId: ID!, $position: Int!) {
    moveProjectQuestion(id: $id, sectionId: $sectionId, position: $position) { id questions { id position question { label } } } }`,
  approve: `mutation ($id: ID!, $version: Int!) { approveProjectQuestion(id: $id, version: $version) { ${SECTION} } }`,
  reject: `mutation ($id: ID!, $version: Int!, $reason: String) {
    rejectProjectQuestion(id: $id, version: $version, reason: $reason) { ${SECTION} } }`,
  unapprove: `mutation ($id: ID!, $version: Int!) { unapproveProjectQuestion(id: $id, version: $version) { ${SECTION} } }`,
  approveAll: `mutation ($sectionId: ID!) { approveAllProjectQuestions(sectionId: $sectionId) { message section { ${SECTION} } } }`,
  unapproveAll: `mutation ($sectionId: ID!) {
    unapproveAllProjectQuestions(sectionId: $sectionId) { message section { ${SECTION} } } }`,
  copySection: `mutation ($input: SectionCopyInput!) { copyProjectSection(input: $input) { ${SECTION} } }`,
} as const;

export interface QuestionShape {
  id: string;
  sectionId: string;
  position: number;
  version: number;
  status: string;
  rejectReason: string | null;
  weight: number;
  duplicate: boolean;
  owner: { id: string; name: string } | null;
  permissions: Record<string, boolean>;
  question: Record<string, unknown> & { label: string; type: string };
  [field: string]: unknown;
}

export interface SectionShape {
  id: string;
  name: string;
  position: number;
  version: number;
  permissions: Record<string, boolean>;
  questions: QuestionShape[];
  [field: string]: unknown;
}

/** A section input with a name (and owner, approver, due date when given). */
export const sectionInput = (name: string, extra: Record<string, unknown> = {}) => ({ name, ...extra });

/** A STRING question input owned by `ownerId`. */
export const questionInput = (label: string, ownerId: string, extra: Record<string, unknown> = {}) => ({
  question: { type: 'STRING', label },
  ownerId,
  ...extra,
});

export async function addSection(client: HttpClient, projectId: string, input: Record<string, unknown>) {
  const result = await client.graphql<{ createProjectSection: SectionShape }>(OPERATIONS.createSection, {
    projectId,
    input,
  });
  return dataOf(result).createProjectSection;
}

/** Adds a question to the section and returns it (the last of the section). */
export async function addQuestion(client: HttpClient, sectionId: string, input: Record<string, unknown>) {
  const result = await client.graphql<{ createProjectQuestion: SectionShape }>(OPERATIONS.createQuestion, {
    sectionId,
    input,
  });
  const question = dataOf(result).createProjectQuestion.questions.at(-1);
  if (!question) throw new Error('no question');
  return question;
}

export async function questionnaireOf(client: HttpClient, projectId: string) {
  const result = await client.graphql<{
    projectQuestionnaire: { id: string; permissions: { addSection: boolean }; sections: SectionShape[] };
  }>(QUESTIONNAIRE, { projectId });
  return dataOf(result).projectQuestionnaire;
}

/**
 * A company (experts on, NUMBERS scoring unless told) with a DRAFT project created by `manager` (MANAGE_PROJECT_STATE,
 * so MANAGE_ALL_APPROVALS), and users with only MANAGE_PROJECT_QUESTIONS: a product owner, two experts (section and
 * question approvers) and three viewers of the project (section owner, question owner, an unassigned bystander).
 */
export async function buildQuestionnaireTeam(
  testApp: TestApp,
  settings: Partial<typeof DEFAULT_COMPANY_SETTINGS> = {},
) {
  const manager = await buildProjectManager(testApp, ['MANAGE_PROJECT_STATE'], {}, settings);
  const member = (privileges: Privilege[] = ['MANAGE_PROJECT_QUESTIONS']) =>
    buildSignedInUser(testApp, { companyId: manager.company.id, privileges });
  const productOwner = await member();
  const sectionOwner = await member();
  const sectionApprover = await member();
  const questionOwner = await member();
  const questionApprover = await member();
  const bystander = await member();
  const people = { manager, productOwner, sectionOwner, sectionApprover, questionOwner, questionApprover, bystander };
  return { ...people, project: await createTeamProject(people) };
}
export type QuestionnaireTeam = Awaited<ReturnType<typeof buildQuestionnaireTeam>>;

type TeamMember =
  | 'productOwner'
  | 'sectionOwner'
  | 'sectionApprover'
  | 'questionOwner'
  | 'questionApprover'
  | 'bystander';
type TeamPeople = Record<TeamMember, { user: { id: string } }> & {
  manager: { client: HttpClient; user: { id: string } };
};

/** Another DRAFT project of the team's manager naming the team as buildQuestionnaireTeam does (unless overridden). */
export function createTeamProject(team: TeamPeople, overrides: Record<string, unknown> = {}) {
  return createProject(
    team.manager.client,
    projectInput(team.manager.user.id, {
      productOwnerIds: [team.productOwner.user.id],
      domainExpertIds: [team.sectionApprover.user.id, team.questionApprover.user.id],
      viewerIds: [team.sectionOwner.user.id, team.questionOwner.user.id, team.bystander.user.id],
      ...overrides,
    }),
  );
}

export const storedQuestion = async (db: Database, id: string) =>
  (await db.select().from(projectQuestions).where(eq(projectQuestions.id, id)))[0];

export const storedSection = async (db: Database, id: string) =>
  (await db.select().from(sections).where(eq(sections.id, id)))[0];

/**
 * A questionnaire that passes the issue check: one section with one APPROVED question owned and approved by the
 * user (for project tests that move a project past review).
 */
export async function insertApprovedQuestionnaire(db: Database, projectId: string, userId: string) {
  const [section] = await db
    .insert(sections)
    .values({ projectId, position: 0, name: 'General', approverId: userId })
    .returning();
  if (!section) throw new Error('no section');
  await db.insert(projectQuestions).values({
    projectId,
    sectionId: section.id,
    position: 0,
    definition: stringDefinition('Company name'),
    ownerId: userId,
    approverId: userId,
    status: 'APPROVED',
  });
  return section;
}

/**
 * `sectionCount` sections of `questionCount` questions each, every one owned and approved by the user, inserted in
 * bulk (the statement-count test).
 */
export async function insertQuestionnaire(
  db: Database,
  projectId: string,
  userId: string,
  sectionCount: number,
  questionCount: number,
) {
  const rows = await db
    .insert(sections)
    .values(
      Array.from({ length: sectionCount }, (_, position) => ({
        projectId,
        position,
        name: `Section ${position}`,
        ownerId: userId,
        approverId: userId,
      })),
    )
    .returning({ id: sections.id });
  const questions = rows.flatMap((section) =>
    Array.from({ length: questionCount }, (_, position) => ({
      projectId,
      sectionId: section.id,
      position,
      definition: listDefinition(`Question ${position}`),
      ownerId: userId,
      approverId: userId,
    })),
  );
  if (questions.length) await db.insert(projectQuestions).values(questions);
}

/**
 * A section with its questions inserted straight into a project (a template's draft project has no API yet); the
 * questions are STRING ones labelled as given, in order.
 */
export async function insertSection(
  db: Database,
  projectId: string,
  section: Partial<typeof sections.$inferInsert> & { name: string },
  questions: Array<Partial<typeof projectQuestions.$inferInsert> & { label: string }> = [],
) {
  const [row] = await db
    .insert(sections)
    .values({ projectId, position: 0, ...section })
    .returning();
  if (!row) throw new Error('no section');
  if (questions.length) {
    await db.insert(projectQuestions).values(
      questions.map(({ label, ...question }, position) => ({
        projectId,
        sectionId: row.id,
        position,
        definition: stringDefinition(label),
        ...question,
      })),
    );
  }
  return row;
}

export const stringDefinition = (label: string) => ({
  type: 'STRING' as const,
  label,
  helperText: '',
  attachments: [],
  placeholder: '',
  rules: { maxLength: null },
});

export const listDefinition = (label: string) => ({
  type: 'LIST' as const,
  label,
  helperText: '',
  placeholder: '',
  attachments: [],
  view: 'RADIO' as const,
  multiple: false,
  otherOption: true,
  options: [{ id: crypto.randomUUID(), label: 'Yes', clarificationQuestion: false }],
});
