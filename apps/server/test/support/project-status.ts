import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { projects } from '../../src/db/schema/index.js';

/** Sets the project's status directly (the status flow has its own tests). */
export async function setProjectStatus(db: Database, projectId: string, status: typeof projects.$inferSelect.status) {
  await db.update(projects).set({ status }).where(eq(projects.id, projectId));
}
