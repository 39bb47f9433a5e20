import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import type { ProjectRow } from '../core/tenancy/index.js';
import { notifications } from '../db/schema/index.js';
import { deliverSupplierNotices, storeAnsweringOpenNotices } from '../modules/answers/index.js';
import { raiseMembersAdded, raiseStatusChanged } from '../modules/projects/index.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The demo bells: the seeded projects' events raised through the same code the API uses (people named on creation
 * hear of the project; the project in review asks its experts to approve questions; the suppliers of the project
 * awaiting answers hear that answering is open), dated back to when the projects were created so that the bell reads
 * like a history.
 */
export async function raiseDemoNotifications(app: AppContext, seeded: readonly ProjectRow[]): Promise<void> {
  for (const row of seeded) {
    await raiseMembersAdded(app, row, null, row.createdBy);
    if (row.status === 'IN_REVIEW') await raiseStatusChanged(app, row, 'DRAFT', row.createdBy);
    if (row.status === 'AWAITING') {
      await deliverSupplierNotices(app, 'the demo answering', await storeAnsweringOpenNotices(app.db, row));
    }
    const ofKind = (kind: 'NEW_PROJECT' | 'QUESTIONS_TO_APPROVE' | 'AWAITING_ANSWERS') =>
      and(eq(notifications.projectId, row.id), eq(notifications.kind, kind));
    await app.db.update(notifications).set({ createdAt: row.createdAt }).where(ofKind('NEW_PROJECT'));
    await app.db
      .update(notifications)
      .set({ createdAt: new Date(row.createdAt.getTime() + 2 * HOUR_MS) })
      .where(ofKind('QUESTIONS_TO_APPROVE'));
    // Answering opened a week after publishing, before the demo submissions (two days ago).
    const opened = (row.publishDate ?? row.createdAt).getTime() + 7 * 24 * HOUR_MS;
    await app.db
      .update(notifications)
      .set({ createdAt: new Date(opened) })
      .where(ofKind('AWAITING_ANSWERS'));
  }
}
