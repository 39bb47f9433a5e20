import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { assertVersion, conflict } from '../../core/errors.js';
import { builder, signedInViewer } from '../../core/graphql/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import { projectQuestions } from '../../db/schema/index.js';
import { assertAllowed, assertAmendable, findQuestion, questionRights } from './question-access.js';
import { ProjectSectionRef, questionnaireUsers } from './question-objects.graphql.js';
import { loadSection } from './questionnaire-queries.js';

/**
 * Spec 3 §2 Extract Question: the project question keeps its definition but no longer follows the library question
 * it was taken from, so it can be edited. Whoever may edit it may extract it; a stale version is a conflict (the
 * row's own version is raised, so that no version the caller names can overflow the column).
 */
export async function extractQuestion(app: AppContext, viewer: Viewer, id: string, version: number) {
  const context = await findQuestion(app.db, viewer, id);
  assertVersion('question', context.question.version, version);
  assertAmendable(context.section);
  assertAllowed(questionRights(viewer, context).extract);
  const [saved] = await app.db
    .update(projectQuestions)
    .set({ sourceQuestionId: null, version: sql`${projectQuestions.version} + 1`, updatedAt: new Date() })
    .where(and(eq(projectQuestions.id, id), eq(projectQuestions.version, version)))
    .returning({ id: projectQuestions.id });
  if (!saved) throw conflict('question');
  return loadSection(app.db, viewer, context, context.section.id);
}

builder.mutationFields((t) => ({
  extractProjectQuestion: t.field({
    type: ProjectSectionRef,
    description: 'Spec 3 §2: cuts the link to the library question so that the question can be edited.',
    authScopes: questionnaireUsers,
    args: { id: t.arg.id({ required: true }), version: t.arg.int({ required: true }) },
    resolve: (_root, args, context) => extractQuestion(context.app, signedInViewer(context), args.id, args.version),
  }),
}));
