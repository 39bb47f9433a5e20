import { PRIVILEGES } from '@shortlist/domain';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChains } from '../../src/core/audit/index.js';
import {
  auditEntries,
  companies,
  contactSubmissions,
  files,
  mailOutbox,
  projects,
  users,
} from '../../src/db/schema/index.js';
import { buildCompany, buildUser } from '../support/factories.js';
import { dataOf } from '../support/graphql-results.js';
import { buildSignedInAdmin } from '../support/on-behalf.js';
import { buildSignedInUser } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import {
  APPLY,
  ago,
  appendOldEntry,
  attachFile,
  DRY_RUN,
  type GroupPlan,
  insertContact,
  insertMail,
  insertProject,
  MONTH,
  YEAR,
} from './retention-support.js';

const app = useTestApp();
const db = () => app.running.app.db;

/** The ids each group of the dry run lists. */
async function plannedIds(client: Awaited<ReturnType<typeof buildSignedInAdmin>>['client']) {
  const plan = dataOf(await client.graphql<{ retentionDryRun: GroupPlan[] }>(DRY_RUN)).retentionDryRun;
  return Object.fromEntries(plan.map((group) => [group.group, group.rows.map((row) => row.id).sort()]));
}

describe('Retention with the default periods (projects 2 years, accounts 7, analytics 24 months, audit 7 years)', () => {
  const due: Record<string, string[]> = {};
  const kept: Record<string, string[]> = {};
  let admin: Awaited<ReturnType<typeof buildSignedInAdmin>>;
  let dueFile: Awaited<ReturnType<typeof attachFile>>;
  let keptFile: Awaited<ReturnType<typeof attachFile>>;

  beforeAll(async () => {
    admin = await buildSignedInAdmin(app);
    const broker = await buildCompany(db(), { name: 'Broker with history' });
    // Audit entries of the broker's chain, oldest first: two past the 7 years, the rest kept.
    const oldEntries = [
      await appendOldEntry(db(), broker.id, ago(8 * YEAR)),
      await appendOldEntry(db(), broker.id, ago(7 * YEAR + 3 * MONTH)),
    ];
    const keptEntry = await appendOldEntry(db(), broker.id, ago(6 * YEAR));

    const completedLongAgo = await insertProject(db(), broker.id, 'Completed 3 years ago', 'COMPLETED', ago(3 * YEAR));
    const completedLately = await insertProject(db(), broker.id, 'Completed last year', 'COMPLETED', ago(YEAR));
    const stillOpen = await insertProject(db(), broker.id, 'Published 5 years ago', 'PUBLISHED', ago(5 * YEAR));
    const cancelled = await insertProject(db(), broker.id, 'Cancelled 30 months ago', 'CANCELLED', ago(0));
    const reopened = await insertProject(
      db(),
      broker.id,
      'Completed last year, edited long ago',
      'COMPLETED',
      ago(3 * YEAR),
    );
    // The trail's latest status change is the project's end when there is one.
    await appendOldEntry(db(), broker.id, ago(30 * MONTH), { kind: 'project.status_changed', projectId: cancelled.id });
    await appendOldEntry(db(), broker.id, ago(YEAR), { kind: 'project.status_changed', projectId: reopened.id });
    dueFile = await attachFile(app, completedLongAgo.id, broker.id, 'old-brief.txt');
    keptFile = await attachFile(app, completedLately.id, broker.id, 'new-brief.txt');

    const terminatedLongAgo = await buildCompany(db(), { name: 'Gone 8 years', terminatedAt: ago(8 * YEAR) });
    const terminatedLately = await buildCompany(db(), { name: 'Gone last year', terminatedAt: ago(YEAR) });
    await buildUser(db(), { companyId: terminatedLongAgo.id });
    const disabledLongAgo = await buildUser(db(), {
      companyId: broker.id,
      status: 'DISABLED',
      updatedAt: ago(8 * YEAR),
    });
    const disabledLately = await buildUser(db(), { companyId: broker.id, status: 'DISABLED', updatedAt: ago(YEAR) });
    const activeOld = await buildUser(db(), { companyId: broker.id, updatedAt: ago(8 * YEAR) });

    due.projects = [completedLongAgo.id, cancelled.id];
    kept.projects = [completedLately.id, stillOpen.id, reopened.id];
    due.accounts = [terminatedLongAgo.id, disabledLongAgo.user.id];
    kept.accounts = [terminatedLately.id, disabledLately.user.id, activeOld.user.id];
    due.analytics = [
      await insertContact(db(), 'old@visitor.example', ago(25 * MONTH)),
      await insertMail(db(), 'old@mail.example', ago(25 * MONTH)),
    ];
    kept.analytics = [
      await insertContact(db(), 'new@visitor.example', ago(23 * MONTH)),
      await insertMail(db(), 'new@mail.example', ago(MONTH)),
    ];
    due.audit = oldEntries;
    kept.audit = [keptEntry];
  });

  it('lists exactly the rows past their periods in the dry run, and removes nothing', async () => {
    const planned = await plannedIds(admin.client);
    for (const group of ['projects', 'accounts', 'analytics', 'audit']) {
      expect(planned[group], group).toEqual([...(due[group] ?? [])].sort());
    }
    expect(await db().$count(projects, inArray(projects.id, due.projects ?? []))).toBe(2);
  });

  it('removes them (a project’s own files from disk too) and nothing else; a second run removes nothing', async () => {
    const counts = dataOf(await admin.client.graphql<{ applyRetention: Record<string, number> }>(APPLY));
    expect(counts.applyRetention).toEqual({ projects: 2, accounts: 2, analytics: 2, audit: 2 });

    const projectIds = (await db().select({ id: projects.id }).from(projects)).map((row) => row.id);
    expect(projectIds.filter((id) => due.projects?.includes(id))).toEqual([]);
    expect(projectIds).toEqual(expect.arrayContaining(kept.projects ?? []));
    expect(dueFile.onDisk()).toBe(false);
    expect(await db().$count(files, eq(files.id, dueFile.file.id))).toBe(0);
    expect(keptFile.onDisk()).toBe(true);

    const [due1, due2] = due.accounts ?? [];
    expect(await db().$count(companies, eq(companies.id, due1 ?? ''))).toBe(0);
    expect(await db().$count(users, eq(users.id, due2 ?? ''))).toBe(0);
    const [keptCompany, ...keptUsers] = kept.accounts ?? [];
    expect(await db().$count(companies, eq(companies.id, keptCompany ?? ''))).toBe(1);
    expect(await db().$count(users, inArray(users.id, keptUsers))).toBe(2);

    const contacts = await db().select().from(contactSubmissions).orderBy(contactSubmissions.createdAt);
    expect(contacts.map((row) => [row.email, row.firstName, row.phone, row.message])).toEqual([
      ['', '', null, ''],
      ['new@visitor.example', 'Ann', '555', 'Hi'],
    ]);
    const mails = await db().select({ to: mailOutbox.to }).from(mailOutbox);
    expect(mails.map((row) => row.to)).not.toContain('old@mail.example');
    expect(mails.map((row) => row.to)).toContain('new@mail.example');

    const seqs = (await db().select({ seq: auditEntries.seq }).from(auditEntries)).map((row) => String(row.seq));
    expect(seqs).not.toContain(due.audit?.[0]);
    expect(seqs).not.toContain(due.audit?.[1]);
    expect(seqs).toContain(kept.audit?.[0]);

    const again = dataOf(await admin.client.graphql<{ applyRetention: Record<string, number> }>(APPLY));
    expect(again.applyRetention).toEqual({ projects: 0, accounts: 0, analytics: 0, audit: 0 });
    const planned = await plannedIds(admin.client);
    expect(planned).toEqual({ projects: [], accounts: [], analytics: [], audit: [] });
  });

  it('leaves every chain valid after the purge and records each run as retention.applied', async () => {
    expect((await verifyAuditChains(db())).breaks).toEqual([]);
    const runs = await db()
      .select({ after: auditEntries.after, companyId: auditEntries.companyId, actor: auditEntries.actorEmail })
      .from(auditEntries)
      .where(eq(auditEntries.kind, 'retention.applied'))
      .orderBy(auditEntries.seq);
    expect(runs.map((run) => [run.companyId, run.actor])).toEqual([
      [null, admin.user.email],
      [null, admin.user.email],
    ]);
    expect(runs[0]?.after).toMatchObject({ projects: 2, accounts: 2, analytics: 2, audit: 2 });
    expect(runs[1]?.after).toMatchObject({ projects: 0, accounts: 0, analytics: 0, audit: 0 });
  });
});

describe('Who may use retention', () => {
  it('refuses everyone but platform administrators', async () => {
    const companyAdmin = await buildSignedInUser(app, { privileges: [...PRIVILEGES] });
    for (const query of [DRY_RUN, APPLY, '{ retentionSettings { auditMonths } }']) {
      const result = await companyAdmin.client.graphql(query);
      expect(result.status, query).toBe(403);
    }
  });
});
