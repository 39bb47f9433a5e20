import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyAuditChains } from '../../src/core/audit/index.js';
import { auditEntries } from '../../src/db/schema/index.js';
import {
  buildProjectManager,
  CREATE,
  createProject,
  DELETE,
  futureDates,
  projectInput,
  STATUS,
  UPDATE,
} from '../projects/projects-support.js';
import { buildUser, TEST_PASSWORD } from '../support/factories.js';
import { buildSignedInUser, signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { auditProbe } from './audit-events-support.js';

const testApp = useTestApp();
const db = () => testApp.running.app.db;

const { entriesOf, oneEntryOf } = auditProbe(testApp);

const ROLE_CREATE = `mutation Create($name: String, $companyId: ID, $privileges: [Privilege!]) {
  createRole(name: $name, companyId: $companyId, privileges: $privileges) { id } }`;
const ROLE_UPDATE = `mutation Update($id: ID!, $name: String, $privileges: [Privilege!]) {
  updateRole(id: $id, name: $name, privileges: $privileges) { id } }`;
const ROLE_DELETE = 'mutation Delete($id: ID!) { deleteRole(id: $id) }';

describe('The audit trail records', () => {
  it('sign-in, failed sign-ins (known and unknown e-mail) and sign-out, with the address', async () => {
    const { user } = await buildUser(db());
    const client = testApp.client();
    const signedIn = await oneEntryOf(() => client.signIn(user.email, TEST_PASSWORD));
    expect(signedIn).toMatchObject({
      kind: 'auth.signed_in',
      companyId: user.companyId,
      actorUserId: user.id,
      actorEmail: user.email,
      targetType: 'user',
      targetId: user.id,
    });
    expect(signedIn.address).toBeTruthy();

    const failed = await oneEntryOf(() => testApp.client().signIn(user.email, 'Wrong#password1'));
    expect(failed).toMatchObject({ kind: 'auth.sign_in_failed', companyId: user.companyId, targetId: user.id });
    const unknown = await oneEntryOf(() => testApp.client().signIn('nobody@unknown.example', 'Wrong#password1'));
    expect(unknown).toMatchObject({
      kind: 'auth.sign_in_failed',
      companyId: null,
      actorUserId: null,
      after: { email: 'nobody@unknown.example' },
    });

    const signedOut = await oneEntryOf(() => client.post('/api/logout', {}));
    expect(signedOut).toMatchObject({ kind: 'auth.signed_out', actorUserId: user.id, companyId: user.companyId });
  });

  it('role created, privileges changed and deleted, only the changed fields', async () => {
    const { client, company } = await buildProjectManager(testApp, ['MANAGE_USERS', 'MANAGE_PROJECT_STATE']);
    let roleId = '';
    const created = await oneEntryOf(async () => {
      const result = await client.graphql<{ createRole: { id: string } }>(ROLE_CREATE, {
        name: 'Auditors',
        companyId: company.id,
        privileges: ['MANAGE_PROJECT_STATE'],
      });
      roleId = result.data?.createRole.id ?? '';
    });
    expect(created).toMatchObject({ kind: 'roles.created', companyId: company.id, targetLabel: 'Auditors' });
    const changed = await oneEntryOf(() =>
      client.graphql(ROLE_UPDATE, { id: roleId, name: 'Auditors', privileges: ['MANAGE_USERS'] }),
    );
    expect(changed.kind).toBe('roles.privileges_changed');
    expect((changed.after as { privileges: string[] }).privileges).toContain('MANAGE_USERS');
    expect((changed.before as { privileges: string[] }).privileges).not.toContain('MANAGE_USERS');
    expect((await oneEntryOf(() => client.graphql(ROLE_DELETE, { id: roleId }))).kind).toBe('roles.deleted');
  });

  it('project created, its dates changed and its status changed; a refused change writes nothing', async () => {
    const { client, user, company } = await buildProjectManager(testApp, [
      'MANAGE_PROJECT_STATE',
      'MANAGE_ALL_PROJECTS',
    ]);
    let project = { id: '', version: 0, name: '' };
    const created = await oneEntryOf(async () => {
      project = await createProject(client, projectInput(user.id, { name: 'Audited RFP' }));
    });
    expect(created).toMatchObject({
      kind: 'project.created',
      companyId: company.id,
      projectId: project.id,
      projectName: 'Audited RFP',
      actorUserId: user.id,
    });

    const later = futureDates(10);
    const dates = await oneEntryOf(() =>
      client.graphql(UPDATE, { id: project.id, version: project.version, input: projectInput(user.id, later) }),
    );
    expect(dates.kind).toBe('project.deadlines_changed');
    expect((dates.after as Record<string, string>).submissionDeadline).toBe(later.submissionDeadline.slice(0, 10));

    // Refused: not the next status. Refused: invalid input.
    expect(await entriesOf(() => client.graphql(STATUS, { id: project.id, status: 'COMPLETED' }))).toEqual([]);
    expect(await entriesOf(() => client.graphql(CREATE, { input: { type: 'RFP', name: '' } }))).toEqual([]);

    const deleted = await oneEntryOf(() => client.graphql(DELETE, { id: project.id }));
    expect(deleted).toMatchObject({
      kind: 'project.deleted',
      before: { status: 'DRAFT' },
      after: { status: 'DELETED' },
    });
  });

  it('a password change, by the signed-in user', async () => {
    const { client, user } = await buildSignedInUser(testApp);
    const changed = await oneEntryOf(() =>
      client.graphql(
        'mutation Change($old: String!, $new: String!) { changePassword(oldPassword: $old, password: $new) }',
        {
          old: TEST_PASSWORD,
          new: 'Another#Secret9',
        },
      ),
    );
    expect(changed).toMatchObject({ kind: 'auth.password_changed', actorUserId: user.id, before: null, after: null });
  });

  it('keeps every chain valid after all of them', async () => {
    await signedInClient(testApp, (await buildUser(db())).user.email);
    const result = await verifyAuditChains(db());
    expect(result.breaks).toEqual([]);
    expect(result.checked).toBeGreaterThan(0);
    expect(await db().$count(auditEntries, eq(auditEntries.kind, 'auth.signed_in'))).toBeGreaterThan(0);
  });
});
