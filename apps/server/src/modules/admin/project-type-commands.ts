import { projectTypeSchema } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { notFound, parseInput } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';
import { projectTypes } from '../../db/schema/index.js';
import { assertCanEditReferenceTypes } from './admin-access.js';
import { getProjectType, type ProjectTypeRow } from './project-type-queries.js';

export async function createProjectType(app: AppContext, viewer: Viewer, input: unknown): Promise<ProjectTypeRow> {
  assertCanEditReferenceTypes(viewer);
  const values = parseInput(projectTypeSchema, input);
  const [row] = await app.db
    .insert(projectTypes)
    .values({ ...values, companyId: viewer.company.id })
    .returning();
  if (!row) throw new Error('Project type was not created');
  return row;
}

export async function updateProjectType(
  app: AppContext,
  viewer: Viewer,
  id: string,
  input: unknown,
): Promise<ProjectTypeRow> {
  assertCanEditReferenceTypes(viewer);
  await getProjectType(app, viewer, id);
  const values = parseInput(projectTypeSchema, input);
  const [row] = await app.db
    .update(projectTypes)
    .set(values)
    .where(and(eq(projectTypes.id, id), eq(projectTypes.companyId, viewer.company.id)))
    .returning();
  if (!row) throw notFound('Project type');
  return row;
}

/** Spec 1 §2: deleting a project type unassigns it from all projects (the projects area clears its references). */
export async function deleteProjectType(app: AppContext, viewer: Viewer, id: string): Promise<void> {
  assertCanEditReferenceTypes(viewer);
  await getProjectType(app, viewer, id);
  await app.db.delete(projectTypes).where(and(eq(projectTypes.id, id), eq(projectTypes.companyId, viewer.company.id)));
}
