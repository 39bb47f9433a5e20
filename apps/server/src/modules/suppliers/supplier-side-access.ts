import {
  PARTICIPATIONS_HIDDEN_FROM_SUPPLIER,
  type ParticipationStatus,
  PROJECT_STATUSES_HIDDEN_FROM_SUPPLIER,
  supplierSeesResult,
} from '@shortlist/domain';
import { and, asc, eq, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../core/errors.js';
import type { ProjectRow } from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { companies, products, projectProducts, projects } from '../../db/schema/index.js';
import { hashToken } from '../../platform/security/index.js';
import { answersSubmitterName } from './answers-submitter.js';
import { supplierTitle } from './project-products.js';

/**
 * Who reads the supplier side of a project: a signed-in user of a supplier company (its products' invitations) and
 * or anyone holding an invitation's link token (that one invitation only).
 */
export interface SupplierSideReader {
  viewer: Viewer | null;
  hash: string | null | undefined;
}

/** One of the reader's invitations to the project: a project product as its supplier may see it. */
export interface SupplierInvitation {
  id: string;
  projectId: string;
  productId: string | null;
  /** The supplier company of the product; null for an invitation sent by e-mail only. */
  companyId: string | null;
  productName: string;
  vendorName: string;
  participationStatus: ParticipationStatus;
  invitedAt: Date | null;
  answersSubmitDeadline: Date | null;
  answersSubmittedAt: Date | null;
  /** Who submitted the answers (the receipt's name); null when nobody did. */
  answersSubmittedBy: string | null;
  /** Its result once announced (supplierSeesResult): winner or not, and the broker's notes only when shared. */
  result: { winner: boolean; feedback: string | null } | null;
}

/** The result an invitation's supplier reads; nothing of it before it is announced, never notes left unshared. */
function resultOf(project: ProjectRow, invitation: typeof projectProducts.$inferSelect): SupplierInvitation['result'] {
  if (!supplierSeesResult(project.type, project.status, invitation.participationStatus)) return null;
  const feedback = invitation.shareNotes && invitation.notes ? invitation.notes : null;
  return { winner: invitation.winner, feedback };
}

/** The signed-in supplier company's id; null for a visitor or a buy-side user. */
export const supplierCompanyOf = (viewer: Viewer | null) =>
  viewer?.company.kind === 'SUPPLIER' ? viewer.company.id : null;

/** The invitations the reader reaches: its company's products, and the one the token names. */
function reachedBy(reader: SupplierSideReader): { reach: SQL | undefined; byToken: SQL<boolean> } {
  const companyId = supplierCompanyOf(reader.viewer);
  const hash = reader.hash?.trim();
  const token = hash ? eq(projectProducts.invitationTokenHash, hashToken(hash)) : undefined;
  const reached = [companyId ? eq(products.companyId, companyId) : undefined, token].filter(
    (condition) => condition !== undefined,
  );
  return {
    reach: reached.length > 0 ? or(...reached) : undefined,
    byToken: token ? sql<boolean>`coalesce(${token}, false)` : sql<boolean>`false`,
  };
}

/**
 * Spec 2 §1: an invitee acts with the link's token in place of signing in, so the token grants the same to whoever
 * holds it. A signed-in user who is not of the invited company reaches through it what a signed-out holder reaches,
 * as one (nothing of their own company, nothing in their name); a user of the invited company keeps their session.
 * So does a signed-in supplier on an invitation sent by e-mail only, which the accept form links to one of its own
 * products.
 */
function keepsSession(viewer: Viewer, tokenCompanyId: string | null): boolean {
  const companyId = supplierCompanyOf(viewer);
  return companyId !== null && (tokenCompanyId === null || tokenCompanyId === companyId);
}

/** An invited supplier's participation in a project the supplier side may open. */
export const visibleInvitation = and(
  eq(projects.kind, 'PROJECT'),
  notInArray(projects.status, PROJECT_STATUSES_HIDDEN_FROM_SUPPLIER),
  notInArray(projectProducts.participationStatus, PARTICIPATIONS_HIDDEN_FROM_SUPPLIER),
);

/**
 * The project and the reader's invitations to it (ordered by product name), in one statement; a project the reader
 * is not invited to, a missing one or a malformed id answers as not found. `projectProductId` narrows to one.
 * `viewer` is the signed-in user as the token leaves them (keepsSession): null when they read as the link's holder.
 */
export async function findInvitations(
  db: Database,
  reader: SupplierSideReader,
  projectId: string,
  projectProductId?: string,
): Promise<{ project: ProjectRow; invitations: SupplierInvitation[]; viewer: Viewer | null }> {
  const { reach, byToken } = reachedBy(reader);
  if (!reach || !isUuid(projectId) || (projectProductId !== undefined && !isUuid(projectProductId))) {
    throw notFound('Project');
  }
  const rows = await db
    .select({
      project: projects,
      invitation: projectProducts,
      productName: sql<string>`coalesce(${products.name}, ${projectProducts.productName})`,
      vendorName: sql<string>`coalesce(${companies.name}, '')`,
      companyId: products.companyId,
      submittedBy: answersSubmitterName,
      byToken,
    })
    .from(projectProducts)
    .innerJoin(projects, eq(projects.id, projectProducts.projectId))
    .leftJoin(products, eq(products.id, projectProducts.productId))
    .leftJoin(companies, eq(companies.id, products.companyId))
    .where(
      and(
        eq(projectProducts.projectId, projectId),
        projectProductId ? eq(projectProducts.id, projectProductId) : undefined,
        visibleInvitation,
        reach,
      ),
    )
    .orderBy(asc(sql`coalesce(${products.name}, ${projectProducts.productName})`), asc(projectProducts.id));
  const token = rows.find((row) => row.byToken);
  const asHolder = token !== undefined && reader.viewer !== null && !keepsSession(reader.viewer, token.companyId);
  const reached = asHolder ? rows.filter((row) => row.byToken) : rows;
  const project = reached[0]?.project;
  if (!project) throw notFound('Project');
  return {
    project,
    viewer: asHolder ? null : reader.viewer,
    invitations: reached.map(({ invitation, productName, vendorName, companyId, submittedBy }) => ({
      id: invitation.id,
      projectId: invitation.projectId,
      productId: invitation.productId,
      companyId,
      productName,
      vendorName,
      participationStatus: invitation.participationStatus,
      invitedAt: invitation.invitedAt,
      answersSubmitDeadline: invitation.answersSubmitDeadline,
      answersSubmittedAt: invitation.answersSubmittedAt,
      answersSubmittedBy: invitation.answersSubmittedAt ? submittedBy : null,
      result: resultOf(project, invitation),
    })),
  };
}

/** The title a notification gives the invitation's supplier ('vendor — product'). */
export const invitationTitle = (invitation: SupplierInvitation) =>
  supplierTitle(invitation.vendorName, invitation.productName, '');
