import { privilegeClosure } from '../privileges.js';
import { toProjectDate } from '../projects/dates.js';
import type { ProjectStatus } from '../projects/status.js';
import type { HeldPrivileges } from '../questions/question-permissions.js';
import { FAQ_MESSAGES } from './faq-texts.js';

/** Spec 2 §4 FAQ states: suppliers (and invitation-hash visitors) ask in PUBLISHED and AWAITING. */
export const SUPPLIER_ASKING_STATUSES = ['PUBLISHED', 'AWAITING'] as const satisfies readonly ProjectStatus[];
/** Spec 2 §4 FAQ states: internal users with MANAGE_FAQ ask in PUBLISHED, AWAITING and SCORING. */
export const BROKER_ASKING_STATUSES = ['PUBLISHED', 'AWAITING', 'SCORING'] as const satisfies readonly ProjectStatus[];

const includes = (list: readonly ProjectStatus[], status: ProjectStatus) => list.includes(status);

/**
 * Whether the questions clarification deadline has passed: it is a project date (a New York day), so asking stays
 * open through that whole day and closes when the next New York day begins.
 */
export function clarificationDeadlinePassed(deadline: Date | null | undefined, now: Date = new Date()): boolean {
  if (!deadline) return false;
  return toProjectDate(now).getTime() > toProjectDate(deadline).getTime();
}

/** Why a supplier may not ask now (spec 2 §4), or null when it may. */
export function supplierAskingProblem(
  status: ProjectStatus,
  clarificationDeadline: Date | null | undefined,
  now: Date = new Date(),
): string | null {
  if (!includes(SUPPLIER_ASKING_STATUSES, status)) return FAQ_MESSAGES.notTakingQuestions;
  if (clarificationDeadlinePassed(clarificationDeadline, now)) return FAQ_MESSAGES.deadlinePassed;
  return null;
}

/** Spec 2 §4: an internal user asks with MANAGE_FAQ (implied by MANAGE_PROJECT_STATE) in PUBLISHED, AWAITING or SCORING. */
export const brokerHoldsFaq = (privileges: HeldPrivileges) => privilegeClosure(privileges).includes('MANAGE_FAQ');

/** Why a buy-side user may not ask now, or null when it may (a missing MANAGE_FAQ is the caller's 403). */
export function brokerAskingProblem(status: ProjectStatus): string | null {
  return includes(BROKER_ASKING_STATUSES, status) ? null : FAQ_MESSAGES.notTakingQuestions;
}
