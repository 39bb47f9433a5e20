import { assertBuySideUser, findProject } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import type { QuestionnaireSection } from './questionnaire.js';
import { questionnaireSkeleton } from './questionnaire-skeleton.js';

/**
 * Spec 3 §2 the buy side's project preview: the questions as every supplier sees them (approved and not private, in
 * order), without anyone's answers and changed by no one there. Another company's project answers as not found.
 */
export async function loadPreviewQuestionnaire(
  db: Database,
  viewer: Viewer,
  projectId: string,
): Promise<QuestionnaireSection[]> {
  assertBuySideUser(viewer);
  const project = await findProject(db, viewer, projectId);
  const skeleton = await questionnaireSkeleton(db, project.id);
  return skeleton.sections.map((section) => ({
    id: section.id,
    name: section.name,
    description: section.description,
    questions: section.questions.map((question) => ({
      id: question.id,
      sectionId: section.id,
      definition: question.definition,
      answer: null,
      mayChange: false,
    })),
  }));
}
