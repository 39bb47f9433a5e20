import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { badInput, forbidden } from '../../core/errors.js';
import { findBrokerProject } from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { auditEntries } from '../../db/schema/index.js';

/** What a reader narrows the trail to; every field is optional. */
export interface AuditFilter {
  companyId?: string | null;
  userId?: string | null;
  projectId?: string | null;
  kinds?: readonly string[] | null;
  from?: Date | null;
  to?: Date | null;
}

/** Whose trail the viewer reads: every chain, one company's, or one project's. */
export type AuditReader =
  | { kind: 'platform' }
  | { kind: 'company'; companyId: string; name: string }
  | { kind: 'project'; name: string };

/** A platform administrator (ADMIN with MANAGE_BROKERS, not acting on behalf of a company) reads every chain. */
export const readsEveryTrail = (viewer: Viewer): boolean =>
  viewer.user.type === 'ADMIN' && viewer.privileges.has('MANAGE_BROKERS') && !viewer.actingOnBehalf;

/** A company administrator (MANAGE_USERS) reads their company's chain (the company they act on behalf of). */
const readsCompanyTrail = (viewer: Viewer): boolean => viewer.privileges.has('MANAGE_USERS');

/**
 * Issue 38: the rows of the trail the viewer may read, narrowed by the filter. A platform administrator reads every
 * chain (or one company's), a company administrator their company's, a project's owners that project's entries only
 * (the project named and owned); anyone else is refused.
 */
export async function auditScope(
  db: Database,
  viewer: Viewer,
  filter: AuditFilter,
): Promise<{ reader: AuditReader; where: SQL | undefined }> {
  for (const [field, id] of [
    ['companyId', filter.companyId],
    ['userId', filter.userId],
    ['projectId', filter.projectId],
  ] as const) {
    if (id && !isUuid(id)) throw badInput(`${field} is not a valid id`, { [field]: 'Invalid id' });
  }
  const narrowing = [
    filter.userId ? eq(auditEntries.actorUserId, filter.userId) : undefined,
    filter.projectId ? eq(auditEntries.projectId, filter.projectId) : undefined,
    filter.kinds && filter.kinds.length > 0 ? inArray(auditEntries.kind, [...filter.kinds]) : undefined,
    filter.from ? gte(auditEntries.createdAt, filter.from.toISOString()) : undefined,
    filter.to ? lte(auditEntries.createdAt, filter.to.toISOString()) : undefined,
  ];
  if (readsEveryTrail(viewer)) {
    const company = filter.companyId ? eq(auditEntries.companyId, filter.companyId) : undefined;
    return { reader: { kind: 'platform' }, where: and(company, ...narrowing) };
  }
  if (readsCompanyTrail(viewer)) {
    const companyId = viewer.company.id;
    return {
      reader: { kind: 'company', companyId, name: viewer.company.name },
      where: and(eq(auditEntries.companyId, companyId), ...narrowing),
    };
  }
  if (!filter.projectId) throw forbidden();
  const owned = await findBrokerProject(db, viewer, filter.projectId).catch(() => null);
  if (!owned?.isProjectOwner) throw forbidden();
  return { reader: { kind: 'project', name: owned.project.name }, where: and(...narrowing) };
}
