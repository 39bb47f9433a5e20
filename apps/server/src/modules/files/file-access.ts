import { or, sql } from 'drizzle-orm';
import { extensionPoints } from '../../core/extensions/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import type { files } from '../../db/schema/index.js';

type FileRow = typeof files.$inferSelect;

/**
 * A file is readable by the company that uploaded it, and by whoever an area's rule lets see it (every rule in one
 * statement).
 */
export async function canReadFile(db: Database, viewer: Viewer, file: FileRow): Promise<boolean> {
  if (file.companyId === viewer.company.id) return true;
  const conditions = extensionPoints.fileReadRules
    .entries()
    .map((rule) => rule({ db, viewer, fileId: file.id }))
    .filter((condition) => condition !== null);
  if (conditions.length === 0) return false;
  const [row] = await db.select({ readable: sql<boolean>`${or(...conditions)}` }).from(sql`(select 1) as one`);
  return row?.readable === true;
}
