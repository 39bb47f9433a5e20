import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { notifications } from '../db/schema/index.js';
import { raiseMembersAdded, raiseStatusChanged } from '../modules/projects/project-notifications.js';
import type { ProjectRow } from '../modules/projects/project-access.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The demo bells: the seeded projects' events raised through the same code the API uses (people named on creation
 * hear of the project; the project in review asks its experts to approve questions), dated back to when the
 * projects were created so that the bell reads like a history.
 */
export async function raiseDemoNotifications(app: AppContext, seeded: readonly ProjectRow[]): Promise<void> {
  for (const row of seeded) {
    await raiseMembersAdded(app, row, null, row.createdBy);
    if (row.status === 'IN_REVIEW') await raiseStatusChanged(app, row, 'DRAFT', row.createdBy);
    const ofKind = (kind: 'NEW_PROJECT' | 'QUESTIONS_TO_APPROVE') =>
      and(eq(notifications.projectId, row.id), eq(notifications.kind, kind));
    await app.db.update(notifications).set({ createdAt: row.createdAt }).where(ofKind('NEW_PROJECT'));
    await app.db
      .update(notifications)
      .set({ createdAt: new Date(row.createdAt.getTime() + 2 * HOUR_MS) })
      .where(ofKind('QUESTIONS_TO_APPROVE'));
  }
}
