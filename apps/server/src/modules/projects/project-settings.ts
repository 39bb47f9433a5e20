import {
  ANSWERS_MAX_LENGTH_RANGE,
  type ConsensusSettings,
  canChangeIntegrity,
  disagreementThresholdError,
  disagreementThresholdOf,
  INTEGRITY_MESSAGES,
  type IntegritySettings,
  integrityChangeError,
  integrityOf,
  MESSAGES,
  PROJECT_MESSAGES,
} from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { badInput, conflict, parseInput } from '../../core/errors.js';
import { assertBuySideUser, findProject, type ProjectRow } from '../../core/tenancy/index.js';
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
  /** Issue 37: features to turn on or off (null or left out: unchanged). */
  integrity?:
    | ({ [feature in keyof IntegritySettings]?: boolean | null } & { disagreementThreshold?: number | null })
    | null;
}

/** The project's integrity features after the change asked; refused outside Draft and In Review, or when turning on
 * a feature the company does not allow. */
function integrityAfter(
  viewer: Viewer,
  row: ProjectRow,
  asked: ProjectSettingsArgs['integrity'],
): IntegritySettings & ConsensusSettings {
  const requested = Object.fromEntries(
    Object.entries(asked ?? {}).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
  );
  const refusal = integrityChangeError(
    row.status,
    viewer.company.settings?.integrity,
    row.settings.integrity,
    requested,
  );
  if (refusal) throw badInput(refusal, { integrity: refusal });
  return { ...integrityOf(row.settings.integrity), ...requested, ...thresholdAfter(row, asked?.disagreementThreshold) };
}

/** Issue 37 calibration: the disagreement threshold asked (1 to 5), changed like the features in Draft and In Review. */
function thresholdAfter(row: ProjectRow, asked: number | null | undefined): ConsensusSettings {
  const current = row.settings.integrity?.disagreementThreshold;
  if (asked === null || asked === undefined) return current === undefined ? {} : { disagreementThreshold: current };
  const invalid = disagreementThresholdError(asked);
  if (invalid) throw badInput(invalid, { disagreementThreshold: invalid });
  if (asked !== disagreementThresholdOf(current) && !canChangeIntegrity(row.status)) {
    throw badInput(INTEGRITY_MESSAGES.locked, { integrity: INTEGRITY_MESSAGES.locked });
  }
  return { disagreementThreshold: asked };
}

/**
 * Spec 2 §5, §6: project settings (MANAGE_ALL_PROJECTS). An argument left out keeps its value; the answer length and
 * (issue 37) the integrity features may change only in DRAFT and IN_REVIEW.
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
  const integrity = integrityAfter(viewer, row, args.integrity);
  const targetRespondents =
    values.targetNumberRespondents === undefined ? row.targetRespondents : values.targetNumberRespondents;
  const [saved] = await app.db
    .update(projects)
    .set({
      settings: { ...row.settings, answersMaxLength, integrity },
      targetRespondents,
      version: row.version + 1,
      updatedAt: new Date(),
    })
    .where(and(eq(projects.id, row.id), eq(projects.companyId, viewer.company.id), eq(projects.version, row.version)))
    .returning();
  if (!saved) throw conflict('project');
  return loadProjectView(app.db, saved);
}
