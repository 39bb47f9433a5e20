import type { ProjectType } from '../enums.js';
import type { ParticipationStatus } from './participation.js';
import type { ProjectStatus } from './status.js';

/** Spec 2 §4 Invitation banner and §8 Invitation: the supplier side's texts. */
export const INVITATION_TEXTS = {
  invitation: 'You should choose either you want to accept or decline this invitation to participate.',
  acceptTitle: 'Are you sure you want to accept the invitation?',
  declineTitle: 'Are you sure you want to decline participation in the project?',
  declineWarning: 'This action cannot be undone.',
  accepted: 'You have accepted the invitation!',
  declined: 'You have declined the invitation.',
  failure: 'Sorry, we are having trouble with it. Please try again.',
  cannotAccept: 'The invitation can no longer be accepted',
  cannotDecline: 'The invitation can no longer be declined',
  signInToAccept: 'Sign in to your supplier account to accept the invitation',
  chooseProduct: 'Choose one of your products',
  productAlreadyInProject: 'This product is already in the project',
} as const;

/** Participations the supplier side never sees: a blocked supplier, and a preselected one that was not invited. */
export const PARTICIPATIONS_HIDDEN_FROM_SUPPLIER = ['BLOCKED', 'DRAFT'] as const satisfies ParticipationStatus[];

/** A project the supplier side may open: past review and neither deleted nor a draft. */
export const PROJECT_STATUSES_HIDDEN_FROM_SUPPLIER = [
  'DRAFT',
  'IN_REVIEW',
  'DELETED',
] as const satisfies ProjectStatus[];

/** The project statuses in which an invitation may be accepted or declined. */
export const INVITATION_ANSWER_STATUSES = ['PUBLISHED', 'AWAITING'] as const satisfies ProjectStatus[];
export const ACCEPTABLE_PARTICIPATIONS = ['INVITED', 'PENDING'] as const satisfies ParticipationStatus[];
export const DECLINABLE_PARTICIPATIONS = ['INVITED', 'PENDING', 'ACCEPTED'] as const satisfies ParticipationStatus[];

const includes = <T extends string>(list: readonly T[], value: string): boolean =>
  (list as readonly string[]).includes(value);

export const canAcceptInvitation = (project: ProjectStatus, participation: ParticipationStatus) =>
  includes(INVITATION_ANSWER_STATUSES, project) && includes(ACCEPTABLE_PARTICIPATIONS, participation);

export const canDeclineInvitation = (project: ProjectStatus, participation: ParticipationStatus) =>
  includes(INVITATION_ANSWER_STATUSES, project) && includes(DECLINABLE_PARTICIPATIONS, participation);

/** Spec 2 §2: questions are shown read-only to accepted suppliers from PUBLISHED on. */
const QUESTIONS_VISIBLE_STATUSES = ['PUBLISHED', 'AWAITING', 'SCORING', 'COMPLETED', 'ARCHIVED'] as const;
export const supplierSeesQuestions = (project: ProjectStatus, participation: ParticipationStatus) =>
  participation === 'ACCEPTED' && includes(QUESTIONS_VISIBLE_STATUSES, project);

const REGISTERING: readonly ParticipationStatus[] = ['BP_REGISTERED', 'BP_DRAFT', 'BP_SUBMITTED'];

export type InvitationBanner =
  | { kind: 'NONE' }
  | { kind: 'INVITATION'; action: 'ACCEPT' | 'REGISTER' | 'AWAITING_REGISTRATION'; canAct: boolean }
  | { kind: 'ANSWERED'; title: 'Accepted' | 'Declined'; canDecline: boolean };

/**
 * Spec 2 §4 Invitation banner: not yet answered — Accept Invitation (signed in) or Register Profile (signed out),
 * 'Awaiting Registration Complete' (disabled) while registering; answered — the 'Accepted' banner with Decline
 * Invitation. From COMPLETED on there is none: a Panel shows no banner, an RFP/RFI its result screen
 * (supplierSeesResult).
 */
export function invitationBanner(
  project: ProjectStatus,
  participation: ParticipationStatus,
  signedIn: boolean,
): InvitationBanner {
  if (project === 'COMPLETED' || project === 'ARCHIVED') return { kind: 'NONE' };
  if (participation === 'ACCEPTED' || participation === 'DECLINED') {
    const title = participation === 'ACCEPTED' ? 'Accepted' : 'Declined';
    return { kind: 'ANSWERED', title, canDecline: canDeclineInvitation(project, participation) };
  }
  if (REGISTERING.includes(participation))
    return { kind: 'INVITATION', action: 'AWAITING_REGISTRATION', canAct: false };
  if (!signedIn) return { kind: 'INVITATION', action: 'REGISTER', canAct: true };
  return { kind: 'INVITATION', action: 'ACCEPT', canAct: canAcceptInvitation(project, participation) };
}

export interface SupplierRoadMapStep {
  title: string;
  current: boolean;
  /** The current step has not begun yet: answering, once the invitation is accepted, until Awaiting Answers. */
  notOpenYet: boolean;
}

const RFP_SUPPLIER_STEPS = [
  { status: 'PUBLISHED', title: 'Awaiting Your Approval' },
  { status: 'AWAITING', title: 'Answering Questions' },
  { status: 'SCORING', title: 'Scoring Your Answers' },
  { status: 'COMPLETED', title: 'Winner Announcement' },
] as const;

const PANEL_SUPPLIER_STEPS = [
  { status: 'PUBLISHED', title: 'Awaiting Your Approval' },
  { status: 'AWAITING', title: 'Answering Questions' },
  { status: 'COMPLETED', title: 'Close Panel' },
] as const;

/**
 * Spec 2 §4 Supplier road map: the current step matches the status, or is the last when none does. The approval is
 * the supplier's own: once its product is accepted, nothing waits for it in PUBLISHED, so answering is the current
 * step there, not open yet (issue 31).
 */
export function supplierRoadMap(
  type: ProjectType,
  status: ProjectStatus,
  participation: ParticipationStatus | null = null,
): SupplierRoadMapStep[] {
  const steps = type === 'PANEL' ? PANEL_SUPPLIER_STEPS : RFP_SUPPLIER_STEPS;
  const approved = status === 'PUBLISHED' && participation === 'ACCEPTED';
  const matching = steps.findIndex((step) => step.status === (approved ? 'AWAITING' : status));
  const current = matching < 0 ? steps.length - 1 : matching;
  return steps.map((step, index) => ({
    title: step.title,
    current: index === current,
    notOpenYet: approved && index === current,
  }));
}
