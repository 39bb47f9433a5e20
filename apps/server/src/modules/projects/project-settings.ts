import { ANSWERS_MAX_LENGTH_RANGE, MESSAGES, PROJECT_MESSAGES } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { badInput, conflict, parseInput } from '../../core/errors.js';
import { assertBuySideUser, findProject } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import { projects } from '../../db/schema/index.js';
import { loadProjectView, type ProjectView } from './project-view.js';

/** Spec 2 §5 Project settings: both optional integers; the answer length within the company range (100 to 5000). */
const settingsSchema = z.object({
  answersMaxLength: z
    .number()
    .int(PROJECT_MESSAGES.integer)
    .min(ANSWERS_MAX_LENGTH_RANGE.min, MESSAGES.minNumber(ANSWERS_MAX_LENGTH_RANGE.min))
    .max(ANSWERS_MAX_LENGTH_RANGE.max, MESSAGES.maxNumber(ANSWERS_MAX_LENGTH_RANGE.max))
    .nullish(),
  targetNumberRespondents: z.number().int(PROJECT_MESSAGES.integer).min(1, MESSAGES.minNumber(1)).nullish(),
});

export interface ProjectSettingsArgs {
  answersMaxLength?: number | null;
  targetNumberRespondents?: number | null;
}

/**
 * Spec 2 §5, §6: project settings (MANAGE_ALL_PROJECTS). An argument left out keeps its value; the answer length may
 * change only in DRAFT and IN_REVIEW.
 */
export async function updateProjectSettings(
  app: AppContext,
  viewer: Viewer,
  id: string,
  args: ProjectSettingsArgs,
): Promise<ProjectView> {
  assertBuySideUser(viewer);
  const row = await findProject(app.db, viewer, id);
  const values = parseInput(settingsSchema, args);
  const answersMaxLength =
    values.answersMaxLength === undefined ? row.settings.answersMaxLength : values.answersMaxLength;
  if (answersMaxLength !== row.settings.answersMaxLength && row.status !== 'DRAFT' && row.status !== 'IN_REVIEW') {
    const message = PROJECT_MESSAGES.answersMaxLengthLocked;
    throw badInput(message, { answersMaxLength: message });
  }
  const targetRespondents =
    values.targetNumberRespondents === undefined ? row.targetRespondents : values.targetNumberRespondents;
  const [saved] = await app.db
    .update(projects)
    .set({
      settings: { ...row.settings, answersMaxLength },
      targetRespondents,
      version: row.version + 1,
      updatedAt: new Date(),
    })
    .where(and(eq(projects.id, row.id), eq(projects.companyId, viewer.company.id), eq(projects.version, row.version)))
    .returning();
  if (!saved) throw conflict('project');
  return loadProjectView(app.db, saved);
}
