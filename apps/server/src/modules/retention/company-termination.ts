import { TERMINATION_TEXTS } from '@shortlist/domain';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { recordAudit, viewerActor } from '../../core/audit/index.js';
import { badInput, notFound } from '../../core/errors.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import { companies, sessions, users } from '../../db/schema/index.js';
import { assertPlatformAdministrator } from './retention-access.js';

/**
 * Issue 38: a platform administrator terminates a company: from now its users cannot sign in (their sessions end),
 * except its administrators, who may export its data for 30 days; retention counts its account data from now.
 */
export async function terminateCompany(app: AppContext, viewer: Viewer, id: string): Promise<Date> {
  assertPlatformAdministrator(viewer);
  if (!isUuid(id)) throw notFound('Company');
  const [company] = await app.db.select().from(companies).where(eq(companies.id, id));
  if (!company) throw notFound('Company');
  if (company.id === viewer.ownCompany.id) throw badInput(TERMINATION_TEXTS.ownCompany);
  if (company.terminatedAt) throw badInput(TERMINATION_TEXTS.alreadyTerminated);
  const terminatedAt = new Date();
  const userIds = await app.db.transaction(async (tx) => {
    await tx.update(companies).set({ terminatedAt, updatedAt: terminatedAt }).where(eq(companies.id, company.id));
    const people = await tx.select({ id: users.id }).from(users).where(eq(users.companyId, company.id));
    const ids = people.map((person) => person.id);
    if (ids.length) await tx.delete(sessions).where(inArray(sessions.userId, ids));
    await recordAudit(tx, viewerActor(viewer), {
      kind: 'company.terminated',
      companyId: company.id,
      target: { type: 'company', id: company.id, label: company.name },
      after: { terminatedAt: terminatedAt.toISOString() },
    });
    return ids;
  });
  for (const userId of userIds) app.pubsub.publish('sessions:revoked', { userId });
  return terminatedAt;
}
