import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Viewer } from '../viewer/index.js';

export interface FileReadContext {
  db: Database;
  viewer: Viewer;
  fileId: string;
}

/**
 * An area's rule for another company's file: the condition (an `exists` over the area's records) under which the
 * viewer sees a record that the file is on, or null when the viewer sees none of the area's records.
 */
export type FileReadRule = (context: FileReadContext) => SQL | null;
