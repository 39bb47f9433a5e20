import type { AiSearchKind } from '@shortlist/domain';
import { forbidden, notFound } from '../../core/errors.js';
import type { ProjectRow } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { brokerClientProject, unlockedBrokerProject } from '../client-tables/index.js';
import { findQuestionnaireProject, findSectionAdderProject } from '../questions/index.js';
import { findEditableSupplierProject, findSupplierProject } from '../suppliers/index.js';

/** Supplier search and client discovery are for MANAGE_PROJECT_STATE holders (as inviting suppliers, editing discovery). */
function assertManagesState(viewer: Viewer): void {
  if (!viewer.privileges.has('MANAGE_PROJECT_STATE')) throw forbidden();
}

/**
 * The project a search of `type` may start (or be cancelled) on: PRODUCTS where the supplier search card shows (the
 * Suppliers tab's editable statuses), DISCOVERY where client tables may be edited, QUESTIONS where the viewer may add
 * sections. Another company's project (or one the viewer is not assigned to) answers as not found.
 */
export async function searchableProject(
  db: Database,
  viewer: Viewer,
  projectId: string,
  type: AiSearchKind,
): Promise<ProjectRow> {
  if (type === 'QUESTIONS') return (await findSectionAdderProject(db, viewer, projectId)).project;
  assertManagesState(viewer);
  return type === 'PRODUCTS'
    ? findEditableSupplierProject(db, viewer, projectId)
    : unlockedBrokerProject(db, viewer, projectId);
}

/** The project whose search of `type` the viewer reads: the same people as start it, in any status. */
export async function readableSearchProject(
  db: Database,
  viewer: Viewer,
  projectId: string,
  type: AiSearchKind,
): Promise<ProjectRow> {
  if (type === 'QUESTIONS') {
    const { project } = await findQuestionnaireProject(db, viewer, projectId);
    if (project.kind !== 'PROJECT') throw notFound('Project');
    return project;
  }
  assertManagesState(viewer);
  return type === 'PRODUCTS' ? findSupplierProject(db, viewer, projectId) : brokerClientProject(db, viewer, projectId);
}
