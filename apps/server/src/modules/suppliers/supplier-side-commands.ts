import {
  ACCEPTABLE_PARTICIPATIONS,
  DECLINABLE_PARTICIPATIONS,
  INVITATION_ANSWER_STATUSES,
  INVITATION_TEXTS,
  type ParticipationStatus,
} from '@shortlist/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { projectProducts, projects } from '../../db/schema/index.js';
import { badInput } from '../../errors.js';
import { afterCommit } from '../../platform/after-commit.js';
import { notificationProjectOf, notifyBuySide, projectAudience } from '../projects/project-notifications.js';
import {
  findInvitations,
  invitationTitle,
  type SupplierInvitation,
  type SupplierSideReader,
} from './supplier-side-access.js';

export interface InvitationAnswerInput {
  projectId: string;
  productId: string;
}

/**
 * Moves one of the reader's invitations from one of `from` to `to`, while the project is PUBLISHED or AWAITING. The
 * project row is share-locked so that a status change of the project waits for the answer, or the answer for it.
 */
async function answerInvitation(
  app: AppContext,
  reader: SupplierSideReader,
  input: InvitationAnswerInput,
  from: readonly ParticipationStatus[],
  to: ParticipationStatus,
  refusal: string,
) {
  const { project, invitations } = await findInvitations(app.db, reader, input.projectId, input.productId);
  const [invitation] = invitations;
  if (!invitation) throw badInput(refusal);
  const updated = await app.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: projects.status })
      .from(projects)
      .where(and(eq(projects.id, project.id), inArray(projects.status, INVITATION_ANSWER_STATUSES)))
      .for('share');
    if (!current) return null;
    const [row] = await tx
      .update(projectProducts)
      .set({ participationStatus: to, updatedAt: new Date() })
      .where(and(eq(projectProducts.id, invitation.id), inArray(projectProducts.participationStatus, [...from])))
      .returning({ participationStatus: projectProducts.participationStatus });
    return row ?? null;
  });
  if (!updated) throw badInput(refusal);
  return { project, invitation: { ...invitation, participationStatus: updated.participationStatus } };
}

/** Spec 2 §7 Accept invitation (project id, product id, optional hash): INVITED or PENDING becomes ACCEPTED. */
export async function acceptInvitation(
  app: AppContext,
  reader: SupplierSideReader,
  input: InvitationAnswerInput,
): Promise<SupplierInvitation> {
  const answered = await answerInvitation(
    app,
    reader,
    input,
    ACCEPTABLE_PARTICIPATIONS,
    'ACCEPTED',
    INVITATION_TEXTS.cannotAccept,
  );
  return answered.invitation;
}

/**
 * Spec 2 §7 Decline (hash, project id, product id): INVITED, PENDING or ACCEPTED becomes DECLINED, for good; the
 * project's owners hear of it (spec 1 §3 product declined).
 */
export async function declineInvitation(
  app: AppContext,
  reader: SupplierSideReader,
  input: InvitationAnswerInput,
): Promise<SupplierInvitation> {
  const { project, invitation } = await answerInvitation(
    app,
    reader,
    input,
    DECLINABLE_PARTICIPATIONS,
    'DECLINED',
    INVITATION_TEXTS.cannotDecline,
  );
  await afterCommit(`project ${project.id} decline`, async () => {
    const owners = [...(await projectAudience(app.db, project.id)).values()].filter((member) => member.isProductOwner);
    const product = {
      id: invitation.id,
      name: invitationTitle(invitation),
      productName: invitation.productName,
      vendorName: invitation.vendorName,
    };
    await notifyBuySide(app, await notificationProjectOf(app.db, project), 'PRODUCT_DECLINED', owners, { product });
  });
  return invitation;
}
