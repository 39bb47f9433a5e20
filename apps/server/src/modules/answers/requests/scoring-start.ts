import { scoringStartProblem } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { badInput } from '../../../core/errors.js';
import type { ProjectStatusHook } from '../../../core/extensions/index.js';
import { projectProducts } from '../../../db/schema/index.js';

/**
 * Spec 2 §4, §5: a project moves from AWAITING to SCORING only with an accepted product and, with the extended answers
 * deadline on, once Choice Products for Scoring has decided every accepted product. Refuses the move (its transaction
 * rolls back) otherwise.
 */
export const refuseEarlyScoring: ProjectStatusHook = async ({ tx, project, from }) => {
  if (project.status !== 'SCORING' || from !== 'AWAITING') return undefined;
  const products = await tx
    .select({
      participationStatus: projectProducts.participationStatus,
      answersSubmittedAt: projectProducts.answersSubmittedAt,
      answersSubmitDeadline: projectProducts.answersSubmitDeadline,
    })
    .from(projectProducts)
    .where(eq(projectProducts.projectId, project.id));
  const problem = scoringStartProblem(products, project.settings.enableExtendedAnswersDeadline);
  if (problem) throw badInput(problem, { status: problem });
  return undefined;
};
