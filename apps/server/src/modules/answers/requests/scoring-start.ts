import { SEALED_ANSWERS_MESSAGES, scoringStartProblem } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { badInput } from '../../../core/errors.js';
import type { ProjectStatusHook } from '../../../core/extensions/index.js';
import { someAnswersHidden } from '../../../core/tenancy/index.js';
import { projectProducts } from '../../../db/schema/index.js';

/**
 * Spec 2 §4, §5: a project moves from AWAITING to SCORING only with an accepted product and, with the extended answers
 * deadline on, once Choice Products for Scoring has decided every accepted product. Refuses the move (its transaction
 * rolls back) otherwise, and while some answers are sealed (issue 37): the scoring page never opens on sealed answers.
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
  if (await someAnswersHidden(tx, project.id)) {
    throw badInput(SEALED_ANSWERS_MESSAGES.scoringSealed, { status: SEALED_ANSWERS_MESSAGES.scoringSealed });
  }
  return undefined;
};
