import { describe, expect, it } from 'vitest';
import {
  addQuestion,
  addSection,
  buildQuestionnaireTeam,
  OPERATIONS,
  questionInput,
  sectionInput,
} from '../questions/questions-support.js';
import { buildCompany, buildRole, buildUser } from '../support/factories.js';
import { dataOf } from '../support/graphql-results.js';
import { buildBrokerCompany, buildSignedInAdmin, graphqlOnBehalf } from '../support/on-behalf.js';
import { buildSignedInUser } from '../support/sessions.js';
import { linkParameter } from '../support/smtp-capture.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { auditProbe, expectEntry, LOOPBACK } from './audit-events-support.js';

/** Issue 38 item 6: question decisions and the security events of people over HTTP write exactly one entry each. */
const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;
const { entriesOf, oneEntryOf } = auditProbe(testApp);

const INVITE = `mutation Invite($email: String, $firstName: String, $lastName: String, $companyId: ID, $roleId: ID) {
  inviteUser(email: $email, firstName: $firstName, lastName: $lastName, companyId: $companyId, roleId: $roleId) {
    id email } }`;
const UPDATE_USER = 'mutation Update($id: ID!, $roleId: ID) { updateUser(id: $id, roleId: $roleId) { id } }';
const DELETE_USER = 'mutation Delete($id: ID!) { deleteUser(id: $id) }';

describe('The audit trail records, over HTTP, one entry for', () => {
  it('a question rejected, approved and its approval withdrawn, and a section approved at once', async () => {
    const { manager, project } = await buildQuestionnaireTeam(testApp);
    const section = await addSection(manager.client, project.id, sectionInput('Security'));
    const question = await addQuestion(
      manager.client,
      section.id,
      questionInput('Encryption at rest', manager.user.id),
    );
    const entry = {
      actor: manager.user,
      companyId: manager.company.id,
      project: { id: project.id, name: project.name },
    };
    const target = { type: 'question', id: question.id, label: 'Encryption at rest' };
    const decide = (operation: 'approve' | 'reject' | 'unapprove', version: number, reason?: string) =>
      oneEntryOf(async () =>
        dataOf(await manager.client.graphql(OPERATIONS[operation], { id: question.id, version, reason })),
      );

    expectEntry(await decide('reject', 1, 'Too vague'), {
      ...entry,
      kind: 'question.rejected',
      target,
      before: { status: 'PENDING' },
      after: { status: 'REJECTED', reason: 'Too vague' },
    });
    expectEntry(await decide('approve', 2), {
      ...entry,
      kind: 'question.approved',
      target,
      before: { status: 'REJECTED' },
      after: { status: 'APPROVED' },
    });
    expectEntry(await decide('unapprove', 3), {
      ...entry,
      kind: 'question.unapproved',
      target,
      before: { status: 'APPROVED' },
      after: { status: 'PENDING' },
    });

    await addQuestion(manager.client, section.id, questionInput('Key rotation', manager.user.id));
    const all = await oneEntryOf(async () =>
      dataOf(await manager.client.graphql(OPERATIONS.approveAll, { sectionId: section.id })),
    );
    expectEntry(all, {
      ...entry,
      kind: 'question.approved',
      target: { type: 'section', id: section.id, label: 'Security' },
      after: { questions: 2 },
    });
  });

  it('a password reset through the e-mailed link, by the user it belongs to', async () => {
    const { user } = await buildUser(db());
    const asked = await entriesOf(async () => {
      const requested = await testApp.client().post('/api/login/restore-password', { email: user.email });
      expect(requested.status).toBe(200);
    });
    expect(asked).toEqual([]);
    const hash = linkParameter(await testApp.smtp.waitForMail(user.email, /Reset your password/), 'hash');
    const password = 'Renewed#2025';
    const reset = await oneEntryOf(async () => {
      const result = await testApp
        .client()
        .post('/api/login/reset-password', { hash, password, confirmPassword: password });
      expect(result.status).toBe(200);
    });
    expectEntry(reset, {
      kind: 'auth.password_reset',
      actor: user,
      companyId: user.companyId,
      project: null,
      target: { type: 'user', id: user.id, label: user.email },
      before: null,
      after: null,
    });
  });

  it("users invited, a user's role changed and a user deleted, by the company's administrator", async () => {
    const company = await buildCompany(db(), { name: 'Audited Brokers' });
    const admin = await buildSignedInUser(testApp, {
      companyId: company.id,
      privileges: ['MANAGE_USERS', 'MANAGE_BROKERS', 'MANAGE_PROJECT_STATE'],
    });
    const role = await buildRole(db(), company.id, ['MANAGE_PROJECT_STATE'], { name: 'Project Manager' });
    const entry = { actor: admin.user, companyId: company.id, project: null };

    let invitedId = '';
    const email = `new-colleague-${Date.now()}@example.com`;
    const invited = await oneEntryOf(async () => {
      const result = await admin.client.graphql<{ inviteUser: { id: string } }>(INVITE, {
        email,
        firstName: 'Nora',
        lastName: 'New',
        companyId: company.id,
        roleId: role.id,
      });
      invitedId = dataOf(result).inviteUser.id;
    });
    expectEntry(invited, {
      ...entry,
      kind: 'users.invited',
      target: { type: 'user', id: invitedId, label: email },
      after: { role: 'Project Manager' },
    });

    const { user: colleague, role: was } = await buildUser(db(), { companyId: company.id });
    const changed = await oneEntryOf(async () =>
      dataOf(await admin.client.graphql(UPDATE_USER, { id: colleague.id, roleId: role.id })),
    );
    expectEntry(changed, {
      ...entry,
      kind: 'users.role_changed',
      target: { type: 'user', id: colleague.id, label: colleague.email },
      before: { role: was.name },
      after: { role: 'Project Manager' },
    });
    // The same role again changes nothing and records nothing.
    expect(await entriesOf(() => admin.client.graphql(UPDATE_USER, { id: colleague.id, roleId: role.id }))).toEqual([]);

    const deleted = await oneEntryOf(async () => dataOf(await admin.client.graphql(DELETE_USER, { id: colleague.id })));
    expectEntry(deleted, {
      ...entry,
      kind: 'users.deleted',
      target: { type: 'user', id: colleague.id, label: colleague.email },
      before: { status: 'ACTIVE' },
    });
  });

  it("an administrator's act on a company's behalf: that company's chain, the administrator's own company named", async () => {
    const { client, user } = await buildSignedInAdmin(testApp);
    const broker = await buildBrokerCompany(db(), { allowOnBehalf: true, name: 'Represented Brokers' });
    const role = await buildRole(db(), broker.id, ['MANAGE_PROJECT_STATE'], { name: 'Evaluator' });
    const { user: member } = await buildUser(db(), { companyId: broker.id });
    const acted = await oneEntryOf(async () =>
      dataOf(await graphqlOnBehalf(testApp, client, broker.id, UPDATE_USER, { id: member.id, roleId: role.id })),
    );
    expect(acted).toMatchObject({
      kind: 'users.role_changed',
      companyId: broker.id,
      actorUserId: user.id,
      actorEmail: user.email,
      actorCompanyId: user.companyId,
      targetId: member.id,
      after: { role: 'Evaluator' },
    });
    expect(acted.address).toMatch(LOOPBACK);
  });
});
