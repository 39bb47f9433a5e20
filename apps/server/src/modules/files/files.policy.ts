import type { Database } from '../../db/client.js';
import type { files } from '../../db/schema/index.js';
import type { Viewer } from '../accounts/viewer.js';

type FileRow = typeof files.$inferSelect;

/** An area's rule for another company's file: whether the viewer sees a record of that area which the file is on. */
export type FileReadRule = (db: Database, viewer: Viewer, fileId: string) => Promise<boolean>;

const readRules: FileReadRule[] = [];

/** Areas that show files on shared records (public library questions, published templates…) register at load. */
export function registerFileReadRule(rule: FileReadRule): () => void {
  readRules.push(rule);
  return () => {
    readRules.splice(readRules.indexOf(rule), 1);
  };
}

/** A file is readable by the company that uploaded it, and by whoever an area's rule lets see it. */
export async function canReadFile(db: Database, viewer: Viewer, file: FileRow): Promise<boolean> {
  if (file.companyId === viewer.company.id) return true;
  for (const rule of readRules) if (await rule(db, viewer, file.id)) return true;
  return false;
}
