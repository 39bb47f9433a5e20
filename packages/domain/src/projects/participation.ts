/** Spec 2 §3 Enumerations: a supplier product's participation status in a project. */
export const PARTICIPATION_STATUSES = [
  'ACCEPTED',
  'BLOCKED',
  'BP_DRAFT',
  'BP_REGISTERED',
  'BP_SUBMITTED',
  'DECLINED',
  'DRAFT',
  'INVITED',
  'PENDING',
] as const;
export type ParticipationStatus = (typeof PARTICIPATION_STATUSES)[number];

/**
 * Spec 2 §4 sort order in the participation list: ACCEPTED 1, INVITED 2, BP_REGISTERED 3, BP_DRAFT 4,
 * BP_SUBMITTED 5, DRAFT 6, PENDING 7, DECLINED 8, BLOCKED 9.
 */
export const PARTICIPATION_SORT_ORDER: Record<ParticipationStatus, number> = {
  ACCEPTED: 1,
  INVITED: 2,
  BP_REGISTERED: 3,
  BP_DRAFT: 4,
  BP_SUBMITTED: 5,
  DRAFT: 6,
  PENDING: 7,
  DECLINED: 8,
  BLOCKED: 9,
};

export interface ParticipationCount {
  status: ParticipationStatus;
  count: number;
}

/** Counts per status merged (a status reported twice is summed), zero counts dropped, in the list's sort order. */
export function mergeParticipation(counts: readonly ParticipationCount[]): ParticipationCount[] {
  const totals = new Map<ParticipationStatus, number>();
  for (const { status, count } of counts) totals.set(status, (totals.get(status) ?? 0) + count);
  return [...totals]
    .filter(([, count]) => count > 0)
    .map(([status, count]) => ({ status, count }))
    .sort((a, b) => PARTICIPATION_SORT_ORDER[a.status] - PARTICIPATION_SORT_ORDER[b.status]);
}
