import { BLIND_SCORING_TEXTS, ERROR_CODES, WINNER_TEXTS, winnerSelectionError } from '@shortlist/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { recordAudit, viewerActor } from '../../core/audit/index.js';
import { AppError, badInput } from '../../core/errors.js';
import { assertBuySideUser, findProject, type ProjectRow, seesAliasesIn } from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { projectProducts } from '../../db/schema/index.js';
import { deliverSupplierNotices, storeSupplierNotices } from '../answers/index.js';
import { moveProjectStatus } from '../projects/index.js';
import { supplierLabels } from '../suppliers/index.js';

const forbiddenBlind = () => new AppError(403, ERROR_CODES.forbidden, BLIND_SCORING_TEXTS.ownersChooseWinners);

/** The project's products as Select Winners judges them. */
async function winnerCandidates(db: Database, projectId: string) {
  const rows = await db
    .select({
      id: projectProducts.id,
      participationStatus: projectProducts.participationStatus,
      submittedAt: projectProducts.answersSubmittedAt,
    })
    .from(projectProducts)
    .where(eq(projectProducts.projectId, projectId));
  return rows.map((row) => ({ ...row, answersSubmitted: row.submittedAt !== null }));
}

/** A product may still win as written: accepted, its answers submitted, in this project. */
const stillWinning = (projectId: string, ids: readonly string[]) =>
  and(
    eq(projectProducts.projectId, projectId),
    inArray(projectProducts.id, [...ids]),
    eq(projectProducts.participationStatus, 'ACCEPTED'),
    isNotNull(projectProducts.answersSubmittedAt),
  );

/**
 * In the status change's transaction: the chosen products win and the others do not (a product that stopped being a
 * candidate since it was read refuses the whole selection); every user of each accepted supplier is told the
 * result (WINNERS_SELECTED), delivered once committed.
 */
async function markWinners(app: AppContext, tx: Database, project: ProjectRow, ids: readonly string[]) {
  await tx.update(projectProducts).set({ winner: false }).where(eq(projectProducts.projectId, project.id));
  const won = await tx
    .update(projectProducts)
    .set({ winner: true })
    .where(stillWinning(project.id, ids))
    .returning({ id: projectProducts.id });
  if (won.length !== ids.length) throw badInput(WINNER_TEXTS.notCandidate);
  const accepted = eq(projectProducts.participationStatus, 'ACCEPTED');
  const notices = await storeSupplierNotices(tx, project, accepted, 'WINNERS_SELECTED', ({ winner }) => ({ winner }));
  return () => deliverSupplierNotices(app, `the winners of project ${project.id}`, notices);
}

/**
 * Spec 2 §4, §7 Select winners (project, product ids): an RFP or RFI in SCORING of the viewer's company, one or more
 * of its accepted products with submitted answers. The winners are set and the project completed in one
 * transaction, through the status path the road map uses (version check, status hooks, status notifications).
 */
export async function selectWinners(app: AppContext, viewer: Viewer, projectId: string, productIds: readonly string[]) {
  assertBuySideUser(viewer);
  const row = await findProject(app.db, viewer, projectId);
  // Issue 37 blind scoring: winners are chosen with real names, which only the project owners read.
  if (await seesAliasesIn(app.db, viewer, row)) throw forbiddenBlind();
  const ids = [...new Set(productIds)];
  const candidates = ids.every(isUuid) ? await winnerCandidates(app.db, row.id) : [];
  const refusal = winnerSelectionError(row, ids, candidates);
  if (refusal) throw badInput(refusal);
  return moveProjectStatus(app, viewer, row, 'COMPLETED', async (tx, project) => {
    const after = await markWinners(app, tx, project, ids);
    const labels = await supplierLabels(tx, ids);
    await recordAudit(tx, viewerActor(viewer), {
      kind: 'winners.selected',
      project: { id: project.id, name: project.name },
      target: { type: 'project', id: project.id, label: project.name },
      after: { winners: ids.map((id) => labels.get(id) ?? id) },
    });
    return after;
  });
}
