import { auditKindLabel } from '@shortlist/domain';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Page, type PageArgs, pageWindow } from '../../core/graphql/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { isoInstant } from '../../db/iso-instant.js';
import { pageTotal } from '../../db/page-total.js';
import { auditEntries, companies } from '../../db/schema/index.js';
import { type AuditFilter, auditScope } from './audit-scope.js';

/** One entry as its readers see it. */
export interface AuditEntryView {
  seq: number;
  createdAt: string;
  companyId: string | null;
  companyName: string | null;
  actorUserId: string | null;
  actorEmail: string | null;
  /** Set while an administrator acted on behalf of the company: the administrator's own company, if still there. */
  onBehalf: boolean;
  actorCompanyName: string | null;
  kind: string;
  kindLabel: string;
  projectId: string | null;
  projectName: string | null;
  targetType: string | null;
  targetId: string | null;
  targetLabel: string | null;
  before: unknown;
  after: unknown;
  address: string | null;
}

const chainCompany = alias(companies, 'audit_chain_company');
const actorCompany = alias(companies, 'audit_actor_company');

/** The entries of `where`, newest first, with both company names, in one statement (a page or a CSV batch). */
export function selectEntries(db: Database, where: SQL | undefined) {
  return db
    .select({
      seq: auditEntries.seq,
      createdAt: isoInstant(sql`${auditEntries.createdAt}`),
      companyId: auditEntries.companyId,
      companyName: chainCompany.name,
      actorUserId: auditEntries.actorUserId,
      actorEmail: auditEntries.actorEmail,
      actorCompanyId: auditEntries.actorCompanyId,
      actorCompanyName: actorCompany.name,
      kind: auditEntries.kind,
      projectId: auditEntries.projectId,
      projectName: auditEntries.projectName,
      targetType: auditEntries.targetType,
      targetId: auditEntries.targetId,
      targetLabel: auditEntries.targetLabel,
      before: auditEntries.before,
      after: auditEntries.after,
      address: auditEntries.address,
      total: sql<number>`cast(count(*) over () as integer)`,
    })
    .from(auditEntries)
    .leftJoin(chainCompany, eq(chainCompany.id, auditEntries.companyId))
    .leftJoin(actorCompany, eq(actorCompany.id, auditEntries.actorCompanyId))
    .where(where)
    .orderBy(desc(auditEntries.seq));
}

type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

export function toView(row: EntryRow): AuditEntryView {
  const { actorCompanyId, total: _total, ...rest } = row;
  return { ...rest, onBehalf: actorCompanyId !== null, kindLabel: auditKindLabel(row.kind) };
}

/** Issue 38: a page of the trail the viewer may read (audit-scope.ts), newest first. */
export async function listAuditEntries(
  db: Database,
  viewer: Viewer,
  filter: AuditFilter,
  pagination: PageArgs | null | undefined,
): Promise<Page<AuditEntryView>> {
  const window = pageWindow(pagination);
  const { where } = await auditScope(db, viewer, filter);
  const rows = await selectEntries(db, where).limit(window.limit).offset(window.offset);
  const total = await pageTotal(rows, window.offset, () => db.$count(auditEntries, where));
  return { results: rows.map(toView), total, page: window.page, pageSize: window.pageSize };
}

/** The people and projects the viewer's trail names, for the filters (distinct, in one statement each). */
export async function auditChoices(db: Database, viewer: Viewer, filter: AuditFilter) {
  const { where } = await auditScope(db, viewer, { companyId: filter.companyId, projectId: filter.projectId });
  const [people, projectRows] = await Promise.all([
    db
      .selectDistinctOn([auditEntries.actorUserId], { id: auditEntries.actorUserId, email: auditEntries.actorEmail })
      .from(auditEntries)
      .where(sql`${where ?? sql`true`} and ${auditEntries.actorUserId} is not null`)
      .orderBy(auditEntries.actorUserId, desc(auditEntries.seq)),
    db
      .selectDistinctOn([auditEntries.projectId], { id: auditEntries.projectId, name: auditEntries.projectName })
      .from(auditEntries)
      .where(sql`${where ?? sql`true`} and ${auditEntries.projectId} is not null`)
      .orderBy(auditEntries.projectId, desc(auditEntries.seq)),
  ]);
  const byText = (a: string, b: string) => a.localeCompare(b);
  return {
    people: people
      .map((row) => ({ id: row.id as string, email: row.email ?? '' }))
      .sort((a, b) => byText(a.email, b.email)),
    projects: projectRows
      .map((row) => ({ id: row.id as string, name: row.name ?? '' }))
      .sort((a, b) => byText(a.name, b.name)),
  };
}
