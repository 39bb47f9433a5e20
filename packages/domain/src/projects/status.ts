import type { ProjectType } from '../enums.js';

/** Spec 2 §3 Enumerations: every project status. */
export const PROJECT_STATUSES = [
  'ARCHIVED',
  'AWAITING',
  'CANCELLED',
  'COMPLETED',
  'DELETED',
  'DRAFT',
  'IN_REVIEW',
  'PUBLISHED',
  'SCORING',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Spec 2 §4: the order a project moves through; DELETED and CANCELLED lie outside it. */
export const PROJECT_STATUS_ORDER = [
  'DRAFT',
  'IN_REVIEW',
  'PUBLISHED',
  'AWAITING',
  'SCORING',
  'COMPLETED',
  'ARCHIVED',
] as const satisfies readonly ProjectStatus[];

/** Spec 2 §3: the viewer's relationship to a project. */
export const PROJECT_RELATIONS = ['BUY_SIDE', 'SUPPLIER', 'CLIENT'] as const;
export type ProjectRelation = (typeof PROJECT_RELATIONS)[number];

/** The status after this one in the order, or null at the end (ARCHIVED) and outside the order. */
export function nextStatus(status: ProjectStatus): ProjectStatus | null {
  const index = (PROJECT_STATUS_ORDER as readonly ProjectStatus[]).indexOf(status);
  if (index < 0 || index === PROJECT_STATUS_ORDER.length - 1) return null;
  return PROJECT_STATUS_ORDER[index + 1] ?? null;
}

/** Whether a project in `from` may be set to `to`: the next status in the order, or DELETED (spec 2 §4). */
export function canMoveToStatus(from: ProjectStatus, to: ProjectStatus): boolean {
  if (to === 'DELETED') return from !== 'DELETED';
  return nextStatus(from) === to;
}

type OrderedStatus = (typeof PROJECT_STATUS_ORDER)[number];

const RFP_STEP_TITLES: Record<OrderedStatus, string> = {
  DRAFT: 'Project Initiating',
  IN_REVIEW: 'Questions and Suppliers',
  PUBLISHED: 'Awaiting Supplier Approvals',
  AWAITING: 'Awaiting Answers',
  SCORING: 'Scoring Supplier Answers',
  COMPLETED: 'Choosing the Winner',
  ARCHIVED: 'Archived',
};

const PANEL_STEP_TITLES: Record<OrderedStatus, string> = {
  ...RFP_STEP_TITLES,
  IN_REVIEW: 'Questions Review',
  COMPLETED: 'Close Panel',
};

export interface RoadMapStep {
  status: OrderedStatus;
  title: string;
  /** The road-map button shown while the project is in this status; null when there is none. */
  buttonLabel: string | null;
}

/** Spec 2 §4: the road-map step title of a status (RFI uses the RFP road map). */
export function roadMapStepTitle(status: OrderedStatus, type: ProjectType): string {
  return (type === 'PANEL' ? PANEL_STEP_TITLES : RFP_STEP_TITLES)[status];
}

/**
 * Spec 2 §4 road-map buttons: Move To Review, Publish Project, Next, Start Scoring, Complete (RFP/RFI) or Close
 * (Panel), Move To Archive (RFP/RFI) or Restart (Panel on COMPLETED). ARCHIVED and statuses outside the order: none.
 */
export function roadMapButtonLabel(status: ProjectStatus, type: ProjectType): string | null {
  const panel = type === 'PANEL';
  switch (status) {
    case 'DRAFT':
      return 'Move To Review';
    case 'IN_REVIEW':
      return 'Publish Project';
    case 'PUBLISHED':
      return 'Next';
    case 'AWAITING':
      return 'Start Scoring';
    case 'SCORING':
      return panel ? 'Close' : 'Complete';
    case 'COMPLETED':
      return panel ? 'Restart' : 'Move To Archive';
    default:
      return null;
  }
}

/** Spec 2 §4: the road map's steps; the ARCHIVED step is shown only while the project is archived. */
export function roadMapSteps(type: ProjectType, status: ProjectStatus): RoadMapStep[] {
  return PROJECT_STATUS_ORDER.filter((step) => step !== 'ARCHIVED' || status === 'ARCHIVED').map((step) => ({
    status: step,
    title: roadMapStepTitle(step, type),
    buttonLabel: roadMapButtonLabel(step, type),
  }));
}

const INTERNAL_LABELS: Record<ProjectStatus, string> = {
  DRAFT: 'Draft',
  IN_REVIEW: 'In Review',
  PUBLISHED: 'In Progress: Run-up',
  AWAITING: 'In Progress: Awaiting',
  SCORING: 'In Progress: Evaluation',
  COMPLETED: 'Completed',
  ARCHIVED: 'Archived',
  DELETED: 'Deleted',
  CANCELLED: 'Cancelled',
};

const completedLabel = (type: ProjectType) => (type === 'PANEL' ? 'Closed' : 'Completed');

/** Spec 2 §4 Status labels, for the internal (buy side), supplier and client views. */
export function statusLabel(
  status: ProjectStatus,
  type: ProjectType,
  viewerRole: ProjectRelation = 'BUY_SIDE',
): string {
  if (viewerRole === 'SUPPLIER') {
    if (status === 'PUBLISHED') return 'Run-up';
    if (status === 'AWAITING') return 'In Progress';
    // 'Awaiting (SCORING, RFP only)': an RFI follows the RFP road map, a Panel keeps showing In Progress.
    if (status === 'SCORING') return type === 'PANEL' ? 'In Progress' : 'Awaiting';
  }
  if (viewerRole === 'CLIENT') {
    if (status === 'IN_REVIEW') return 'In Progress';
    if (status === 'COMPLETED') return 'Published';
  }
  if (status === 'COMPLETED') return completedLabel(type);
  return INTERNAL_LABELS[status];
}

export type StatusChipColor = 'success' | 'error' | 'warning';

/** Spec 2 §4: success for COMPLETED, error for DELETED, warning otherwise. */
export function statusChipColor(status: ProjectStatus): StatusChipColor {
  if (status === 'COMPLETED') return 'success';
  if (status === 'DELETED') return 'error';
  return 'warning';
}

const PROGRESS: Partial<Record<ProjectStatus, number>> = {
  DRAFT: 10,
  IN_REVIEW: 20,
  PUBLISHED: 30,
  AWAITING: 50,
  SCORING: 75,
  COMPLETED: 100,
  ARCHIVED: 100,
};

/**
 * Spec 2 §2 Side navigation progress: draft 10, in review 20, published 30, awaiting 50, scoring 75, completed 100
 * (archived stays complete). The client role shows in review 50 and completed 100.
 */
export function projectProgress(status: ProjectStatus, viewerRole: ProjectRelation = 'BUY_SIDE'): number {
  if (viewerRole === 'CLIENT') return status === 'COMPLETED' ? 100 : status === 'IN_REVIEW' ? 50 : 0;
  return PROGRESS[status] ?? 0;
}

/** Spec 2 §3: panel frequency options; '(Custom)' lets the user type up to 50 characters. */
export const PANEL_FREQUENCIES = ['3 Months', '6 Months', '1 Year', '(Custom)'] as const;
export const CUSTOM_FREQUENCY_PLACEHOLDER = 'e.g. Once per 3 weeks';
