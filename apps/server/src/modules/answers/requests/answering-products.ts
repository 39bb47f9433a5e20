import type { ParticipationStatus } from '@shortlist/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { badInput } from '../../../core/errors.js';
import type { ProjectRow } from '../../../core/tenancy/index.js';
import type { Viewer } from '../../../core/viewer/index.js';
import type { Database } from '../../../db/client.js';
import { projectProducts } from '../../../db/schema/index.js';
import { findSupplierProject } from '../../suppliers/index.js';
import { PRODUCT_ANSWERS_STATUSES, REQUEST_MESSAGES } from './request-rules.js';

/** An answering product's decision so far (spec 2 §5 Choice Products for Scoring). */
export interface AnsweringProduct {
  id: string;
  participationStatus: ParticipationStatus;
  answersSubmittedAt: Date | null;
  answersSubmitDeadline: Date | null;
}

/**
 * The project (buy side, tenant rule; MANAGE_PROJECT_STATE is the field's rule) and its products among `ids` for the
 * Suppliers menu's answer calls (spec 2 §6): the project in AWAITING or SCORING; every product the project's, accepted,
 * its answers not submitted yet ('The decision cannot be changed once submitted', spec 2 §5). All or nothing; with
 * the products as they are.
 */
export async function findAnsweringProducts(
  db: Database,
  viewer: Viewer,
  projectId: string,
  ids: readonly string[],
): Promise<{ project: ProjectRow; products: AnsweringProduct[] }> {
  const project = await findSupplierProject(db, viewer, projectId);
  if (!PRODUCT_ANSWERS_STATUSES.includes(project.status)) throw badInput(REQUEST_MESSAGES.productStatus);
  const unique = [...new Set(ids)];
  const rows = await db
    .select({
      id: projectProducts.id,
      participationStatus: projectProducts.participationStatus,
      answersSubmittedAt: projectProducts.answersSubmittedAt,
      answersSubmitDeadline: projectProducts.answersSubmitDeadline,
    })
    .from(projectProducts)
    .where(and(eq(projectProducts.projectId, project.id), inArray(projectProducts.id, unique)));
  if (rows.length !== unique.length) throw badInput(REQUEST_MESSAGES.notInProject);
  if (rows.some((row) => row.participationStatus !== 'ACCEPTED')) throw badInput(REQUEST_MESSAGES.notAccepted);
  if (rows.some((row) => row.answersSubmittedAt)) throw badInput(REQUEST_MESSAGES.alreadySubmitted);
  return { project, products: rows };
}
