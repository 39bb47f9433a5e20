import type { FaqStatus } from '../enums.js';
import { privilegeClosure } from '../privileges.js';
import type { ProjectStatus } from '../projects/status.js';
import { type HeldPrivileges, isProjectReadonly } from '../questions/question-permissions.js';

/** What decides what a reader may do with one FAQ item (spec 2 §3 FAQ item). */
export interface FaqItemFacts {
  status: FaqStatus;
  /** A reply or a clarification question: an item with a parent. */
  isReply: boolean;
  isAddedByMe: boolean;
  /** Written by the project's company: on a reply, that makes it an answer. */
  isAddedByBroker: boolean;
  /**
   * Spec 3 §6 "assigned": the signed-in broker owns or approves the project question the item is about, or the
   * section it is about (or the question's section).
   */
  isAssignedToMe: boolean;
  /** Asked by the reader's own company (a supplier's "own" question). */
  isOwnCompany: boolean;
  /** A question with at least one answer of the project's company that is published. */
  hasBrokerAnswer: boolean;
}

/** The reader: the project's buy side (with their privileges) or its supplier side. */
export interface FaqReaderFacts {
  side: 'BUY_SIDE' | 'SUPPLIER';
  privileges: HeldPrivileges;
  projectStatus: ProjectStatus;
  /** Whether the reader may ask now (faq-asking): a clarification question is a question asked. */
  mayAsk: boolean;
}

export interface FaqAbilities {
  reply: boolean;
  publish: boolean;
  reject: boolean;
  edit: boolean;
  clarify: boolean;
}

const NOTHING: FaqAbilities = { reply: false, publish: false, reject: false, edit: false, clarify: false };

/**
 * Spec 3 §6 (and spec 2 §4), one FAQ item:
 * - Reply on a question that is not a reply, not a draft and not rejected, for whoever added it, is assigned, or
 *   holds MANAGE_PROJECT_STATE. Replies are the buy side's answers; a supplier's way to follow up is the
 *   Clarification Question below, so Reply is a buy-side button.
 * - Publish and Reject on a draft, with MANAGE_PROJECT_STATE or when assigned.
 * - Edit Question (a question, or a supplier's clarification question): MANAGE_PROJECT_STATE, whoever added it, or
 *   the assignee.
 * - Edit an answer (a reply of the buy side): MANAGE_PROJECT_STATE, or MANAGE_FAQ and the answer is one's own.
 * - Clarification Question: a supplier, on its own company's non-rejected question that has answers, while it may ask.
 * Nothing changes in a project that is read-only (ARCHIVED, CANCELLED, DELETED).
 */
export function faqAbilities(item: FaqItemFacts, reader: FaqReaderFacts): FaqAbilities {
  if (isProjectReadonly(reader.projectStatus)) return NOTHING;
  const buySide = reader.side === 'BUY_SIDE';
  const held = buySide ? privilegeClosure(reader.privileges) : [];
  const managesState = held.includes('MANAGE_PROJECT_STATE');
  const isAnswer = item.isReply && item.isAddedByBroker;
  const decides = buySide && item.status === 'DRAFT' && (managesState || item.isAssignedToMe);
  return {
    reply:
      buySide && !item.isReply && item.status === 'ACTIVE' && (item.isAddedByMe || item.isAssignedToMe || managesState),
    publish: decides,
    reject: decides,
    edit: isAnswer
      ? managesState || (held.includes('MANAGE_FAQ') && item.isAddedByMe)
      : managesState || item.isAddedByMe || (buySide && item.isAssignedToMe),
    clarify:
      !buySide &&
      reader.mayAsk &&
      !item.isReply &&
      item.isOwnCompany &&
      item.status !== 'REJECTED' &&
      item.hasBrokerAnswer,
  };
}
