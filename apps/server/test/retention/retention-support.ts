import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DEFAULT_COMPANY_SETTINGS, type ProjectStatus } from '@shortlist/domain';
import { desc, eq } from 'drizzle-orm';
import { CHAIN_START, type ChainedFields, entryHash } from '../../src/core/audit/index.js';
import type { Database } from '../../src/db/client.js';
import {
  auditEntries,
  contactSubmissions,
  files,
  mailOutbox,
  projectFiles,
  projects,
} from '../../src/db/schema/index.js';
import type { TestApp } from '../support/test-app.js';

export const DAY = 24 * 60 * 60_000;
export const MONTH = 30.5 * DAY;
export const YEAR = 365.25 * DAY;
/** An instant `ms` before now. */
export const ago = (ms: number) => new Date(Date.now() - ms);

export const DRY_RUN = `{ retentionDryRun { group description cutoff count rows { id type label date } } }`;
export const APPLY = 'mutation { applyRetention { projects accounts analytics audit } }';
export const SETTINGS = '{ retentionSettings { projectMonths accountMonths analyticsMonths auditMonths } }';
export const UPDATE = `mutation Update($input: RetentionSettingsInput!) {
  updateRetentionSettings(input: $input) { projectMonths accountMonths analyticsMonths auditMonths }
}`;

export interface GroupPlan {
  group: string;
  count: number;
  rows: { id: string; type: string; label: string; date: string }[];
}

/** A project of the company in `status`, last updated at `updatedAt`. */
export async function insertProject(
  db: Database,
  companyId: string,
  name: string,
  status: ProjectStatus,
  updatedAt: Date,
) {
  const [project] = await db
    .insert(projects)
    .values({
      companyId,
      name,
      type: 'RFP',
      status,
      settings: {
        answersMaxLength: null,
        scoringType: DEFAULT_COMPANY_SETTINGS.scoringType,
        enableBranches: false,
        enableExperts: true,
        enableExtendedAnswersDeadline: false,
      },
      createdAt: updatedAt,
      updatedAt,
    })
    .returning();
  if (!project) throw new Error('project not built');
  return project;
}

/** A real stored file attached to the project: its row, and a function telling whether its bytes are still on disk. */
export async function attachFile(testApp: TestApp, projectId: string, companyId: string, name: string) {
  const storageKey = `retention-test/${name}`;
  const size = await testApp.running.app.storage.put(storageKey, Readable.from([Buffer.from(`bytes of ${name}`)]));
  const [file] = await testApp.running.app.db
    .insert(files)
    .values({ companyId, filename: name, mimetype: 'text/plain', size, storageKey })
    .returning();
  if (!file) throw new Error('file not built');
  await testApp.running.app.db.insert(projectFiles).values({ projectId, fileId: file.id });
  const onDisk = () => existsSync(path.join(testApp.running.app.config.dataDir, 'files', storageKey));
  return { file, onDisk };
}

/**
 * Appends an entry dated `createdAt` to the company's chain, hashed as recordAudit would have (entries of one chain
 * must be appended oldest first, as time would have written them).
 */
export async function appendOldEntry(
  db: Database,
  companyId: string,
  createdAt: Date,
  event: { kind: string; projectId?: string; after?: unknown } = { kind: 'project.created' },
) {
  const [last] = await db
    .select({ hash: auditEntries.hash })
    .from(auditEntries)
    .where(eq(auditEntries.companyId, companyId))
    .orderBy(desc(auditEntries.seq))
    .limit(1);
  const fields: ChainedFields = {
    companyId,
    projectId: event.projectId ?? null,
    projectName: null,
    actorUserId: null,
    actorEmail: 'old@example.com',
    actorCompanyId: null,
    kind: event.kind,
    targetType: null,
    targetId: null,
    targetLabel: null,
    before: null,
    after: event.after ?? null,
    address: null,
    createdAt: createdAt.toISOString(),
  };
  const previousHash = last?.hash ?? CHAIN_START;
  const [row] = await db
    .insert(auditEntries)
    .values({ ...fields, previousHash, hash: entryHash(previousHash, fields) })
    .returning({ seq: auditEntries.seq });
  return String(row?.seq);
}

export async function insertContact(db: Database, email: string, createdAt: Date) {
  const [row] = await db
    .insert(contactSubmissions)
    .values({ kind: 'CONTACT', firstName: 'Ann', lastName: 'Lee', email, phone: '555', message: 'Hi', createdAt })
    .returning();
  return row?.id ?? '';
}

export async function insertMail(db: Database, to: string, createdAt: Date) {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to, subject: 'Old mail', html: '<p>x</p>', text: 'x', createdAt, sentAt: createdAt })
    .returning();
  return row?.id ?? '';
}
