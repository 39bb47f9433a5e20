import {
  admissionReason,
  CONFLICT_MESSAGES,
  type ConflictDeclarationInput,
  conflictDeclarations as checkedDeclarations,
  ERROR_CODES,
} from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { recordAudit, viewerActor } from '../../../core/audit/index.js';
import { AppError, badInput, notFound } from '../../../core/errors.js';
import { findBrokerProject, type ProjectRow } from '../../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../../core/viewer/index.js';
import { conflictAdmissions, conflictDeclarations, projectMembers } from '../../../db/schema/index.js';
import { notify } from '../../notifications/index.js';
import { notificationProjectOf } from '../../projects/index.js';
import { conflictRecords, conflictSuppliers, conflictsOn, standing } from './conflict-records.js';
import { loadProjectConflicts, type ProjectConflicts } from './conflict-view.js';

const nameOf = (viewer: Viewer) => `${viewer.user.firstName} ${viewer.user.lastName}`.trim() || viewer.user.email;

/** The buy side's project with the feature on (else refused with its message). */
async function conflictProject(app: AppContext, viewer: Viewer, projectId: string) {
  const found = await findBrokerProject(app.db, viewer, projectId);
  if (!conflictsOn(found.project)) throw badInput(CONFLICT_MESSAGES.featureOff);
  return found;
}

/** The project owners hear of each declared conflict (bell and e-mail), the declarant aside. */
async function notifyOwners(
  app: AppContext,
  viewer: Viewer,
  project: ProjectRow,
  conflicted: ReadonlyArray<{ id: string; name: string }>,
) {
  if (conflicted.length === 0) return;
  const owners = await app.db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.role, 'PROJECT_MANAGER')));
  const receivers = owners.map((row) => row.userId).filter((id) => id !== viewer.user.id);
  if (receivers.length === 0) return;
  const notificationProject = await notificationProjectOf(app.db, project);
  for (const supplier of conflicted) {
    await notify(app, receivers, {
      kind: 'CONFLICT_DECLARED',
      projectId: project.id,
      productId: supplier.id,
      payload: {
        project: notificationProject,
        product: { id: supplier.id, name: supplier.name, productName: '', vendorName: supplier.name },
        subject: nameOf(viewer),
      },
    });
  }
}

/**
 * Issue 37 item 2: a buy-side user who may read the project declares, per supplier (accepted product), no conflict
 * or a conflict with a description, in one call. Each declaration is a new record (never overwritten); a declared
 * conflict tells the project owners.
 */
export async function declareConflicts(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  declarations: readonly ConflictDeclarationInput[],
): Promise<ProjectConflicts> {
  const { project, isProjectOwner } = await conflictProject(app, viewer, projectId);
  const checked = checkedDeclarations(declarations);
  if (!checked) {
    const message =
      declarations.find((row) => row.hasConflict && !row.description?.trim()) !== undefined
        ? CONFLICT_MESSAGES.descriptionNeeded
        : CONFLICT_MESSAGES.badDeclarations;
    throw badInput(message);
  }
  const suppliers = new Map((await conflictSuppliers(app.db, project.id)).map((row) => [row.id, row]));
  if (checked.some((row) => !suppliers.get(row.projectProductId)?.accepted))
    throw badInput(CONFLICT_MESSAGES.badDeclarations);
  await app.db.transaction(async (tx) => {
    await tx.insert(conflictDeclarations).values(
      checked.map((row) => ({
        projectId: project.id,
        projectProductId: row.projectProductId,
        userId: viewer.user.id,
        userName: nameOf(viewer),
        userEmail: viewer.user.email,
        hasConflict: row.hasConflict,
        description: row.description,
      })),
    );
    for (const row of checked) {
      await recordAudit(tx, viewerActor(viewer), {
        kind: 'conflict.declared',
        companyId: project.companyId,
        project: { id: project.id, name: project.name },
        target: { type: 'supplier', id: row.projectProductId, label: suppliers.get(row.projectProductId)?.name },
        after: { hasConflict: row.hasConflict },
      });
    }
  });
  const conflicted = checked.flatMap((row) => {
    const supplier = suppliers.get(row.projectProductId);
    return row.hasConflict && supplier ? [supplier] : [];
  });
  await notifyOwners(app, viewer, project, conflicted);
  return loadProjectConflicts(app.db, viewer, { project, isProjectOwner });
}

export interface AdmissionInput {
  projectId: string;
  userId: string;
  projectProductId: string;
  reason: string;
}

/**
 * Issue 37 item 2: a project owner lets a user who declared a conflict with a supplier read it anyway, with a reason
 * (1-500 characters). Only the user's latest declaration counts: it must declare a conflict not yet let in.
 */
export async function admitConflictedEvaluator(
  app: AppContext,
  viewer: Viewer,
  input: AdmissionInput,
): Promise<ProjectConflicts> {
  const { project, isProjectOwner } = await conflictProject(app, viewer, input.projectId);
  if (!isProjectOwner) throw new AppError(403, ERROR_CODES.forbidden, CONFLICT_MESSAGES.notOwner);
  const reason = admissionReason(input.reason);
  if (reason === null) throw badInput(CONFLICT_MESSAGES.badReason, { reason: CONFLICT_MESSAGES.badReason });
  if (!isUuid(input.userId) || !isUuid(input.projectProductId)) throw notFound('Declaration');
  const records = await conflictRecords(app.db, project.id, input.userId);
  const { state } = standing(records, input.userId, input.projectProductId);
  if (state === 'ADMITTED') throw badInput(CONFLICT_MESSAGES.alreadyAdmitted);
  if (state !== 'CONFLICT') throw badInput(CONFLICT_MESSAGES.notConflicted);
  await app.db.transaction(async (tx) => {
    await tx.insert(conflictAdmissions).values({
      projectId: project.id,
      projectProductId: input.projectProductId,
      userId: input.userId,
      admittedBy: viewer.user.id,
      admittedByName: nameOf(viewer),
      reason,
    });
    await recordAudit(tx, viewerActor(viewer), {
      kind: 'conflict.admitted',
      companyId: project.companyId,
      project: { id: project.id, name: project.name },
      target: { type: 'user', id: input.userId },
      after: { supplier: input.projectProductId },
    });
  });
  return loadProjectConflicts(app.db, viewer, { project, isProjectOwner });
}
