import type { ProjectType } from '../enums.js';
import { PROJECT_STATUS_ORDER, type ProjectStatus, roadMapStepTitle, statusLabel } from './status.js';

type OrderedStatus = (typeof PROJECT_STATUS_ORDER)[number];
const isOrdered = (status: ProjectStatus): status is OrderedStatus =>
  (PROJECT_STATUS_ORDER as readonly ProjectStatus[]).includes(status);

/**
 * The road map's plain confirmation (spec 2 §4), naming where the project goes: the status it gets and, when it
 * reads differently, the road-map step that starts, e.g. 'Move the project to In Review (Questions and Suppliers)?'.
 */
export function statusMoveQuestion(to: ProjectStatus, type: ProjectType): string {
  const label = statusLabel(to, type);
  const step = isOrdered(to) ? roadMapStepTitle(to, type) : label;
  return step === label ? `Move the project to ${label}?` : `Move the project to ${label} (${step})?`;
}
