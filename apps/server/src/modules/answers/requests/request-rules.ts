import {
  ANSWER_LIMITS,
  ANSWER_MESSAGES,
  ANSWERING_PROJECT_STATUSES,
  MESSAGES,
  mayRate,
  mayScoreSome,
  type ProjectStatus,
  SUPPLIER_MESSAGES,
} from '@shortlist/domain';
import { z } from 'zod';
import type { ProjectRow } from '../../../core/tenancy/index.js';

/** Refusals of the broker's answer calls that the spec gives no wording for (ours). */
export const REQUEST_MESSAGES = {
  branchesOn: 'Answer update requests are not offered when branches are on',
  requestStatus: 'An update can be requested only while the project is Awaiting, Scoring or Completed',
  productStatus: 'Product answers can be requested or submitted only while the project is Awaiting or Scoring',
  notAccepted: 'The supplier has not accepted the invitation',
  alreadySubmitted: ANSWER_MESSAGES.alreadySubmitted,
  notInProject: SUPPLIER_MESSAGES.notInProject,
} as const;

/** Spec 2 §6 Suppliers menu (request answers, force-submit, deadlines): while suppliers answer or are scored. */
export const PRODUCT_ANSWERS_STATUSES: readonly ProjectStatus[] = ['AWAITING', 'SCORING'];

/**
 * Spec 2 §6 Branches: answer requests are not offered with branches on; spec 2 §4: an update is asked of an answer a
 * supplier may then change (AWAITING, SCORING or COMPLETED).
 */
export const requestsOffered = (project: Pick<ProjectRow, 'status' | 'settings'>) =>
  !project.settings.enableBranches && ANSWERING_PROJECT_STATUSES.includes(project.status);

/**
 * Spec 2 §7 lists 'Request an answer update' with rating, and §8 words its failure with the rating's: it follows the
 * rating rule of §6 (and its pre-check before the answer is looked up).
 */
export const mayRequestUpdate = mayRate;
export const mayRequestSomeUpdate = mayScoreSome;

/** Spec 2 §5 and §9: the request note trimmed, at most 500 characters; an empty note becomes the spec's default. */
export const requestNoteSchema = z.object({
  notes: z
    .string()
    .trim()
    .max(ANSWER_LIMITS.requestNote, MESSAGES.maxLength(ANSWER_LIMITS.requestNote))
    .transform((notes) => notes || ANSWER_MESSAGES.requestedNote),
});
