import {
  ACCEPTABLE_PARTICIPATIONS,
  DECLINABLE_PARTICIPATIONS,
  INVITATION_ANSWER_STATUSES,
  INVITATION_TEXTS,
  type ParticipationStatus,
} from '@shortlist/domain';
import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { badInput } from '../../core/errors.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import { isUniqueViolation } from '../../db/client.js';
import { products, projectProducts, projects } from '../../db/schema/index.js';
import { afterCommit } from '../../platform/after-commit.js';
import { notificationProjectOf, notifyBuySide, projectAudience } from '../projects/index.js';
import {
  findInvitations,
  invitationTitle,
  type SupplierInvitation,
  type SupplierSideReader,
  supplierCompanyOf,
} from './supplier-side-access.js';

export interface InvitationAnswerInput {
  projectId: string;
  productId: string;
}

export interface AcceptInvitationInput extends InvitationAnswerInput {
  /** The accepting company's product that answers an invitation sent by e-mail only (spec 2 §4 Accept form). */
  ownProductId?: string | null;
}

interface InvitationAnswer {
  from: readonly ParticipationStatus[];
  to: ParticipationStatus;
  refusal: string;
  /** The company product the participation points at from now on, when the answer settles it. */
  productToLink?: (invitation: SupplierInvitation, viewer: Viewer | null) => Promise<string | null>;
}

/**
 * Moves one of the reader's invitations from one of `from` to `to`, while the project is PUBLISHED or AWAITING. The
 * project row is share-locked so that a status change of the project waits for the answer, or the answer for it.
 */
async function answerInvitation(
  app: AppContext,
  reader: SupplierSideReader,
  input: InvitationAnswerInput,
  { from, to, refusal, productToLink }: InvitationAnswer,
) {
  const found = await findInvitations(app.db, reader, input.projectId, input.productId);
  const { project } = found;
  const [invitation] = found.invitations;
  if (!invitation) throw badInput(refusal);
  const productId = (await productToLink?.(invitation, found.viewer)) ?? invitation.productId;
  const updated = await app.db
    .transaction(async (tx) => {
      const [current] = await tx
        .select({ status: projects.status })
        .from(projects)
        .where(and(eq(projects.id, project.id), inArray(projects.status, INVITATION_ANSWER_STATUSES)))
        .for('share');
      if (!current) return null;
      const [row] = await tx
        .update(projectProducts)
        .set({ participationStatus: to, productId, updatedAt: new Date() })
        .where(and(eq(projectProducts.id, invitation.id), inArray(projectProducts.participationStatus, [...from])))
        .returning({ participationStatus: projectProducts.participationStatus });
      return row ?? null;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw badInput(INVITATION_TEXTS.productAlreadyInProject);
      throw error;
    });
  if (!updated) throw badInput(refusal);
  return { project, invitation: { ...invitation, productId, participationStatus: updated.participationStatus } };
}

/**
 * Spec 2 §4 Accept form: an invitation sent by e-mail only is answered with one of the signed-in supplier's own
 * products (selectable), which must not be in the project already; one naming a product keeps it (read-only).
 */
async function ownProductFor(
  app: AppContext,
  viewer: Viewer | null,
  invitation: SupplierInvitation,
  ownProductId: string | null | undefined,
): Promise<string | null> {
  if (invitation.productId) return null;
  const companyId = supplierCompanyOf(viewer);
  if (!companyId) throw badInput(INVITATION_TEXTS.signInToAccept);
  const chooseProduct = badInput(INVITATION_TEXTS.chooseProduct, { productId: INVITATION_TEXTS.chooseProduct });
  if (!ownProductId || !isUuid(ownProductId)) throw chooseProduct;
  const [own] = await app.db
    .select({
      id: products.id,
      inProject: sql<boolean>`${exists(
        app.db
          .select({ one: sql`1` })
          .from(projectProducts)
          .where(and(eq(projectProducts.projectId, invitation.projectId), eq(projectProducts.productId, products.id))),
      )}`,
    })
    .from(products)
    .where(and(eq(products.id, ownProductId), eq(products.companyId, companyId)));
  if (!own) throw chooseProduct;
  if (own.inProject) throw badInput(INVITATION_TEXTS.productAlreadyInProject);
  return own.id;
}

/** Spec 2 §7 Accept invitation (project id, product id, optional hash): INVITED or PENDING becomes ACCEPTED. */
export async function acceptInvitation(
  app: AppContext,
  reader: SupplierSideReader,
  input: AcceptInvitationInput,
): Promise<SupplierInvitation> {
  const answered = await answerInvitation(app, reader, input, {
    from: ACCEPTABLE_PARTICIPATIONS,
    to: 'ACCEPTED',
    refusal: INVITATION_TEXTS.cannotAccept,
    productToLink: (invitation, viewer) => ownProductFor(app, viewer, invitation, input.ownProductId),
  });
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
  const { project, invitation } = await answerInvitation(app, reader, input, {
    from: DECLINABLE_PARTICIPATIONS,
    to: 'DECLINED',
    refusal: INVITATION_TEXTS.cannotDecline,
  });
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
