import { z } from 'zod';
import type { ProjectStatus } from '../projects/status.js';
import {
  INTEGRITY_FEATURES,
  INTEGRITY_LABELS,
  type IntegrityFeature,
  type IntegritySettings,
  integrityOf,
} from './integrity-settings.js';

/** Issue 37 wording of the settings' refusals and helper texts (ours: the spec has none). */
export const INTEGRITY_MESSAGES = {
  locked: 'Evaluation integrity can be changed only in Draft and In Review',
  notAllowed: (feature: IntegrityFeature) => `${INTEGRITY_LABELS[feature]} is not allowed for your company`,
  featureOff: (feature: IntegrityFeature) => `${INTEGRITY_LABELS[feature]} is off for this project`,
} as const;

/** A company's or a project's flags: any of the features, each a boolean (other keys are dropped). */
export const integritySettingsSchema: z.ZodType<Partial<IntegritySettings>, Partial<IntegritySettings>> = z.object(
  Object.fromEntries(INTEGRITY_FEATURES.map((feature) => [feature, z.boolean().optional()])),
);

/** A project's features may change only while it is in Draft or In Review. */
export const canChangeIntegrity = (status: ProjectStatus | string): boolean =>
  status === 'DRAFT' || status === 'IN_REVIEW';

/**
 * Why a project may not move from `current` to `requested` (flags left out keep their value), or null: nothing
 * changes outside Draft and In Review, and only features the company allows may be turned on (off always may).
 */
export function integrityChangeError(
  status: ProjectStatus | string,
  allowed: Partial<IntegritySettings> | null | undefined,
  current: Partial<IntegritySettings> | null | undefined,
  requested: Partial<IntegritySettings>,
): string | null {
  const before = integrityOf(current);
  const after = { ...before, ...requested };
  const changed = INTEGRITY_FEATURES.filter((feature) => after[feature] !== before[feature]);
  if (changed.length === 0) return null;
  if (!canChangeIntegrity(status)) return INTEGRITY_MESSAGES.locked;
  const company = integrityOf(allowed);
  const refused = changed.find((feature) => after[feature] && !company[feature]);
  return refused ? INTEGRITY_MESSAGES.notAllowed(refused) : null;
}
