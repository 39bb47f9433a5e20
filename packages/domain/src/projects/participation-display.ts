import {
  mergeParticipation,
  PARTICIPATION_SORT_ORDER,
  PARTICIPATION_STATUSES,
  type ParticipationCount,
  type ParticipationStatus,
} from './participation.js';
import type { ProjectStatus } from './status.js';

/**
 * Spec 2 §4 Participation statuses in the supplier picker: how a participation shows, by project status. NEW is a
 * suggested supplier not yet in the project; the registration steps keep their own names.
 */
export const PARTICIPATION_DISPLAYS = [
  'NEW',
  'PRESELECTED',
  'ACCEPTED',
  'INVITED',
  'BP_DRAFT',
  'BP_SUBMITTED',
  'PENDING',
  'DECLINED',
  'AUTO_DECLINED',
  'BLOCKED',
] as const;
export type ParticipationDisplay = (typeof PARTICIPATION_DISPLAYS)[number];

/** The words of each display (title case, as the dashboard's participation widget shows them). */
export const PARTICIPATION_DISPLAY_LABELS: Record<ParticipationDisplay, string> = {
  NEW: 'New',
  PRESELECTED: 'Preselected',
  ACCEPTED: 'Accepted',
  INVITED: 'Invited',
  BP_DRAFT: 'Profile is Created',
  BP_SUBMITTED: 'Profile is Submitted',
  PENDING: 'Pending',
  DECLINED: 'Declined',
  AUTO_DECLINED: 'Auto-Declined',
  BLOCKED: 'Blocked',
};

const PAST_REVIEW: Record<ParticipationStatus, ParticipationDisplay> = {
  ACCEPTED: 'ACCEPTED',
  INVITED: 'INVITED',
  BP_REGISTERED: 'INVITED',
  BP_DRAFT: 'BP_DRAFT',
  BP_SUBMITTED: 'BP_SUBMITTED',
  DRAFT: 'PENDING',
  PENDING: 'PENDING',
  DECLINED: 'DECLINED',
  BLOCKED: 'BLOCKED',
};

/**
 * Spec 2 §4: blocked stays Blocked; in DRAFT and IN_REVIEW every other supplier is Preselected; past review
 * BP_REGISTERED shows as Invited and DRAFT as Pending; in SCORING a supplier that neither accepted nor declined is
 * Auto-Declined.
 */
export function participationDisplay(status: ParticipationStatus, projectStatus: ProjectStatus): ParticipationDisplay {
  if (status === 'BLOCKED') return 'BLOCKED';
  if (projectStatus === 'DRAFT' || projectStatus === 'IN_REVIEW') return 'PRESELECTED';
  if (projectStatus === 'SCORING' && status !== 'ACCEPTED' && status !== 'DECLINED') return 'AUTO_DECLINED';
  return PAST_REVIEW[status];
}

/** The participation statuses that show as one of `displays` in a project of `projectStatus` (the list's filter). */
export function statusesShownAs(
  displays: readonly ParticipationDisplay[],
  projectStatus: ProjectStatus,
): ParticipationStatus[] {
  return PARTICIPATION_STATUSES.filter((status) => displays.includes(participationDisplay(status, projectStatus)));
}

/** The displays a project of `projectStatus` can show (the Statuses filter's options), in the list's sort order. */
export function participationDisplaysOf(projectStatus: ProjectStatus): ParticipationDisplay[] {
  const byOrder = [...PARTICIPATION_STATUSES].sort((a, b) => PARTICIPATION_SORT_ORDER[a] - PARTICIPATION_SORT_ORDER[b]);
  return [...new Set(byOrder.map((status) => participationDisplay(status, projectStatus)))];
}

const NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base' });

/** Spec 2 §4 sort order of the participation list (ACCEPTED first, BLOCKED last), then by name. */
export function compareParticipation(
  left: { participationStatus: ParticipationStatus; name: string },
  right: { participationStatus: ParticipationStatus; name: string },
): number {
  const byStatus =
    PARTICIPATION_SORT_ORDER[left.participationStatus] - PARTICIPATION_SORT_ORDER[right.participationStatus];
  return byStatus || NAME_ORDER.compare(left.name, right.name);
}

/**
 * The participation label once a project is past review (spec 2 §4: BP_REGISTERED shows as Invited and DRAFT as
 * Pending); the registration steps keep their names (Profile is Created, Profile is Submitted).
 */
export const participationLabel = (status: ParticipationStatus): string =>
  PARTICIPATION_DISPLAY_LABELS[participationDisplay(status, 'PUBLISHED')];

/** The participation counts grouped by their label, in the list's sort order (first status of each label). */
export function participationByLabel(counts: readonly ParticipationCount[]): Array<{ label: string; count: number }> {
  const totals = new Map<string, number>();
  for (const { status, count } of mergeParticipation(counts)) {
    const label = participationLabel(status);
    totals.set(label, (totals.get(label) ?? 0) + count);
  }
  return [...totals].map(([label, count]) => ({ label, count }));
}
