import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectMembers } from '../../src/db/schema/index.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { expectForbidden } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  addQuestion,
  addSection,
  buildQuestionnaireTeam,
  OPERATIONS,
  type QuestionnaireTeam,
  type QuestionShape,
  questionInput,
  questionnaireOf,
  type SectionShape,
  sectionInput,
  storedQuestion,
  storedSection,
} from './questions-support.js';

/**
 * Spec 3 §6 as a matrix: who may review (approve, reject, unapprove, edit), delete questions and manage sections.
 * One team for the file; each case works on a question of its own in a section owned and approved by the team.
 */
const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

type Actor = Exclude<keyof QuestionnaireTeam, 'project'>;
interface Expected {
  review: boolean;
  delete: boolean;
  manageSection: boolean;
}

const CASES: Array<[string, Actor, Expected]> = [
  ['a MANAGE_ALL_APPROVALS holder', 'manager', { review: true, delete: true, manageSection: true }],
  ['a product owner', 'productOwner', { review: true, delete: true, manageSection: true }],
  ['the section owner', 'sectionOwner', { review: true, delete: true, manageSection: true }],
  ['the section approver', 'sectionApprover', { review: true, delete: false, manageSection: true }],
  ['the question owner', 'questionOwner', { review: true, delete: false, manageSection: false }],
  ['the question approver', 'questionApprover', { review: true, delete: false, manageSection: false }],
  [
    'an unassigned user with MANAGE_PROJECT_QUESTIONS',
    'bystander',
    { review: false, delete: false, manageSection: false },
  ],
];

let team: QuestionnaireTeam;
let section: SectionShape;

beforeAll(async () => {
  team = await buildQuestionnaireTeam(testApp);
  section = await addSection(
    team.manager.client,
    team.project.id,
    sectionInput('Security', {
      ownerId: team.sectionOwner.user.id,
      approverId: team.sectionApprover.user.id,
      ownerDeadline: new Date(Date.now() + 7 * 86400000).toISOString(),
    }),
  );
});

/** A question owned by the question owner and approved by the question approver (the form sends both). */
const assignedQuestion = (label: string) => ({
  ...questionInput(label, team.questionOwner.user.id),
  approverId: team.questionApprover.user.id,
});
const newQuestion = (label: string) => addQuestion(team.manager.client, section.id, assignedQuestion(label));

/** Sends the mutation; when allowed, answers the question as it now is, else expects 403. */
async function attempt(
  client: HttpClient,
  allowed: boolean,
  name: keyof typeof OPERATIONS,
  question: QuestionShape,
  extra = {},
) {
  const result = await client.graphql<Record<string, SectionShape>>(OPERATIONS[name], {
    id: question.id,
    version: question.version,
    ...extra,
  });
  if (!allowed) {
    expectForbidden(result);
    return question;
  }
  const [answer] = Object.values(dataOf(result));
  return answer?.questions.find((row) => row.id === question.id) ?? question;
}

describe.each(CASES)('%s', (_name, actor, expected) => {
  it(`${expected.review ? 'may' : 'may not'} edit, reject, approve and unapprove a question`, async () => {
    const { client } = team[actor];
    let question = await newQuestion(`Review by ${actor}`);
    const seen = (await questionnaireOf(client, team.project.id)).sections[0]?.questions.find(
      (q) => q.id === question.id,
    );
    expect(seen?.permissions).toMatchObject({
      edit: expected.review,
      approve: expected.review,
      delete: expected.delete,
    });

    const edit = { input: assignedQuestion(`Edited by ${actor}`) };
    question = await attempt(client, expected.review, 'updateQuestion', question, edit);
    question = await attempt(client, expected.review, 'reject', question, { reason: 'Too vague' });
    question = await attempt(client, expected.review, 'approve', question);
    if (expected.review) {
      expect(question.status).toBe('APPROVED');
      // An approved question is no longer edited or deleted, by anyone.
      expect(question.permissions).toMatchObject({ edit: false, delete: false, unapprove: true });
    }
    question = await attempt(client, expected.review, 'unapprove', question);
    const stored = await storedQuestion(db(), question.id);
    expect(stored?.definition.label).toBe(expected.review ? `Edited by ${actor}` : `Review by ${actor}`);
    expect(stored?.status).toBe('PENDING');
    expect(stored?.version).toBe(expected.review ? 5 : 1);
  });

  it(`${expected.delete ? 'may' : 'may not'} delete a question`, async () => {
    const question = await newQuestion(`Delete by ${actor}`);
    await attempt(team[actor].client, expected.delete, 'deleteQuestion', question);
    expect(await storedQuestion(db(), question.id)).toEqual(expected.delete ? undefined : expect.anything());
  });

  it(`${expected.manageSection ? 'may' : 'may not'} manage the section (edit, add a question, approve all)`, async () => {
    const { client } = team[actor];
    const current = await storedSection(db(), section.id);
    const input = {
      name: `Security (${actor})`,
      ownerId: team.sectionOwner.user.id,
      approverId: team.sectionApprover.user.id,
      ownerDeadline: current?.ownerDeadline?.toISOString(),
    };
    const update = await client.graphql(OPERATIONS.updateSection, { id: section.id, version: current?.version, input });
    const add = await client.graphql(OPERATIONS.createQuestion, {
      sectionId: section.id,
      input: questionInput(`Added by ${actor}`, team.questionOwner.user.id),
    });
    const approveAll = await client.graphql(OPERATIONS.approveAll, { sectionId: section.id });
    for (const result of [update, add, approveAll]) {
      if (expected.manageSection) expect(result.errors).toBeUndefined();
      else expectForbidden(result);
    }
    expect((await storedSection(db(), section.id))?.name).toBe(expected.manageSection ? input.name : current?.name);
    if (expected.manageSection) await client.graphql(OPERATIONS.unapproveAll, { sectionId: section.id });
  });
});

describe('adding sections', () => {
  it('is for MANAGE_ALL_APPROVALS holders and product owners only', async () => {
    for (const actor of ['manager', 'productOwner'] as const) {
      const created = await team[actor].client.graphql(OPERATIONS.createSection, {
        projectId: team.project.id,
        input: { name: `By ${actor}` },
      });
      expect(created.errors).toBeUndefined();
    }
    for (const actor of ['sectionOwner', 'sectionApprover', 'questionOwner', 'bystander'] as const) {
      const refused = await team[actor].client.graphql(OPERATIONS.createSection, {
        projectId: team.project.id,
        input: { name: `By ${actor}` },
      });
      expectForbidden(refused);
    }
  });

  it('stops for a product owner who is no longer one', async () => {
    const { productOwner } = team;
    await db()
      .update(projectMembers)
      .set({ role: 'VIEWER' })
      .where(and(eq(projectMembers.projectId, team.project.id), eq(projectMembers.userId, productOwner.user.id)));
    expectForbidden(
      await productOwner.client.graphql(OPERATIONS.createSection, { projectId: team.project.id, input: { name: 'X' } }),
    );
  });
});
