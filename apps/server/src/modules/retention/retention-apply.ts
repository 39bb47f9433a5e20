import type { RetentionGroup } from '@shortlist/domain';
import { and, eq, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { type AuditActor, recordAudit } from '../../core/audit/index.js';
import {
  auditEntries,
  companies,
  contactSubmissions,
  files,
  mailOutbox,
  projectFiles,
  projects,
  users,
} from '../../db/schema/index.js';
import { groupCutoff, rowsPast } from './retention-plan.js';
import { loadRetentionPeriods } from './retention-settings.js';

/** Rows removed per statement (and per transaction for projects and companies). */
export const RETENTION_BATCH = 200;

export type RetentionCounts = Record<RetentionGroup, number>;

/** The job's actor: no user, the platform's chain. */
export const RETENTION_JOB_ACTOR: AuditActor = {
  userId: null,
  email: null,
  companyId: null,
  actorCompanyId: null,
  address: null,
};

/**
 * Issue 38: applies the retention periods at `now`: removes the projects, accounts and audit entries past their
 * periods and anonymises analytics, a batch at a time, then records one `retention.applied` entry with the counts
 * (platform chain). Idempotent: what it removed no longer matches, so a second run finds nothing.
 */
export async function applyRetention(
  app: AppContext,
  now: Date,
  actor = RETENTION_JOB_ACTOR,
): Promise<RetentionCounts> {
  const periods = await loadRetentionPeriods(app.db);
  const cutoff = (group: RetentionGroup) => groupCutoff(group, periods, now);
  const counts: RetentionCounts = { projects: 0, accounts: 0, analytics: 0, audit: 0 };
  counts.projects = await inBatches(app, 'projects', cutoff('projects'), (rows) =>
    removeProjects(
      app,
      rows.map((row) => row.id),
    ),
  );
  counts.accounts = await inBatches(app, 'accounts', cutoff('accounts'), async (rows) => {
    const companyIds = rows.filter((row) => row.type === 'company').map((row) => row.id);
    const userIds = rows.filter((row) => row.type === 'user').map((row) => row.id);
    const removedUsers = userIds.length
      ? (await app.db.delete(users).where(inArray(users.id, userIds)).returning({ id: users.id })).length
      : 0;
    return removedUsers + (await removeCompanies(app, companyIds));
  });
  counts.analytics = await anonymiseAnalytics(app, cutoff('analytics'));
  counts.audit = await purgeAudit(app, cutoff('audit'));
  await recordAudit(app.db, actor, {
    kind: 'retention.applied',
    companyId: null,
    after: { ...counts, periods },
  });
  return counts;
}

/** Takes the group's oldest rows a batch at a time until none is left (or a batch removes nothing). */
async function inBatches(
  app: AppContext,
  group: RetentionGroup,
  cutoff: Date,
  remove: (rows: { id: string; type: string }[]) => Promise<number>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await rowsPast(app.db, group, cutoff, RETENTION_BATCH);
    if (rows.length === 0) return total;
    const removed = await remove(rows);
    total += removed;
    if (removed === 0 || rows.length < RETENTION_BATCH) return total;
  }
}

/**
 * Deletes the projects (their members, questions, answers, scores, reports and links go with them by cascade) and the
 * files attached to them that no other project links, rows and stored bytes. Files a supplier uploaded with its
 * answers belong to the supplier's company and stay with its account data.
 */
async function removeProjects(app: AppContext, ids: string[]): Promise<number> {
  const { removed, storageKeys } = await app.db.transaction(async (tx) => {
    const attached = await tx
      .select({ id: files.id })
      .from(projectFiles)
      .innerJoin(files, eq(files.id, projectFiles.fileId))
      .innerJoin(projects, and(eq(projects.id, projectFiles.projectId), eq(projects.companyId, files.companyId)))
      .where(inArray(projectFiles.projectId, ids));
    const fileIds = [...new Set(attached.map((row) => row.id))];
    const sharedIds = fileIds.length
      ? (
          await tx
            .selectDistinct({ id: projectFiles.fileId })
            .from(projectFiles)
            .where(and(inArray(projectFiles.fileId, fileIds), notInArray(projectFiles.projectId, ids)))
        ).map((row) => row.id)
      : [];
    const own = fileIds.filter((id) => !sharedIds.includes(id));
    const deleted = await tx.delete(projects).where(inArray(projects.id, ids)).returning({ id: projects.id });
    const gone = own.length
      ? await tx.delete(files).where(inArray(files.id, own)).returning({ storageKey: files.storageKey })
      : [];
    return { removed: deleted.length, storageKeys: gone.map((row) => row.storageKey) };
  });
  await Promise.all(storageKeys.map((key) => app.storage.remove(key)));
  return removed;
}

/** Deletes terminated companies with everything they hold (users, projects, files: rows by cascade, bytes here). */
async function removeCompanies(app: AppContext, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const { removed, storageKeys } = await app.db.transaction(async (tx) => {
    const stored = await tx.select({ key: files.storageKey }).from(files).where(inArray(files.companyId, ids));
    const deleted = await tx.delete(companies).where(inArray(companies.id, ids)).returning({ id: companies.id });
    return { removed: deleted.length, storageKeys: stored.map((row) => row.key) };
  });
  await Promise.all(storageKeys.map((key) => app.storage.remove(key)));
  return removed;
}

/** Contact requests lose the person (one statement); the mail log's old entries go (one statement). */
async function anonymiseAnalytics(app: AppContext, cutoff: Date): Promise<number> {
  const anonymised = await app.db
    .update(contactSubmissions)
    .set({ firstName: '', lastName: '', email: '', company: null, jobTitle: null, phone: null, message: '' })
    .where(and(lt(contactSubmissions.createdAt, cutoff), ne(contactSubmissions.email, '')))
    .returning({ id: contactSubmissions.id });
  const mails = await app.db
    .delete(mailOutbox)
    .where(lt(mailOutbox.createdAt, cutoff))
    .returning({ id: mailOutbox.id });
  return anonymised.length + mails.length;
}

/**
 * Deletes the audit entries older than the cutoff in one transaction that names the cutoff to the append-only
 * trigger (which refuses any other delete). Each chain then starts at its oldest kept entry, which the chain check
 * accepts as the chain's start.
 */
async function purgeAudit(app: AppContext, cutoff: Date): Promise<number> {
  const iso = cutoff.toISOString();
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('shortlist.audit_purge_before', ${iso}, true)`);
    const deleted = await tx
      .delete(auditEntries)
      .where(lt(auditEntries.createdAt, iso))
      .returning({ seq: auditEntries.seq });
    return deleted.length;
  });
}
