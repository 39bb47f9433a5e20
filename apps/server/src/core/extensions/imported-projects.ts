import type { Database } from '../../db/client.js';
import type { Viewer } from '../viewer/index.js';
import type { ProjectRow } from './project-row.js';

export interface ImportedProjectContext {
  db: Database;
  viewer: Viewer;
  importId: string;
}

/**
 * The draft project holding the sections and questions of an import the viewer may start a project from (spec 3 §5
 * Create project, origin IMPORT); null when the source knows no such import. It throws its own refusals.
 */
export type ImportedProjectSource = (context: ImportedProjectContext) => Promise<ProjectRow | null>;
