import {
  brokerAskingProblem,
  brokerHoldsFaq,
  ERROR_CODES,
  FAQ_MESSAGES,
  type FaqReaderFacts,
  supplierAskingProblem,
} from '@shortlist/domain';
import { AppError, badInput, forbidden, notFound } from '../../core/errors.js';
import { isBuySideUser, type ProjectRow, reachedProject } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { findInvitations, type SupplierInvitation, supplierCompanyOf } from '../suppliers/index.js';

/**
 * Who reads a project's FAQ: the buy side of the project's tenant (the projects' tenant rule: they see every item),
 * or its supplier side — a signed-in supplier or whoever holds an invitation's hash, through the supplier pages' own
 * access (findInvitations) — who sees the published public items and every item of its own company.
 */
export interface FaqAudience {
  side: FaqReaderFacts['side'];
  project: ProjectRow;
  /** The signed-in reader; null for a hash holder who is not of the invited company (they act as the link's holder). */
  viewer: Viewer | null;
  /** The supplier company whose own items the reader sees; null on the buy side, or for an e-mail-only invitee. */
  companyId: string | null;
  invitations: SupplierInvitation[];
}

/**
 * The reader of the project's FAQ; a project the reader does not reach answers as not found. A buy-side user who
 * does not reach the project through their company but holds an invitation's hash reads as its holder.
 */
export async function findFaqAudience(
  db: Database,
  viewer: Viewer | null,
  projectId: string,
  hash: string | null | undefined,
): Promise<FaqAudience> {
  if (viewer && isBuySideUser(viewer)) {
    const project = await reachedProject(db, viewer, projectId);
    if (project) return { side: 'BUY_SIDE', project, viewer, companyId: null, invitations: [] };
    if (!hash) throw notFound('Project');
  }
  const found = await findInvitations(db, { viewer, hash }, projectId);
  const { project, invitations } = found;
  const companyId =
    supplierCompanyOf(found.viewer) ?? invitations.find((invitation) => invitation.companyId)?.companyId ?? null;
  return { side: 'SUPPLIER', project, viewer: found.viewer, companyId, invitations };
}

/**
 * Why the reader may not ask a question now, or null. Spec 2 §4: suppliers and visitors in PUBLISHED and AWAITING
 * before the clarification deadline, and only on behalf of a company (an invitee sent an e-mail only registers
 * first) that still takes part (not only declined); the buy side with MANAGE_FAQ in PUBLISHED, AWAITING or SCORING.
 */
export function askingProblem(audience: FaqAudience): AppError | null {
  const { project } = audience;
  if (audience.side === 'BUY_SIDE') {
    if (!brokerHoldsFaq(audience.viewer?.privileges ?? [])) return forbidden();
    const problem = brokerAskingProblem(project.status);
    return problem ? badInput(problem) : null;
  }
  const problem = supplierAskingProblem(project.status, project.questionsClarificationDeadline);
  if (problem) return badInput(problem);
  if (!audience.companyId) return badInput(FAQ_MESSAGES.registerFirst);
  const takesPart = audience.invitations.some((invitation) => invitation.participationStatus !== 'DECLINED');
  return takesPart ? null : badInput(FAQ_MESSAGES.notTakingQuestions);
}

/** A refusal of one FAQ action with its reason (403). */
export const refused = (message: string) => new AppError(403, ERROR_CODES.forbidden, message);
