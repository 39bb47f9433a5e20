import { CONSENSUS_MESSAGES, CONSENSUS_REASON_MAX_LENGTH, consensusScale, MESSAGES } from '@shortlist/domain';
import type { AppContext } from '../../app-context.js';
import { recordAudit, viewerActor } from '../../core/audit/index.js';
import { badInput, notFound } from '../../core/errors.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import { consensusRatings } from '../../db/schema/index.js';
import { consensusProject, disagreeAt } from './calibration.js';
import type { ConsensusRecord } from './consensus-rows.js';
import { scopeRatings } from './consensus-rows.js';

export interface ConsensusArgs {
  projectId: string;
  answerId: string;
  rating: number;
  reason: string;
}

/**
 * Issue 37 item 4: a project owner records the agreed rating of an answer whose ratings disagree, with a reason, while
 * the project is in Scoring with consensus on. A new row each time (the latest counts); the originals stay.
 */
export async function recordConsensus(app: AppContext, viewer: Viewer, args: ConsensusArgs): Promise<ConsensusRecord> {
  const project = await consensusProject(app.db, viewer, args.projectId, CONSENSUS_MESSAGES.ownersOnly);
  if (project.status !== 'SCORING') throw badInput(CONSENSUS_MESSAGES.notScoring);
  const reason = args.reason.trim();
  if (reason === '') throw badInput(CONSENSUS_MESSAGES.reasonRequired, { reason: CONSENSUS_MESSAGES.reasonRequired });
  if (reason.length > CONSENSUS_REASON_MAX_LENGTH) {
    const message = MESSAGES.maxLength(CONSENSUS_REASON_MAX_LENGTH);
    throw badInput(message, { reason: message });
  }
  if (!(consensusScale(project.settings.scoringType) as readonly number[]).includes(args.rating)) {
    throw badInput(CONSENSUS_MESSAGES.ratingInvalid, { rating: CONSENSUS_MESSAGES.ratingInvalid });
  }
  if (!isUuid(args.answerId)) throw notFound('Answer');
  const rows = await scopeRatings(app.db, project.id, viewer.user.id, [args.answerId]);
  if (!disagreeAt(rows, project)) throw badInput(CONSENSUS_MESSAGES.notFlagged);
  const [first] = rows;
  const decidedByName = `${viewer.user.firstName} ${viewer.user.lastName}`.trim() || viewer.user.email;
  const saved = await app.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(consensusRatings)
      .values({
        projectId: project.id,
        answerId: args.answerId,
        projectProductId: first?.productId ?? '',
        rating: args.rating,
        reason,
        decidedBy: viewer.user.id,
        decidedByName,
      })
      .returning();
    if (!inserted) throw notFound('Answer');
    await recordAudit(tx, viewerActor(viewer), {
      kind: 'scoring.consensus_recorded',
      project: { id: project.id, name: project.name },
      target: { type: 'answer', id: inserted.answerId },
      after: { rating: inserted.rating, supplier: inserted.projectProductId },
    });
    return inserted;
  });
  return {
    id: saved.id,
    answerId: saved.answerId,
    rating: saved.rating,
    reason: saved.reason,
    decidedByName: saved.decidedByName,
    createdAt: saved.createdAt,
  };
}
