import { supplierSeesQuestions } from '@shortlist/domain';
import { notFound } from '../../../core/errors.js';
import type { Viewer } from '../../../core/viewer/index.js';
import type { Database } from '../../../db/client.js';
import { answeringCompany } from '../answer-target.js';
import { loadQuestionnaire, type QuestionnaireView } from '../questionnaire.js';

/**
 * The questionnaire of one of the signed-in supplier company's own participations, with its answers (two
 * statements). Another company's product, a buy-side user, or a participation whose questions the supplier does not
 * see yet answers as not found.
 */
export async function ownQuestionnaire(
  db: Database,
  viewer: Viewer,
  projectId: string,
  projectProductId: string,
): Promise<QuestionnaireView> {
  answeringCompany(viewer);
  const view = await loadQuestionnaire(db, viewer, projectId, projectProductId);
  if (!supplierSeesQuestions(view.project.status, view.invitation.participationStatus)) throw notFound('Project');
  return view;
}
