import { mayImport } from '@shortlist/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { projects } from '../../db/schema/index.js';
import { forbidden } from '../errors.js';
import { onBuySide, type Viewer } from '../viewer/index.js';
import { assertBuySideUser, type ProjectRow } from './project-access.js';
import { EDITOR_PRIVILEGES } from './template-access.js';

/** Spec 3 §2: importing a file is for buy-side users who may import (either privilege). */
export function assertImporter(viewer: Viewer): void {
  assertBuySideUser(viewer);
  if (!mayImport(viewer.privileges)) throw forbidden();
}

/** Spec 1 §2 My Uploads: read by buy-side companies' users (and administrators) who may import. */
export function assertReadsImports(viewer: Viewer): void {
  if (!onBuySide(viewer) || !mayImport(viewer.privileges)) throw forbidden();
}

/**
 * The draft projects of the viewer's own imports (kind IMPORT_DRAFT, made by the viewer in their company): nobody
 * else, not even a colleague, sees them (spec 1 §2 My Uploads is the viewer's own).
 */
export function ownImportDrafts(viewer: Viewer): SQL {
  if (!mayImport(viewer.privileges)) return sql`false`;
  const own = and(
    eq(projects.kind, 'IMPORT_DRAFT'),
    eq(projects.companyId, viewer.company.id),
    eq(projects.createdBy, viewer.user.id),
  );
  return own ?? sql`false`;
}

/**
 * How the questionnaire rules see an import's draft (spec 3 §2 Review Questions): its uploader edits its sections and
 * questions as a template's editors edit a template's, whatever their own question privileges.
 */
export const importQuestionnaireTerms = (project: ProjectRow) => ({ project, privileges: EDITOR_PRIVILEGES });
