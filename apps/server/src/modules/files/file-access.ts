import { or, type SQL, sql } from 'drizzle-orm';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import type { files } from '../../db/schema/index.js';

type FileRow = typeof files.$inferSelect;

/**
 * An area's rule for another company's file: the condition (an `exists` over the area's records) under which the
 * viewer sees a record that the file is on, or null when the viewer sees none of the area's records.
 */
export type FileReadRule = (db: Database, viewer: Viewer, fileId: string) => SQL | null;

const readRules: FileReadRule[] = [];

/** Areas that show files on shared records (public library questions, published templates…) register at load. */
export function registerFileReadRule(rule: FileReadRule): () => void {
  readRules.push(rule);
  return () => {
    readRules.splice(readRules.indexOf(rule), 1);
  };
}

/**
 * A file is readable by the company that uploaded it, and by whoever an area's rule lets see it (every rule in one
 * statement).
 */
export async function canReadFile(db: Database, viewer: Viewer, file: FileRow): Promise<boolean> {
  if (file.companyId === viewer.company.id) return true;
  const conditions = readRules.map((rule) => rule(db, viewer, file.id)).filter((condition) => condition !== null);
  if (conditions.length === 0) return false;
  const [row] = await db.select({ readable: sql<boolean>`${or(...conditions)}` }).from(sql`(select 1) as one`);
  return row?.readable === true;
}
